import type { EditionTheme } from "@duci/ui/edition/edition-theme";
import { colors, maxWidth, mq } from "@duci/ui/theme/tokens";
import orbits from "./orbits.svg";

/** Deep space: the ground of the hero's artwork and of the dark sections. */
export const space22 = "#0B0A33";
const haze = "#B9B8D9";

// The glows of the hero (ultraviolet up right, orange down left) over a tile of stars (public/stars.svg).
const glows = [
  "radial-gradient(60% 70% at 100% 0%, rgba(1, 30, 251, 0.45), transparent)",
  "radial-gradient(50% 70% at 0% 100%, rgba(252, 89, 61, 0.32), transparent)",
];
// Deep space over the content column, fading out at its edges: the stars shine only in the side
// margins, never among the words (where a dot reads as stray punctuation).
const half = maxWidth / 2;
const column = `linear-gradient(90deg, transparent calc(50% - ${half + 40}px), ${space22} calc(50% - ${half}px), ${space22} calc(50% + ${half}px), transparent calc(50% + ${half + 40}px))`;

/**
 * Impact: deep space and its light. Dark sections under the hero's glows and
 * stars; white cards that glow orange; each heading led by a small sun; people
 * as round portraits in an orange orbit.
 *
 * The look is written into the page when it is built (EditionPage writes its
 * styles then); in the browser, scripts read the tint alone, so the rest of
 * the theme stays out of them.
 */
export const pageLook = (): EditionTheme => ({
  tint: space22,
  tinted: { ink: colors.white, muted: haze, link: "#FFB4A6" },
  card: {
    ground: colors.white,
    ink: colors.text,
    muted: colors.textMuted,
    link: colors.link,
    accent: colors.orangeDark,
    border: "0",
    radius: 24,
    shadow: "0 0 0 1px rgba(0, 0, 36, 0.08), 0 22px 44px -20px rgba(252, 89, 61, 0.75)",
  },
  nav: { ground: "rgb(11, 10, 51)", ink: colors.white, current: colors.yellow, currentInk: colors.text },
  heading: {
    display: "flex",
    alignItems: "center",
    gap: 16,
    "&::before": {
      content: '""',
      flex: "none",
      width: "0.55em",
      height: "0.55em",
      borderRadius: "50%",
      background: `radial-gradient(circle at 35% 35%, ${colors.yellow}, ${colors.orange} 55%, #C2185B)`,
      boxShadow: "0 0 24px 6px rgba(252, 89, 61, 0.45)",
    },
  },
  ornaments: {
    "section[data-tone='tint']": {
      backgroundImage: `${glows.join(", ")}, ${column}, url(${import.meta.env.BASE_URL}stars.svg)`,
    },
    "main [data-ed='print']": {
      padding: "28px 20px 24px",
      border: 0,
      borderRadius: 24,
      boxShadow: "0 0 0 1px rgba(0, 0, 36, 0.08), 0 22px 44px -20px rgba(252, 89, 61, 0.75)",
    },
    // About: the organizers two a row beside the host's words, and under the words the
    // hero's sun and orbits, so neither column leaves a bare stretch of night.
    "#about": {
      [mq.sm]: { "& dl": { gridTemplateColumns: "1fr 1fr", columnGap: 24 } },
      [mq.md]: {
        "& h2 ~ div": { gridTemplateColumns: "2fr 3fr" },
        "& h2 ~ div > :first-child::after": {
          content: '""',
          display: "block",
          maxWidth: 360,
          aspectRatio: "1",
          margin: "48px auto 0",
          background: `url(${orbits}) center / contain no-repeat`,
        },
      },
    },
    // At most 120 px, and never wider than a narrow phone's card.
    "main [data-ed='print'] > span:first-child": {
      width: "min(120px, 100%)",
      aspectRatio: "1",
      margin: "0 auto 16px",
      borderRadius: "50%",
      boxShadow: `0 0 0 6px ${colors.white}, 0 0 0 8px ${colors.orange}`,
    },
  },
});

/** The page's theme: its whole look when built, its tint in the browser. */
export const theme2022: EditionTheme = !import.meta.env.SSR ? { tint: space22 } : pageLook();

/**
 * The people page: its title band in the hero's deep space and glows, and each
 * portrait round in an orange orbit, upright, as the page's prints have them.
 * It loads no script.
 */
export const peopleTheme2022: EditionTheme = !import.meta.env.SSR
  ? theme2022
  : {
      ...theme2022,
      ornaments: {
        ...theme2022.ornaments,
        "main [data-ed='intro']": {
          color: colors.white,
          backgroundImage: `${glows.join(", ")}, url(${import.meta.env.BASE_URL}stars.svg)`,
        },
        "main [data-ed='intro'] a": { color: colors.white },
        "main [data-ed='photo']": {
          width: "min(160px, 100%)",
          padding: 0,
          margin: 8,
          borderRadius: "50%",
          transform: "none",
          boxShadow: `0 0 0 6px ${colors.white}, 0 0 0 8px ${colors.orange}`,
        },
      },
    };
