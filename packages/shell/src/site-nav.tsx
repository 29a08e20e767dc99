import { club } from "@duci/data/config";
import { paths } from "@duci/data/paths";
import { socials } from "@duci/data/socials";
import { useHydrated } from "@duci/ui/hooks/use-hydrated";
import { Logo, SocialIcon } from "@duci/ui/icons";
import { AppLink, newTab } from "@duci/ui/link";
import { NoScriptToggle } from "@duci/ui/no-script-toggle";
import { breakpoints, colors, font, maxWidth, mq, radius, space, visuallyHidden } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import {
  type ComponentProps,
  type Dispatch,
  memo,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { type NavHref, navLinkState } from "./nav-section.ts";

const Bar = styled.nav({
  position: "relative",
  zIndex: 20,
  background: colors.white,
  borderBottom: `1px solid ${colors.silver}`,
  // Before scripts run, the native menu toggle opens the menu.
  [`@media (max-width: ${breakpoints.md - 0.02}px)`]: {
    "&:has(details[open]) > ul[data-state='closed']": { display: "grid" },
  },
});

const Inner = styled.div({
  maxWidth,
  margin: "0 auto",
  padding: `${space[3]}px ${space[4]}px`,
  display: "grid",
  gridTemplateColumns: "1fr auto 1fr",
  alignItems: "center",
  gap: space[2],
  minHeight: 64,
  [mq.md]: { gap: space[4] },
});

const Home = styled(AppLink)({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  color: colors.text,
  textDecoration: "none",
  fontWeight: font.bold,
  fontSize: 18,
  // The club's name on one line beside the logo, down to a 320 px phone.
  whiteSpace: "nowrap",
  justifySelf: "start",
});

// The home page's corner: the same logo and name, then the club's networks.
const Start = styled.div({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  justifySelf: "start",
});

// From a tablet's width up the networks sit beside the name; on a phone there is no room in
// the bar, so they wait in the menu (and in the footer).
const BarSocials = styled(SocialLinks)({
  display: "none",
  listStyle: "none",
  margin: 0,
  padding: 0,
  [mq.sm]: { display: "flex" },
});

// The phone's place for them: a row at the foot of the home page's menu.
const MenuSocials = styled(SocialLinks)({
  display: "flex",
  flexWrap: "wrap",
  listStyle: "none",
  margin: `${space[3]}px 0 0`,
  padding: 0,
  gap: space[1],
  [mq.sm]: { display: "none" },
  a: { padding: 10 },
});

const IconLink = styled.a({
  display: "inline-flex",
  // Six 32 px targets: beside the name they leave the middle links where they are on every other page.
  padding: 6,
  color: colors.text,
  borderRadius: radius.sm,
  "&:hover": { color: colors.link },
});

const Center = styled.ul({
  display: "none",
  listStyle: "none",
  margin: 0,
  padding: 0,
  gap: space[2],
  [mq.md]: { display: "flex" },
});

const Right = styled(Center)({ justifySelf: "end" });

const NavLink = styled(AppLink)({
  display: "inline-block",
  padding: `${space[2]}px ${space[3]}px`,
  borderRadius: radius.pill,
  color: colors.text,
  textDecoration: "none",
  fontWeight: font.bold,
  "&:hover": { background: colors.silver },
  // The section's link is underlined (shape, not colour alone); the page's own link is also filled.
  "&[data-current]": {
    textDecoration: "underline",
    textDecorationThickness: 3,
    textUnderlineOffset: 6,
    textDecorationColor: colors.link,
  },
  "&[aria-current='page']": { background: colors.sky },
});

const MenuButton = styled.button({
  position: "relative",
  justifySelf: "end",
  gridColumn: 3,
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  padding: `${space[2]}px ${space[3]}px`,
  border: `2px solid ${colors.black}`,
  borderRadius: radius.pill,
  background: colors.white,
  color: colors.text,
  font: "inherit",
  fontWeight: font.bold,
  cursor: "pointer",
  minHeight: 44,
  minWidth: 44,
  justifyContent: "center",
  // On the narrowest phones the club's name needs the room: the button
  // keeps its icon and says "Menu" to screen readers only.
  "@media (max-width: 359.98px)": { padding: space[2] },
  [mq.md]: { display: "none" },
});

// Stands in the menu button's place until scripts run.
const MenuToggle = styled(NoScriptToggle)({
  justifySelf: "end",
  gridColumn: 3,
  [mq.md]: { display: "none" },
});

const MenuLabel = styled.span({
  "@media (max-width: 359.98px)": visuallyHidden,
});

// Laid over the page under the bar, not pushing it down: opening the menu lays out and paints
// the menu alone, so it answers a tap at once on a long page too.
const MenuList = styled.ul({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  contain: "layout",
  listStyle: "none",
  margin: 0,
  padding: `${space[2]}px ${space[4]}px ${space[5]}px`,
  display: "grid",
  gap: space[1],
  borderTop: `1px solid ${colors.silver}`,
  borderBottom: `1px solid ${colors.silver}`,
  boxShadow: "0 12px 24px rgba(0, 0, 36, 0.12)",
  background: colors.white,
  "&[data-state='closed']": { display: "none" },
  [mq.md]: { "&&": { display: "none" } },
});

const MenuLink = styled(AppLink)({
  display: "block",
  padding: `${space[3]}px ${space[2]}px`,
  color: colors.text,
  fontSize: 20,
  fontWeight: font.bold,
  textDecoration: "none",
  borderRadius: radius.sm,
  "&[data-current]": {
    textDecoration: "underline",
    textDecorationThickness: 3,
    textUnderlineOffset: 6,
    textDecorationColor: colors.link,
  },
  "&[aria-current='page']": { background: colors.sky },
  "&[data-variant='join']": {
    marginTop: space[2],
    textAlign: "center",
    background: colors.black,
    color: colors.white,
    borderRadius: radius.pill,
  },
});

const middle = [
  { label: "Join", href: paths.join },
  { label: "Events", href: paths.events },
  { label: "Resources", href: paths.resources },
] as const;
const right = [
  { label: "About", href: paths.about },
  { label: "Contact", href: paths.contact },
] as const;
const mobile = [
  { label: "Events", href: paths.events },
  { label: "Resources", href: paths.resources },
  { label: "About", href: paths.about },
  { label: "Contact", href: paths.contact },
] as const;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      {open ? (
        <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  );
}

export interface SiteNavProps extends ComponentProps<"nav"> {
  /** The current path, to mark the current page and close the menu on navigation. */
  currentPath: string;
  /** The home page shows the club's social icons beside the logo and name (on a phone, in the menu). */
  variant?: "home" | "default";
}

/** aria-current on the link to this very page; data-current marks the link of the page's section too. */
function currentProps(currentPath: string, href: NavHref) {
  const state = navLinkState(currentPath, href);
  return { "aria-current": state === "page" ? ("page" as const) : undefined, "data-current": state };
}

/** The club's networks as a row of icons, each opening in a new tab. */
function SocialLinks({ size, ...rest }: ComponentProps<"ul"> & { size: number }) {
  return (
    <ul aria-label="Social media" {...rest}>
      {socials.map((social) => (
        <li key={social.name}>
          <IconLink href={social.link} {...newTab} aria-label={`${social.name} (opens in a new tab)`}>
            <SocialIcon name={social.name} size={size} />
          </IconLink>
        </li>
      ))}
    </ul>
  );
}

/** The logo and the club's name, linking home: the same on every page; the home page adds its networks. */
// The parts the menu's button leaves as they are are memoised: a tap on it renders the button and the menu's list only.
const HomeCorner = memo(function HomeCorner({ variant }: { variant: "home" | "default" }) {
  const home = (
    <Home href={paths.home}>
      <Logo />
      <span>{club.name}</span>
    </Home>
  );
  if (variant !== "home") return home;
  return (
    <Start>
      {home}
      <BarSocials size={20} />
    </Start>
  );
});

/** A group of the wide bar's links, each marked when it leads to this page or its section. */
const BarLinks = memo(function BarLinks({
  items,
  currentPath,
}: {
  items: readonly { label: string; href: NavHref }[];
  currentPath: string;
}) {
  return items.map((item) => (
    <li key={item.href}>
      <NavLink href={item.href} {...currentProps(currentPath, item.href)}>
        {item.label}
      </NavLink>
    </li>
  ));
});

/**
 * The small screens' menu: whether it is open, and its button's id and ref. It closes on a new
 * page and on Escape (which gives the button the focus back).
 */
function useMenu(currentPath: string) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const noScriptToggle = useRef<HTMLDetailsElement>(null);
  // A menu opened before its button replaced the native toggle stays open.
  const hydrated = useHydrated(() => {
    if (noScriptToggle.current?.open) setOpen(true);
  });

  // A new page closes the menu (not the first one: a menu opened before hydration stays open).
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    setOpen(false);
  }, [currentPath]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return { open, setOpen, menuId, buttonRef, noScriptToggle, hydrated };
}

type Menu = ReturnType<typeof useMenu>;

/** The menu's button once scripts run; before that, the native toggle in its place. */
function MenuControl({ menu }: { menu: Menu }) {
  const { open, setOpen, menuId, buttonRef, noScriptToggle, hydrated } = menu;
  if (!hydrated) {
    return (
      <MenuToggle ref={noScriptToggle}>
        <MenuButton as="summary" id={`${menuId}-toggle`}>
          <MenuIcon open={false} />
          <MenuLabel>Menu</MenuLabel>
        </MenuButton>
      </MenuToggle>
    );
  }
  return (
    <MenuButton
      ref={buttonRef}
      type="button"
      // The native toggle's id: a keyboard user on the toggle stays on the button (useHydrated).
      id={`${menuId}-toggle`}
      aria-expanded={open}
      aria-controls={menuId}
      data-state={open ? "open" : "closed"}
      onClick={() => setOpen((value) => !value)}
    >
      <MenuIcon open={open} />
      <MenuLabel>Menu</MenuLabel>
    </MenuButton>
  );
}

/** The small screens' menu: the sections, then Join as a button (on the home page, then its networks); a choice closes it. */
function MenuLinks({ menu, currentPath, variant }: { menu: Menu; currentPath: string; variant: "home" | "default" }) {
  return (
    <MenuList id={menu.menuId} data-state={menu.open ? "open" : "closed"}>
      <MenuItems currentPath={currentPath} setOpen={menu.setOpen} variant={variant} />
    </MenuList>
  );
}

/** The menu's links, the same open or closed. */
const MenuItems = memo(function MenuItems({
  currentPath,
  setOpen,
  variant,
}: {
  currentPath: string;
  setOpen: Dispatch<SetStateAction<boolean>>;
  variant: "home" | "default";
}) {
  const close = () => setOpen(false);
  return (
    <>
      {mobile.map((item) => (
        <li key={item.href}>
          <MenuLink href={item.href} {...currentProps(currentPath, item.href)} onClick={close}>
            {item.label}
          </MenuLink>
        </li>
      ))}
      <li>
        <MenuLink href={paths.join} data-variant="join" onClick={close}>
          Join
        </MenuLink>
      </li>
      {variant === "home" ? (
        <li>
          <MenuSocials size={24} />
        </li>
      ) : null}
    </>
  );
});

/** The main navigation bar of every page, with the menu that replaces it on small screens. */
export function SiteNav({ currentPath, variant = "default", ...rest }: SiteNavProps) {
  const menu = useMenu(currentPath);
  return (
    <Bar aria-label="Main" {...rest}>
      <Inner>
        <HomeCorner variant={variant} />
        <Center>
          <BarLinks items={middle} currentPath={currentPath} />
        </Center>
        <Right>
          <BarLinks items={right} currentPath={currentPath} />
        </Right>
        <MenuControl menu={menu} />
      </Inner>
      <MenuLinks menu={menu} currentPath={currentPath} variant={variant} />
    </Bar>
  );
}
