// The parts a person's polaroid is made of, shared by the card that opens a
// notecard (person-card.tsx) and the still print (person-print.tsx).
import styled from "@emotion/styled";
import { colors, font, space } from "./theme/tokens.ts";

/** The square photo or drawn portrait, filled edge to edge. */
export const Photo = styled.span({
  display: "block",
  aspectRatio: "1",
  overflow: "hidden",
  background: colors.silver,
  "& img": { display: "block", width: "100%", height: "100%", objectFit: "cover" },
});

// Two side by side on the narrowest phones. Below 390 px the name shrinks with the screen, so a
// long one (Sathyanarayan) still fits a card whole at 320; only a longer one still breaks.
export const Name = styled.span({
  display: "block",
  marginTop: space[3],
  fontWeight: font.bold,
  fontSize: 18,
  overflowWrap: "anywhere",
  "@media (max-width: 389.98px)": { fontSize: "4.5vw" },
});

export const Role = styled.span({
  display: "block",
  marginTop: space[1],
  color: colors.textMuted,
  fontSize: 14,
  overflowWrap: "anywhere",
});
