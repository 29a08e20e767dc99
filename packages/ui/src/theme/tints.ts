// The darker tints the site uses beyond the 14 brand colours, each for a job
// the brand colour cannot do at WCAG contrast. The brand page shows them.
import { colors } from "./tokens.ts";

export interface DarkTint {
  /** Its name in `colors` (theme/tokens.ts). */
  token: keyof typeof colors;
  name: string;
  hex: string;
  /** The brand colour it darkens. */
  base: string;
  use: string;
}

export const darkTints = [
  {
    token: "link",
    name: "Link blue",
    hex: colors.link,
    base: "Blue",
    use: "Links and focus rings on white; under white arrows and icons",
  },
  {
    token: "orangeDark",
    name: "Deep orange",
    hex: colors.orangeDark,
    base: "Orange",
    use: "Under white arrows and icons",
  },
  { token: "danger", name: "Alert red", hex: colors.danger, base: "Red", use: "Error messages and red text on white" },
  {
    token: "textMuted",
    name: "Muted text",
    hex: colors.textMuted,
    base: "Gray",
    use: "Secondary text on white and silver",
  },
] as const satisfies readonly DarkTint[];

/**
 * The colour a small white mark (an arrow in a circle, an icon) sits on, for
 * each brand accent: the brand colour itself where white reaches 3:1 on it,
 * otherwise its dark tint.
 */
export const underWhite = {
  black: colors.black,
  blue: colors.link,
  orange: colors.orangeDark,
  red: colors.red,
  ultraviolet: colors.ultraviolet,
  gray: colors.gray,
} as const;
