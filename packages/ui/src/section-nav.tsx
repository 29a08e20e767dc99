import styled from "@emotion/styled";
import { type ComponentProps, type ReactNode, useEffect, useState } from "react";
import { useHydrated } from "./hooks/use-hydrated.ts";
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
// so at that edge, once the page has hydrated (a hint: its rules stay out of the page's first bytes); each pins itself to its edge and takes no room in the row (its margin takes back the
// row's gap, so showing or hiding it never moves the links). Elsewhere the shadows above. The left one
// is the right one mirrored.
const MoreThatWay = styled.span({
  display: "none",
  position: "sticky",
  right: 0,
  order: 1,
  flex: "none",
  alignSelf: "stretch",
  width: 0,
  marginLeft: -space[3],
  pointerEvents: "none",
  zIndex: 1,
  "&::before, &::after": { content: '""', position: "absolute" },
  "&::before": {
    top: -space[3],
    bottom: -space[3],
    right: -space[4],
    width: 72,
    background: `linear-gradient(to right, transparent, ${cover} 55%)`,
  },
  // An open square's two sides, turned into a chevron.
  "&::after": {
    top: "calc(50% - 6px)",
    right: 4,
    width: 10,
    height: 10,
    border: `solid var(--ed-nav-ink, ${colors.text})`,
    borderWidth: "2.5px 2.5px 0 0",
    rotate: "45deg",
  },
  "&[data-side='left']": { right: "auto", left: 0, order: -1, margin: `0 ${-space[3]}px 0 0`, scale: "-1 1" },
  "@container scroll-state(scrollable: right)": { "&[data-side='right']": { display: "block" } },
  "@container scroll-state(scrollable: left)": { "&[data-side='left']": { display: "block" } },
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
  const hydrated = useHydrated();

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
        {hydrated ? (
          <>
            <MoreThatWay data-side="left" aria-hidden="true" />
            <MoreThatWay data-side="right" aria-hidden="true" />
          </>
        ) : null}
      </Inner>
    </Bar>
  );
}
