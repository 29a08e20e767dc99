import styled from "@emotion/styled";
import { type ComponentProps, type ReactNode, useEffect, useState } from "react";
import { colors, font, maxWidth, radius, space } from "./theme/tokens.ts";

export interface SectionNavItem {
  label: string;
  /** The id of the section's element, without "#". */
  id: string;
}

export interface SectionNavProps extends ComponentProps<"nav"> {
  items: readonly SectionNavItem[];
  /** Space kept above a section scrolled to, in px (the sticky bar's height). */
  offset?: number;
  /** Extra controls at the end of the bar, e.g. links to external documents. */
  actions?: ReactNode;
}

const Bar = styled.nav({
  position: "sticky",
  top: 0,
  zIndex: 15,
  // On an edition page, its theme's ground and pill. Opaque: the scroll covers below are drawn in the
  // same colour, and over a see-through ground they would show as darker strips.
  background: `var(--ed-nav-bg, ${colors.white})`,
  borderBottom: `1px solid ${colors.silver}`,
});

// When the links do not fit, the bar scrolls sideways. A shadow at an edge
// says there is more that way: white covers scroll with the content and hide
// each shadow once its end is reached (pure CSS, works before hydration, and
// nothing moves on its own, so reduced motion needs nothing more).
const cover = `var(--ed-nav-bg, ${colors.white})`;
const shadow = "rgba(0, 0, 36, 0.32)";
const Inner = styled.div({
  // Contains the visually hidden labels ("opens in a new tab"), which would
  // otherwise escape the scroller and widen the page.
  position: "relative",
  maxWidth,
  margin: "0 auto",
  padding: `${space[3]}px ${space[4]}px`,
  display: "flex",
  alignItems: "center",
  gap: space[3],
  overflowX: "auto",
  scrollbarWidth: "thin",
  containerType: "scroll-state",
  background: [
    `linear-gradient(to right, ${cover} 40%, transparent) left center / 48px 100% no-repeat local`,
    `linear-gradient(to left, ${cover} 40%, transparent) right center / 48px 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${shadow}, rgba(0, 0, 36, 0)) left center / 20px 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${shadow}, rgba(0, 0, 36, 0)) right center / 20px 100% no-repeat scroll`,
  ].join(", "),
});

// Where the browser can tell which way the strip still scrolls, a fade and an arrow in the bar's ink say
// so at that edge; each pins itself to its edge and takes no room in the row. Elsewhere the shadows above.
const chevron = (points: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E%3Cpath d='${points}' fill='none' stroke='%23000' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center / 20px no-repeat`;
const MoreThatWay = styled.span<{ side: "left" | "right" }>(({ side }) => {
  const start = side === "left";
  return {
    display: "none",
    position: "sticky",
    [side]: 0,
    order: start ? -1 : 1,
    flex: "none",
    alignSelf: "stretch",
    width: 0,
    // Takes back the row's gap, so showing or hiding it never moves the links.
    [start ? "marginRight" : "marginLeft"]: -space[3],
    pointerEvents: "none",
    zIndex: 1,
    "&::before, &::after": { content: '""', position: "absolute" },
    "&::before": {
      top: -space[3],
      bottom: -space[3],
      [side]: -space[4],
      width: 72,
      background: `linear-gradient(to ${side}, transparent, ${cover} 55%)`,
    },
    "&::after": {
      top: "calc(50% - 10px)",
      [side]: -space[1],
      width: 20,
      height: 20,
      background: `var(--ed-nav-ink, ${colors.text})`,
      mask: chevron(start ? "M12 4l-6 6 6 6" : "M8 4l6 6-6 6"),
    },
    [`@container scroll-state(scrollable: ${side})`]: { display: "block" },
  };
});

const List = styled.ul({
  display: "flex",
  gap: space[1],
  listStyle: "none",
  margin: 0,
  padding: 0,
  flex: "none",
});

const Item = styled.a({
  display: "inline-flex",
  alignItems: "center",
  minHeight: 40,
  padding: `0 ${space[3]}px`,
  borderRadius: radius.pill,
  color: `var(--ed-nav-ink, ${colors.text})`,
  fontWeight: font.bold,
  fontSize: 15,
  whiteSpace: "nowrap",
  textDecoration: "none",
  "&:hover": { background: colors.silver },
  "&[aria-current='location']": {
    background: `var(--ed-nav-current, ${colors.black})`,
    color: `var(--ed-nav-current-ink, ${colors.white})`,
  },
});

const Actions = styled.div({ display: "flex", gap: space[2], marginLeft: "auto", flex: "none" });

/** The section whose top has passed below the bar last; null above the first one. */
function currentSection(items: readonly SectionNavItem[], offset: number): string | null {
  // At the bottom of the page a short last section can never reach the bar.
  const atBottom =
    window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom && items.length > 0) return items[items.length - 1]?.id ?? null;
  let current: string | null = null;
  for (const item of items) {
    const element = document.getElementById(item.id);
    if (element && element.getBoundingClientRect().top <= offset + 1) current = item.id;
  }
  return current;
}

/**
 * A sticky in-page navigation: each link scrolls to its section, leaving
 * `offset` px above it (smoothly, or at once with reduced motion), moves focus
 * there and updates the address; the section currently under the bar is
 * marked with aria-current="location".
 */
export function SectionNav({ items, offset = 80, actions, ...rest }: SectionNavProps) {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCurrent(currentSection(items, offset)));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [items, offset]);

  const go = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const top = target.getBoundingClientRect().top + window.scrollY - offset;
    window.scrollTo({ top, behavior: reduce ? "instant" : "smooth" });
    window.history.replaceState(null, "", `#${id}`);
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    setCurrent(id);
  };

  return (
    <Bar {...rest}>
      <Inner>
        <List>
          {items.map((item) => (
            <li key={item.id}>
              <Item
                href={`#${item.id}`}
                aria-current={current === item.id ? "location" : undefined}
                onClick={(event) => go(event, item.id)}
              >
                {item.label}
              </Item>
            </li>
          ))}
        </List>
        {actions ? <Actions>{actions}</Actions> : null}
        <MoreThatWay side="left" aria-hidden="true" />
        <MoreThatWay side="right" aria-hidden="true" />
      </Inner>
    </Bar>
  );
}
