import type { EditionTheme } from "@duci/ui/edition/edition-theme";
import { font, mq } from "@duci/ui/theme/tokens";
import { deepViolet, glare, glass, glow, ink, lavender, muted, night, teal, violet, violetBorder } from "./palette.ts";

// Star dust: single specks on tiles of coprime sizes, so the sky never repeats in a grid.
const dust = [
  ["1.3px", "31px 47px", "211px 173px", 0.85],
  ["1px", "157px 12px", "263px 229px", 0.6],
  ["1.6px", "88px 201px", "317px 283px", 0.7],
  ["1px", "240px 96px", "379px 331px", 0.5],
  ["1.2px", "19px 140px", "157px 139px", 0.45],
] as const;

// Deep space: violet at the top, near-black navy through the middle, violet again at the foot.
const sky = `linear-gradient(180deg, ${violet} 0, #3A105A 520px, #1A1440 1100px, #0D172A 1800px, ${night} 45%, #18112A 88%, #3A105A 100%)`;

/** The star dust over a ground (the sky shows through). */
const stardust = () => ({
  backgroundImage: dust
    .map(
      ([size, at, , alpha]) => `radial-gradient(${size} ${size} at ${at}, rgba(255, 255, 255, ${alpha}), transparent)`,
    )
    .join(", "),
  backgroundSize: dust.map(([, , tile]) => tile).join(", "),
});

/** A soft sphere lit from the upper left, for the planets beside the sections. */
const planet = (light: string, body: string, shade: string) =>
  `radial-gradient(circle at 35% 32%, ${light}, ${body} 45%, ${shade})`;

// A planet behind a section, in its margin from 1200 px (on narrower screens it would sit behind words).
const beside = (side: "left" | "right", top: number, size: number, image: string) => ({
  content: '""',
  position: "absolute" as const,
  zIndex: -1,
  top,
  [side]: -size / 3,
  width: size,
  height: size,
  background: image,
  borderRadius: "50%",
  display: "none",
  [mq.lg]: { display: "block" },
});

/** Under 600 px, where the blocks set one card a row. */
const phone = "@media (max-width: 599.98px)";

// The committees' star colours, in the record's order (web, logistics, finance, marketing, creative, corporate).
const committeeStars = ["#64C8FF", "#64FF8C", "#FFAA3C", "#FF8CC8", "#B450FF", "#FFE650"];

// Prize badges as glowing planets, one per symbol; dark letters on their lit middle (7:1 and more).
const badgePlanets: Record<string, readonly [string, string, string]> = {
  "1st": ["#FFF4D6", "#F6C56B", "#B7763A"],
  "2nd": ["#FFFFFF", "#D4CDF7", "#8C84C4"],
  "3rd": ["#FFE3EE", "#F4A8C7", "#B85C86"],
  Honorable: ["#E6F7FF", "#93D2FF", "#3E7CC9"],
  Extras: ["#E8FFFA", "#86F4E0", "#2E9C8F"],
  Creative: ["#F1E6FF", "#C7A8FF", "#7B52D6"],
  Presentation: ["#FFE6FA", "#F3A2E5", "#A94AA0"],
};

type Ornaments = NonNullable<EditionTheme["ornaments"]>;

// The night both pages share: deep space under star dust, glowing headings, and glass cards
// with a thicker blue edge at the left and a glare along the top.
const night2026 = (): Ornaments => ({
  main: { backgroundColor: night, backgroundImage: sky },
  "main :focus-visible, nav :focus-visible": { outlineColor: teal },
  // From 32 px on a phone: the longest heading ("Speakers & Judges") keeps its line in DM Sans and its fallback alike.
  "main [data-ed='heading']": { fontSize: "clamp(32px, 8vw, 56px)" },
  "[data-ed='card']": { borderLeft: "3px solid rgba(70, 100, 255, 0.8)" },
  "[data-ed='card']::before": {
    content: '""',
    position: "absolute",
    top: -1,
    left: 32,
    right: 32,
    height: 2,
    background: glare,
    pointerEvents: "none",
  },
  "main [data-ed='group']": { fontStyle: "italic", fontWeight: font.medium, textShadow: glow },
});

/** The committees' galaxy behind the section `id`: a soft purple band behind their constellations. */
const galaxy = (id: string): Ornaments => ({
  [`#${id}`]: { position: "relative", isolation: "isolate", overflow: "clip" },
  [`#${id}::before`]: {
    content: '""',
    position: "absolute",
    zIndex: -1,
    inset: "20% -10%",
    background: "radial-gradient(closest-side, rgba(120, 60, 220, 0.28), transparent)",
  },
});

/** Each committee's card in the section `id` in its star colour, with a star in its corner. */
const constellations = (id: string): Ornaments => ({
  ...galaxy(id),
  ...Object.fromEntries(
    committeeStars.map((star, index) => [`#${id} li[data-ed='card']:nth-of-type(${index + 1})`, { "--star": star }]),
  ),
  [`#${id} li[data-ed='card']::after`]: {
    content: '""',
    position: "absolute",
    top: 20,
    right: 20,
    width: 28,
    height: 28,
    background: "var(--star)",
    clipPath:
      "polygon(50% 0, 61% 30%, 85% 15%, 70% 39%, 100% 50%, 70% 61%, 85% 85%, 61% 70%, 50% 100%, 39% 70%, 15% 85%, 30% 61%, 0 50%, 30% 39%, 15% 15%, 39% 30%)",
  },
});

// The page's sections. Below the first screen, so their rules come in the later stylesheet; a
// rule that matches nothing prerendered (a state, a button the clock hides) keeps that part
// in :is(), which the prerender reads as matching where the rest of its selector does.
const page2026 = (): Ornaments => ({
  // The star dust on each section and the closing band (the hero draws its own), so the page's
  // first screen carries only the sky's gradient.
  "main [data-tone='plain']": stardust(),
  // Sections with a planet beside them keep it behind their words and inside the page.
  "#s-about, #s-prompts, #s-prizes, #s-faq": { position: "relative", isolation: "isolate", overflow: "clip" },
  "#s-about::before": beside("right", 40, 240, planet("#FFE0EC", "#EE7FAA", "#6E1F4E")),
  "#s-prompts::before": {
    ...beside("right", 120, 420, `url(${import.meta.env.BASE_URL}saturn.svg) center / contain no-repeat`),
    right: -190,
    borderRadius: 0,
  },
  "#s-prizes::before": beside("right", 120, 200, planet("#D8F4FF", "#4F9BEA", "#17256E")),
  "#s-faq::before": beside("left", 420, 180, planet("#FFD6F6", "#CF45BE", "#4C0C55")),
  // The schedule's many entries: the edge without the glare.
  "li[data-kind][data-ed='card']::before": { display: "none" },
  // The prompts' track names and the awards' star as lavender pills.
  "#s-prompts [data-ed='mark']": {
    justifySelf: "start",
    padding: "2px 12px",
    borderRadius: 999,
    background: "rgba(184, 164, 255, 0.15)",
    border: "1px solid rgba(184, 164, 255, 0.35)",
  },
  "#s-prompts h3, #s-prompts h4": { fontSize: 26, fontStyle: "italic", textShadow: glow },
  "#s-stats [data-ed='figure']": { color: "#FFFFFF", textShadow: glow },
  // Three awards in one row from 600 px, rather than two and one alone.
  "#s-prompts ul": { [mq.sm]: { "--columns": 3 } },
  // Seven prizes four to a row from 900 px (four and three), rather than three, three and one.
  "#s-prizes ul": { [mq.md]: { "--columns": 4 } },
  "#s-stats": { "--muted": "#A1D8E6" },
  // Rule numbers in teal rings.
  "main [data-ed='index']": {
    background: "transparent",
    color: teal,
    border: `1px solid ${teal}`,
    boxShadow: "0 0 14px rgba(111, 252, 226, 0.45)",
  },
  // Prize symbols as glowing planets.
  "main [data-ed='badge']": { border: 0, boxShadow: "0 0 26px rgba(184, 164, 255, 0.55)" },
  ...Object.fromEntries(
    Object.entries(badgePlanets).map(([symbol, [light, body, shade]]) => [
      `[data-symbol='${symbol}'] [data-ed='badge']`,
      { background: `radial-gradient(circle at 35% 30%, ${light}, ${body} 55%, ${shade}) !important` },
    ]),
  ),
  // The section bar: a violet edge; hover lighter; Devpost a white pill, as on the record's page.
  "nav[aria-label='Sections']": { borderBottomColor: violetBorder },
  "nav[aria-label='Sections'] a:hover:not([aria-current])": { background: "rgba(255, 255, 255, 0.12)" },
  "nav[aria-label='Sections'] a[data-variant='primary']": {
    background: "#FFFFFF",
    color: night,
    borderColor: "#FFFFFF",
  },
  // The day toggle and the Zoom buttons on the night.
  "main [role='tablist']": { background: glass, borderColor: violetBorder },
  "main [role='tab']": { color: ink },
  "main [role='tab']:hover:not([aria-selected='true'])": { background: "rgba(255, 255, 255, 0.12)" },
  "main [data-kind='marker'] > span:first-of-type": { background: teal, boxShadow: `0 0 10px ${teal}` },
  "main [data-ed='card'] a[data-variant='primary']": { background: teal, borderColor: teal, color: night },
  "main [data-ed='card'] :is([data-variant='outline'])": { color: ink, borderColor: lavender },
  // FAQ: violet rules between questions, the open one glowing.
  "#s-faq div[data-state]": { borderBottomColor: "rgba(88, 63, 247, 0.45)" },
  "#s-faq :is(button[data-state='open'])": { textShadow: "0 0 12px rgba(255, 255, 255, 0.6)" },
  // Partners' names as glowing wordmarks on glass.
  "#s-partners a": { textDecoration: "none" },
  "main [data-ed='wordmark']": {
    background: glass,
    borderWidth: 1,
    borderColor: violetBorder,
    color: ink,
    fontStyle: "italic",
    fontWeight: font.medium,
    [phone]: { aspectRatio: "auto", minHeight: 72, padding: "8px 12px", fontSize: 17 },
  },
  // On a phone, two names a row: twenty-one cards one under another would fill ten screens' worth of scrolling.
  // An odd count gives the first name the whole first row, so the last row is never one name alone.
  "#s-partners ul": { [phone]: { "--columns": 2, "& > li:first-child:nth-last-child(odd)": { flexBasis: "100%" } } },
  "main a:hover [data-ed='wordmark'], main a:focus-visible [data-ed='wordmark']": {
    color: teal,
    borderColor: teal,
    boxShadow: "0 0 22px rgba(111, 252, 226, 0.35)",
  },
  // The speakers' six names beside the judges' twenty: from 600 px each list in two columns across
  // the row, from 1200 px the speakers a third of it in one, the judges the rest in two.
  "#s-speakers li[data-ed='card']": { [mq.sm]: { flex: "1 1 100%" }, [mq.lg]: { flex: "1 1 0" } },
  "#s-speakers li[data-ed='card'] + li": { [mq.lg]: { flexGrow: 2 } },
  "#s-speakers li[data-ed='card'] ul": {
    [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: 24 },
  },
  "#s-speakers li[data-ed='card']:first-of-type ul": { [mq.lg]: { gridTemplateColumns: "minmax(0, 1fr)" } },
  // The organizing team, committee by committee, as on the people page.
  ...constellations("s-team"),
});

// The people page: portraits as planets in their orbit rings, the header in the violet of the
// sky's top, and the organizing team as constellations, each member ringed in their committee's
// star colour and joined to the next by a faint dashed line.
const people2026 = (): Ornaments => ({
  main: {
    backgroundColor: night,
    backgroundImage: `${stardust().backgroundImage}, ${sky}`,
    backgroundSize: `${stardust().backgroundSize}, 100% 100%`,
  },
  "main [data-ed='photo']": {
    transform: "none",
    padding: 0,
    background: "transparent",
    borderRadius: "50%",
    overflow: "hidden",
    boxShadow: `0 0 0 5px ${night}, 0 0 0 6px ${lavender}, 0 0 28px 6px rgba(140, 70, 255, 0.55)`,
  },
  "main [data-ed='intro']": { background: `linear-gradient(180deg, ${violet}, transparent)` },
  ...constellations("team"),
  "#team ul[aria-labelledby] > li": { position: "relative" },
  "#team ul[aria-labelledby] > li:not(:last-of-type)::before": {
    content: '""',
    position: "absolute",
    left: 23,
    top: "50%",
    width: 2,
    height: "calc(100% + 12px)",
    background: "repeating-linear-gradient(var(--star) 0 4px, transparent 4px 8px)",
    opacity: 0.6,
  },
  "#team ul[aria-labelledby] > li > span:first-of-type": {
    position: "relative",
    boxShadow: "0 0 0 2px var(--star), 0 0 14px var(--star)",
  },
});

/** The look around a page's ornaments. */
const look = (ornaments: Ornaments): EditionTheme => ({
  tint: deepViolet,
  plain: { ground: night, ink, muted, link: teal },
  tinted: { ink, muted, link: teal },
  card: {
    ground: glass,
    ink,
    muted,
    link: teal,
    accent: lavender,
    border: `1px solid ${violetBorder}`,
    radius: 20,
    shadow: "0 18px 40px -24px rgba(140, 70, 255, 0.7)",
  },
  nav: { ground: "#0F0B24", ink, current: teal, currentInk: night },
  countdown: {
    ground: "rgba(111, 252, 226, 0.06)",
    ink: "#9EB4E8",
    muted,
    border: `1px solid ${violetBorder}`,
    shadow: "0 0 18px rgba(140, 70, 255, 0.35)",
  },
  displayFont: font.family,
  heading: {
    fontStyle: "italic",
    fontWeight: font.medium,
    letterSpacing: "0.01em",
    textShadow: glow,
    "&::after": { content: '""', display: "block", width: 120, height: 2, marginTop: 12, background: glare },
  },
  ornaments: { ...night2026(), ...ornaments },
});

/**
 * Lost & Found: a night sky. Deep space from violet to navy under star dust,
 * glass panels with a violet edge, a thicker blue one at the left and a glare
 * along the top, teal and lavender accents, headings glowing purple, prizes as
 * planets, committees as constellations, and planets in the margins (Saturn by
 * the prompts); on the people page, people as planets in orbit rings.
 *
 * The look is written into the page when it is built (EditionPage writes its
 * styles then); in the browser, scripts read the tint alone, so the rest of
 * the theme stays out of them.
 */
export const pageLook = (): EditionTheme => look(page2026());

/** The page's theme: its whole look when built, its tint in the browser. */
export const theme2026: EditionTheme = !import.meta.env.SSR ? { tint: deepViolet } : pageLook();

/** The people page's look: the night, its portraits and its constellations. Written when the page is built (it runs no scripts). */
export const peopleTheme2026: EditionTheme = !import.meta.env.SSR ? { tint: deepViolet } : look(people2026());
