// Brand colours (../shared/facts/club.md) and the spacing scale, as plain constants.
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
} as const;

export const space = [0, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128] as const;

export const radius = { sm: 6, md: 12, lg: 20, pill: 999 } as const;

export const font = {
  // The fallbacks (fonts.css) are system fonts sized like DM Sans: no reflow when it arrives.
  family: '"DM Sans", "DM Sans Fallback", "DM Sans Fallback DejaVu", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  medium: 500,
  bold: 700,
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

export const maxWidth = 1120;
