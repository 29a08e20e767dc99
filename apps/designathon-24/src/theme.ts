import type { EditionTheme } from "@duci/ui/edition/edition-theme";
import { colors } from "@duci/ui/theme/tokens";

const cream = "#FFF8EC";
// Magenta for labels on white cards (6.6:1).
const magenta = "#B0087A";
// Washi tape: translucent strips in the edition's colours.
const tapes = ["rgba(255, 204, 69, 0.85)", "rgba(255, 159, 244, 0.8)"] as const;

/**
 * True to You: cream and pink, prints and notes held by washi tape, headings
 * marked with a pink highlighter, pink pills for the current section.
 *
 * The look is written into the page when it is built (EditionPage writes its
 * styles then); in the browser, scripts read the tint alone, so the rest of
 * the theme stays out of them.
 */
export const pageLook = (): EditionTheme => ({
  tint: colors.blush,
  plain: { ground: cream, ink: colors.text, muted: colors.textMuted, link: colors.link },
  card: {
    ground: colors.white,
    ink: colors.text,
    muted: colors.textMuted,
    link: colors.link,
    accent: magenta,
    border: "0",
    radius: 4,
    shadow: "0 1px 2px rgba(0, 0, 36, 0.12), 0 14px 28px -14px rgba(0, 0, 36, 0.4)",
  },
  nav: { ground: "rgb(255, 248, 236)", ink: colors.text, current: colors.pink, currentInk: colors.text },
  countdown: {
    ground: colors.white,
    ink: colors.text,
    muted: colors.textMuted,
    border: `2px solid ${colors.black}`,
    shadow: `4px 4px 0 ${colors.pink}`,
  },
  // A stroke of pink highlighter across the lower half of each heading.
  heading: {
    display: "table",
    padding: "0 6px",
    marginLeft: -6,
    backgroundImage: `linear-gradient(transparent 55%, ${colors.pink} 55%, ${colors.pink} 88%, transparent 88%)`,
  },
  ornaments: {
    // The hero: cream with a pink dot grid.
    "main [data-ed='hero']": {
      backgroundColor: cream,
      backgroundImage: "radial-gradient(rgba(255, 159, 244, 0.55) 2px, transparent 2.5px)",
      backgroundSize: "28px 28px",
    },
    // The year on a strip of yellow tape; the dates on a pink sticker.
    "main [data-ed='eyebrow']": {
      borderRadius: 0,
      background: tapes[0],
      color: colors.text,
      transform: "rotate(-3deg)",
    },
    "main [data-ed='dates']": {
      display: "inline-block",
      marginTop: 8,
      padding: "4px 20px",
      borderRadius: 999,
      border: `2px solid ${colors.black}`,
      background: colors.pink,
      boxShadow: `3px 3px 0 ${colors.black}`,
      transform: "rotate(2deg)",
    },
    // Cards and prints are held by a strip of tape, yellow or pink by turns; cards lean a little, by turns.
    "[data-ed='card']::before, main [data-ed='print']::before": {
      content: '""',
      position: "absolute",
      top: -12,
      left: "calc(50% - 44px)",
      width: 88,
      height: 24,
      background: tapes[0],
      transform: "rotate(-3deg)",
    },
    "[data-ed='card']:nth-child(even)::before, li:nth-child(even) [data-ed='print']::before": {
      background: tapes[1],
      transform: "rotate(2deg)",
    },
    "li[data-ed='card']:nth-child(odd)": { transform: "rotate(-0.6deg)" },
    // The schedule's entries are many: neither tape nor lean.
    "li[data-kind][data-ed='card']": { transform: "none", "&::before": { display: "none" } },
    // Rule numbers as pink stickers.
    "main [data-ed='index']": { background: colors.pink, color: colors.text, border: `2px solid ${colors.black}` },
  },
});

/** The page's theme: its whole look when built, its tint in the browser. */
export const theme2024: EditionTheme = !import.meta.env.SSR ? { tint: colors.blush } : pageLook();
