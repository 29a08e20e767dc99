// The design system of docs/design.md as plain constants: brand colours and
// their tints, spacing, type scale, breakpoints and the page grid.
export const colors = {
  black: "#000024",
  blue: "#089AFF",
  orange: "#FC593D",
  pink: "#FF9FF4",
  yellow: "#FFCC45",
  green: "#2ADB6A",
  red: "#FC123D",
  ultraviolet: "#011EFB",
  gray: "#7A7A8D",
  silver: "#E4E4E6",
  sky: "#CEF2FF",
  peach: "#FFDFD9",
  blush: "#FFE1FB",
  lime: "#D1FFE1",
  white: "#FFFFFF",
  /** Body text on white: the brand black. */
  text: "#000024",
  /** Secondary text dark enough for 4.5:1 on white and on silver. */
  textMuted: "#4D4D5E",
  /** Links and focus rings on white: the brand blue darkened for contrast. */
  link: "#0068B8",
  /** Red text readable on white (4.5:1). */
  danger: "#D3002A",
  /** The brand orange darkened so white marks on it reach 4.5:1. */
  orangeDark: "#D63A1F",
} as const;

/**
 * Each strong brand colour's light tint, for large fills behind black text
 * (section backgrounds, card washes); the strong colour stays for accents,
 * tags and artwork.
 */
export const tintOf = {
  blue: "sky",
  ultraviolet: "sky",
  orange: "peach",
  red: "peach",
  pink: "blush",
  green: "lime",
  gray: "silver",
  black: "silver",
} as const satisfies Partial<Record<keyof typeof colors, keyof typeof colors>>;

/** Spacing steps in px, on a 4 px base: space[4] = 16 is the gutter, space[7] = 48 separates sections. */
export const space = [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128] as const;

export const radius = { sm: 6, md: 12, lg: 20, pill: 999 } as const;

export const font = {
  // The fallbacks (fonts.css) are system fonts sized like DM Sans: no reflow when it arrives.
  family:
    '"DM Sans", "DM Sans Fallback", "DM Sans Fallback DejaVu", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  medium: 500,
  bold: 700,
} as const;

/**
 * The type scale: DM Sans, steps of about 1.25 from 16 px body text; headings
 * above 24 px shrink with the viewport so a phone shows a heading on two lines
 * at most. Spread a step into a style: `{ ...text.h3 }`.
 */
export const text = {
  display: { fontSize: "clamp(40px, 8vw, 80px)", lineHeight: 1.05, letterSpacing: -1.5 },
  h1: { fontSize: "clamp(36px, 6vw, 56px)", lineHeight: 1.1, letterSpacing: -1 },
  h2: { fontSize: "clamp(28px, 4vw, 40px)", lineHeight: 1.15, letterSpacing: -0.5 },
  h3: { fontSize: 24, lineHeight: 1.25 },
  h4: { fontSize: 20, lineHeight: 1.3 },
  lead: { fontSize: 20, lineHeight: 1.5 },
  large: { fontSize: 18, lineHeight: 1.5 },
  body: { fontSize: 16, lineHeight: 1.5 },
  small: { fontSize: 14, lineHeight: 1.45 },
  caption: { fontSize: 13, lineHeight: 1.4 },
} as const;

export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;

export const focusRing = {
  outline: `3px solid ${colors.link}`,
  outlineOffset: 2,
} as const;

/** The page grid: content at most 1120 px wide, 4 columns on phones, 8 from sm, 12 from md. */
export const maxWidth = 1120;

export const grid = {
  maxWidth,
  columns: { base: 4, sm: 8, md: 12 },
  /** Page margin and gap between columns: space[4] on phones, space[5] from md. */
  gutter: { base: 16, md: 24 },
} as const;

/** Hidden on screen, still read by screen readers (a label an icon stands for). */
export const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
