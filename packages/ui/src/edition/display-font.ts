import { font } from "../theme/tokens.ts";

/**
 * The edition's display type, for big figures and wordmarks: the family its
 * theme's `displayFont` sets (written as `--ed-display-font`), or the site's
 * own type when it sets none.
 */
export const displayFont = {
  fontFamily: `var(--ed-display-font, ${font.family})`,
  fontWeight: font.bold,
} as const;
