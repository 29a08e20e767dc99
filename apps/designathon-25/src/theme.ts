import type { EditionTheme } from "@duci/ui/edition/edition-theme";
import { font } from "@duci/ui/theme/tokens";
import { palette2025 as p } from "./palette.ts";

/**
 * A 4-point sparkle as a CSS image (a data: image, which the pages' policy allows): in a colour, or
 * without one as a mask's shape, drawn in whatever colour the element's background is.
 */
function sparkle(color?: string): string {
  // Four concave sides, each one quadratic curve (the hero's sparkle, sky-ride.svg, in fewer bytes).
  const path = "M12 0Q13 11 24 12 13 13 12 24 11 13 0 12 11 11 12 0Z";
  const fill = color ? ` fill='${color}'` : "";
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path${fill} d='${path}'/></svg>`;
  return `url("data:image/svg+xml,${svg.replaceAll("#", "%23").replaceAll("<", "%3C").replaceAll(">", "%3E")}")`;
}

/**
 * A bank of cloud puffs along a section's top edge, rising into the section
 * above: big bumps with smaller ones between them, in the section's ground.
 */
export function cloudEdge(color: string) {
  return {
    content: '""',
    position: "absolute",
    left: 0,
    right: 0,
    top: -30,
    height: 30,
    pointerEvents: "none",
    background: [
      `radial-gradient(circle at 50% 100%, ${color} 29px, transparent 30px) 0 100% / 76px 30px repeat-x`,
      `radial-gradient(circle at 50% 100%, ${color} 19px, transparent 20px) 38px 100% / 76px 20px repeat-x`,
    ].join(", "),
  } as const;
}

// Rounded, bubbly display type where the system has one (Apple's rounded face), else the site's own DM Sans:
// no font file of its own.
const displayFont = `ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", ${font.family}`;

/** The podium colours of the prizes and the winners: ground, text (at least 5.8:1) and a soft edge. */
const podium = {
  first: { background: p.candy, color: p.wine, "--muted": p.wine, "--accent": p.wine },
  second: { background: p.sky, color: p.navy, "--muted": p.navy, "--accent": p.navy },
  third: { background: p.peach, color: p.cocoa, "--muted": p.cocoa, "--accent": p.cocoa },
  honorable: { background: p.sand, color: p.olive, "--muted": p.olive, "--accent": p.olive },
  novel: { background: p.mist, color: p.blue, "--muted": p.blue, "--accent": p.blue },
} as const;

// Each part of the theme is a function, called only when the pages are built: the browser's
// bundle keeps none of it (a value written at the top would be kept for its property reads).

/** The look of both pages: grounds, cards, the section bar, the countdown, the headings. */
const look = () =>
  ({
    tint: p.sky,
    // Cream on periwinkle 7.5:1; mist 6.3:1; light pink links 5.1:1.
    plain: { ground: p.blue, ink: p.cream, muted: p.frost, link: p.rose },
    // On the sky: navy 7.9:1, ink blue 6:1, plum links 6:1.
    tinted: { ink: p.navy, muted: p.ink, link: p.plum },
    card: {
      ground: p.cream,
      ink: p.navy,
      muted: p.slate,
      link: p.ink,
      // Times, places and numbers in deep pink (6.7:1 on cream).
      accent: p.berry,
      border: "0",
      radius: 28,
      shadow: `0 6px 0 ${p.pink}, 0 18px 30px -14px rgba(16, 24, 60, 0.55)`,
    },
    nav: { ground: p.cream, ink: p.blue, current: p.pink, currentInk: p.navy },
    countdown: { ground: p.cream, ink: p.blue, muted: p.slate, border: "0", shadow: `0 4px 0 ${p.pink}` },
    displayFont,
    heading: {
      fontFamily: "var(--ed-display-font)",
      fontWeight: 800,
      letterSpacing: "-0.01em",
      textShadow: `0 3px 0 ${p.pink}`,
      "&::before": {
        content: '""',
        display: "inline-block",
        width: "0.72em",
        height: "0.72em",
        marginRight: "0.3em",
        verticalAlign: "-0.02em",
        // One shape for every heading, in the colour of its ground's sparkle.
        background: p.star,
        mask: `${sparkle()} center / contain no-repeat`,
      },
    },
  }) satisfies EditionTheme;

/** The ornaments of both pages: group titles in rounded type, sky sections rising on clouds. */
const sharedOrnaments = () =>
  ({
    "[data-ed='group']": { fontFamily: "var(--ed-display-font)", fontWeight: 800 },
    // Sky sections rise into the periwinkle on a bank of clouds, and periwinkle comes back the same way.
    "main > section": { position: "relative" },
    "main > section[data-tone='tint']::before": cloudEdge(p.sky),
    "main > section[data-tone='tint'] + section[data-tone='plain']::before": cloudEdge(p.blue),
    "section[data-tone='tint'] [data-ed='heading']": {
      textShadow: `0 3px 0 ${p.cream}`,
      "&::before": { background: p.pink },
    },
  }) satisfies EditionTheme["ornaments"];

/**
 * The main page's own ornaments. Each page carries only the rules of what it
 * shows: the page fits its first round trip, and what it shows below its
 * first screen comes with the later stylesheet (entry-server.tsx).
 */
const pageOrnaments = () =>
  ({
    // The figures in rounded type: navy on a pink underside on the sky, light pink on the periwinkle (5.1:1).
    // Sized so the widest, "65,000", fits its column: two columns on a phone, four from 600 px.
    "main [data-ed='figure']": {
      fontWeight: 800,
      color: p.rose,
      fontSize: "clamp(34px, 10vw, 44px)",
      "@media (min-width: 600px)": { fontSize: "clamp(32px, 5.4vw, 64px)" },
    },
    "section[data-tone='tint'] [data-ed='figure']": { color: p.navy, textShadow: `0 4px 0 ${p.pink}` },
    // Prize cards in the podium's colours; the badges are cream buttons.
    "#s-prizes li[data-symbol='1st']": podium.first,
    "#s-prizes li[data-symbol='2nd']": podium.second,
    "#s-prizes li[data-symbol='3rd']": podium.third,
    "#s-prizes li[data-symbol='Honorable']": podium.honorable,
    "#s-prizes li[data-symbol='Creative']": podium.novel,
    "#s-prizes [data-ed='badge']": {
      background: `${p.cream} !important`,
      color: p.navy,
      border: 0,
      fontFamily: "var(--ed-display-font)",
      fontWeight: 800,
      boxShadow: `0 4px 0 rgba(16, 24, 60, 0.2)`,
    },
    // The winners on the same podium: first, second, third.
    "#s-winners li:nth-child(1)": podium.first,
    "#s-winners li:nth-child(2)": podium.second,
    "#s-winners li:nth-child(3)": podium.third,
    "#s-winners h3": { fontFamily: "var(--ed-display-font)", fontWeight: 800, fontSize: 32 },
    // Partners ride pink coaster carts along a rail.
    "#s-sponsors li": { paddingBottom: 24 },
    "#s-sponsors [data-ed='wordmark']": {
      position: "relative",
      background: p.pink,
      color: p.navy,
      border: 0,
      borderRadius: "24px 24px 36px 36px",
      boxShadow: `inset 0 -10px 0 ${p.candyDeep}`,
      fontWeight: 800,
      // The rail under the cart.
      "&::before": {
        content: '""',
        position: "absolute",
        left: 0,
        right: 0,
        bottom: -18,
        height: 5,
        borderRadius: 3,
        background: p.pink,
      },
      "&::after": {
        content: '""',
        position: "absolute",
        left: "18%",
        right: "18%",
        // Each wheel's foot on the rail.
        bottom: -16,
        height: 22,
        background: [
          `radial-gradient(circle, ${p.navy} 0 4px, ${p.cream} 5px 9px, transparent 10px) 0 0 / 22px 22px no-repeat`,
          `radial-gradient(circle, ${p.navy} 0 4px, ${p.cream} 5px 9px, transparent 10px) 100% 0 / 22px 22px no-repeat`,
        ].join(", "),
      },
    },
    // The schedule: the day toggle as a cream pill, each moment marked by a pink sparkle.
    "#s-schedule [role='tablist']": { background: p.cream, borderColor: p.cream },
    "#s-schedule li[data-kind='marker'] > span:first-child": {
      width: 20,
      height: 20,
      borderRadius: 0,
      background: `${sparkle(p.pink)} center / contain no-repeat`,
    },
    // A live session's Join Zoom button in the ride's pink (navy on pink 5.6:1); posted-soon in navy outline.
    // Neither is in the page as built (it is read after the event), only while a session is near or live:
    // the prerender moves a rule to the later stylesheet when it finds where in the page it applies, and
    // the outline button's selector names only the section outside :is(), so it goes there too.
    "#s-schedule a[data-variant='primary']": { background: p.pink, borderColor: p.pink, color: p.navy },
    "#s-schedule :is(button[data-variant='outline'])": { borderColor: p.navy, color: p.navy },
    // Rule numbers on pink bubbles.
    "main [data-ed='index']": { background: p.pink, color: p.navy, fontFamily: "var(--ed-display-font)" },
    // The prompt: one wide card.
    "#s-prompt li[data-ed='card']": { flexBasis: "min(100%, 860px)", padding: "32px 32px 36px" },
    "#s-prompt [data-ed='card'] p": { fontSize: 18 },
    "#s-prompt [data-ed='card'] h3": {
      fontFamily: "var(--ed-display-font)",
      fontWeight: 800,
      fontSize: "clamp(24px, 3.4vw, 34px)",
      lineHeight: 1.15,
    },
    // The rosters' way to the people page, under their cards: a cream pill on a pink underside, as the countdown.
    "#s-speakers ul + a, #s-team ul + a": {
      display: "table",
      margin: "32px auto 0",
      padding: "12px 24px",
      borderRadius: 999,
      background: p.cream,
      color: p.navy,
      boxShadow: `0 4px 0 ${p.pink}`,
      textDecoration: "none",
      "&:hover": { textDecoration: "underline" },
    },
    // The section bar's Devpost button: pink, as the record had it.
    "nav a[data-variant='primary']": { background: p.pink, borderColor: p.pink, color: p.navy },
  }) satisfies EditionTheme["ornaments"];

/** The people page's title band: the hero's sky. */
const peopleOrnaments = () =>
  ({
    "main [data-ed='intro']": { background: `linear-gradient(${p.sky}, ${p.cream})`, color: p.navy },
    "main [data-ed='intro'] a": { color: p.navy },
    "main [data-ed='intro'] h1": { fontFamily: "var(--ed-display-font)", fontWeight: 800 },
  }) satisfies EditionTheme["ornaments"];

/**
 * Beyond Our Horizons: a pastel amusement ride through the sky. Deep periwinkle
 * grounds with cream words, daylight-sky sections rising into them on cloud
 * puffs, cream cards with a pink underside, headings in rounded type after a
 * sparkle, partners riding pink coaster carts.
 *
 * The look is written into the page when it is built (EditionPage writes its
 * styles then); in the browser, scripts read the tint alone, so the rest of
 * the theme stays out of them.
 */
export const pageLook = (): EditionTheme => ({ ...look(), ornaments: { ...sharedOrnaments(), ...pageOrnaments() } });

/** The page's theme: its whole look when built, its tint in the browser. */
export const theme2025: EditionTheme = !import.meta.env.SSR ? { tint: p.sky } : pageLook();

/** The people page's: the same look, with its title band in the hero's sky. It loads no script. */
export const peopleTheme2025: EditionTheme = !import.meta.env.SSR
  ? { tint: p.sky }
  : { ...look(), ornaments: { ...sharedOrnaments(), ...peopleOrnaments() } };
