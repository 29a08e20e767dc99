/**
 * Beyond Our Horizons' colours: the record's periwinkle, tan, pink, peach and
 * sky, with the darker inks we pair with them for text (each pairing's
 * contrast is noted where the theme uses it).
 */
export const palette2025 = {
  /** The record's page ground. */
  blue: "#354F99",
  /** The record's tan: words on the periwinkle, cards. */
  cream: "#FFFCED",
  /** The record's accent pink: track, buttons, card edges. */
  pink: "#F984A9",
  peach: "#FAC9B4",
  /** Cotton candy: the lighter clouds. */
  blossom: "#FBB3C9",
  /** The record's daylight sky. */
  sky: "#A6CDF6",
  /** The record's sparkle stars. */
  star: "#EBF5FF",
  /** The record's first-prize pink. */
  candy: "#F39BC4",
  /** A cart's shaded underside. */
  candyDeep: "#EE7FA2",
  sand: "#EEE4C4",
  mist: "#F8F9FF",
  /** Light pink for figures and links on the periwinkle (5.1:1). */
  rose: "#FFC2D6",
  /** Light sky for secondary words on the periwinkle (6.3:1). */
  frost: "#DFE9FB",
  /** Words on the sky, the cream and the pinks. */
  navy: "#1E2E5C",
  /** Secondary words on the sky (6:1) and links on cream (9.6:1). */
  ink: "#2B3F80",
  /** Secondary words on cream (6.5:1). */
  slate: "#4A5A8A",
  /** Labels on cream (6.7:1). */
  berry: "#A8245A",
  /** Links on the sky (6:1). */
  plum: "#7A1F47",
  /** Words on the first-prize pink (6.9:1). */
  wine: "#4A1C2E",
  cocoa: "#624433",
  olive: "#615633",
} as const;
