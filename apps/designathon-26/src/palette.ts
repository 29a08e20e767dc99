// Lost & Found's colours, from the record's night sky. Text colours reach 4.5:1 on
// the darkest ground they sit on and on the glass (about #120826 once composited).

/** Near-black navy: the page's ground between the violet bands. */
export const night = "#0C0D18";
/** The violet of the sky's top and bottom bands. */
export const violet = "#430859";
/** Deep violet: the "tint" ground (the people page's header). */
export const deepViolet = "#1B1140";
/** Text: a white with a touch of lavender (17:1 on the night and the glass, 13:1 on the violet). */
export const ink = "#F4F1FF";
/** Secondary text (11:1 on the glass, 8.7:1 on the violet). */
export const muted = "#C9C1EE";
/** Links and highlights: the record's teal (15:1 on the glass). */
export const teal = "#6FFCE2";
/** Labels and marks: the record's lavender (9:1 on the glass, 6.9:1 on the violet). */
export const lavender = "#B8A4FF";
/** The record's glass panel fill. */
export const glass = "rgba(12, 8, 32, 0.88)";
/** The panel's violet edge. */
export const violetBorder = "rgba(88, 63, 247, 0.75)";
/** The glare along a panel's top edge, teal into lavender. */
export const glare =
  "linear-gradient(90deg, transparent, rgba(111, 252, 226, 0.82), rgba(167, 139, 250, 0.5), transparent)";
/** The headings' purple glow. */
export const glow =
  "0 0 4px rgba(255, 255, 255, 0.35), 0 0 18px rgba(180, 120, 255, 0.85), 0 0 40px rgba(140, 70, 255, 0.6)";
