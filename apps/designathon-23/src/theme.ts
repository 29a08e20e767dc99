import type { EditionTheme } from "@duci/ui/edition/edition-theme";
import { colors } from "@duci/ui/theme/tokens";

// Light grey for secondary text on the black cards (12.5:1).
const mist = "#C9C9D6";

/**
 * You Belong Here: black and yellow. Yellow sections, black cards with yellow
 * labels, headings in capitals over a bar (yellow on white, black on yellow),
 * people as event badges.
 *
 * The look is written into the page when it is built (EditionPage writes its
 * styles then); in the browser, scripts read the tint alone, so the rest of
 * the theme stays out of them.
 */
export const pageLook = (): EditionTheme => ({
  tint: colors.yellow,
  tinted: { ink: colors.text, muted: colors.textMuted, link: colors.text },
  card: {
    ground: colors.black,
    ink: colors.white,
    muted: mist,
    link: colors.yellow,
    accent: colors.yellow,
    border: "0",
    radius: 4,
    shadow: "none",
  },
  nav: { ground: colors.white, ink: colors.text, current: colors.yellow, currentInk: colors.text },
  countdown: { ground: colors.yellow, ink: colors.text, muted: colors.textMuted, border: "0", shadow: "none" },
  heading: {
    textTransform: "uppercase",
    "&::after": { content: '""', display: "block", width: 72, height: 8, marginTop: 12, background: colors.yellow },
  },
  ornaments: {
    "section[data-tone='tint'] [data-ed='heading']::after": { background: colors.black },
    // People as event badges: black, upright, a slot for the lanyard, the portrait on yellow.
    "main [data-ed='print']": {
      paddingTop: 28,
      background: colors.black,
      color: colors.white,
      border: 0,
      borderRadius: 12,
      boxShadow: "none",
      "& > span:last-child": { color: mist },
      "&::before": {
        content: '""',
        position: "absolute",
        top: 10,
        left: "calc(50% - 18px)",
        width: 36,
        height: 8,
        borderRadius: 4,
        background: colors.yellow,
      },
    },
    "main [data-ed='print'] > span:first-child": { border: `4px solid ${colors.yellow}`, borderRadius: 8 },
    "[data-ed='group']": { textTransform: "uppercase" },
    // A person's dialog is a badge too: black, words in white and yellow, the portrait framed in
    // yellow and upright ([open] outweighs the dialog's own white sheet).
    "main dialog[open]": {
      background: colors.black,
      color: colors.white,
      border: `4px solid ${colors.yellow}`,
      borderRadius: 12,
      "--muted": mist,
      "--link": colors.yellow,
      "--accent": colors.yellow,
    },
    "main dialog[open] button": { background: colors.yellow, color: colors.text },
    "main dialog[open] [data-ed='photo']": {
      transform: "none",
      background: colors.yellow,
      boxShadow: "none",
      borderRadius: 8,
    },
  },
});

/** The page's theme: its whole look when built, its tint in the browser. */
export const theme2023: EditionTheme = !import.meta.env.SSR ? { tint: colors.yellow } : pageLook();

/** The people page adds a black header like the hero's, and portraits framed in yellow, upright. */
export const peopleTheme2023: EditionTheme = !import.meta.env.SSR
  ? theme2023
  : {
      ...theme2023,
      ornaments: {
        ...theme2023.ornaments,
        "main [data-ed='intro']": { background: colors.black, color: colors.yellow },
        "main [data-ed='photo']": { transform: "none", background: colors.yellow, boxShadow: "none", borderRadius: 8 },
      },
    };
