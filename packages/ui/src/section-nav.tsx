import styled from "@emotion/styled";
import type { ComponentProps, MouseEvent, ReactNode } from "react";
import { colors, font, maxWidth, radius, space } from "./theme/tokens.ts";

export interface SectionNavItem {
  /** The id of the section element the link scrolls to. */
  id: string;
  label: string;
}

export interface SectionNavProps extends ComponentProps<"nav"> {
  items: readonly SectionNavItem[];
  /** Space kept above a section after scrolling to it (a sticky bar's height). */
  offset?: number;
  /** Stick to the top of the viewport while the page scrolls. */
  sticky?: boolean;
  /** Buttons or links shown after the section links (e.g. external forms). */
  actions?: ReactNode;
  "aria-label": string;
}

const Bar = styled.nav({
  zIndex: 15,
  background: "rgba(255, 255, 255, 0.96)",
  borderBottom: `1px solid ${colors.silver}`,
  "&[data-sticky='true']": { position: "sticky", top: 0 },
});

const Inner = styled.div({
  maxWidth,
  margin: "0 auto",
  padding: `${space[2]}px ${space[4]}px`,
  display: "flex",
  alignItems: "center",
  gap: space[2],
  overflowX: "auto",
});

const List = styled.ul({
  display: "flex",
  gap: space[1],
  listStyle: "none",
  margin: 0,
  padding: 0,
});

const Link = styled.a({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: `0 ${space[3]}px`,
  borderRadius: radius.pill,
  color: colors.text,
  fontWeight: font.bold,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "&:hover": { background: colors.silver },
});

const Actions = styled.div({ display: "flex", gap: space[2], marginLeft: "auto", flex: "none" });

/**
 * Scrolls to the section `id`, leaving `offset` pixels above it (smoothly
 * unless the visitor prefers reduced motion), puts its id in the address and
 * moves keyboard focus there without a second jump.
 */
export function scrollToSection(id: string, offset: number) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top, behavior: reduced ? "auto" : "smooth" });
  window.history.replaceState(null, "", `#${id}`);
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

/**
 * In-page navigation between the sections of a one-page site: each link
 * scrolls to its section with an offset (80 px by default) so a sticky bar
 * does not cover the heading. Works as plain anchors before hydration.
 */
export function SectionNav({ items, offset = 80, sticky = false, actions, ...rest }: SectionNavProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToSection(id, offset);
  };
  return (
    <Bar data-sticky={sticky} {...rest}>
      <Inner>
        <List>
          {items.map((item) => (
            <li key={item.id}>
              <Link href={`#${item.id}`} onClick={(event) => onClick(event, item.id)}>
                {item.label}
              </Link>
            </li>
          ))}
        </List>
        {actions ? <Actions>{actions}</Actions> : null}
      </Inner>
    </Bar>
  );
}
