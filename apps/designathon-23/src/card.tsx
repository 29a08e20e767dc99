import { colors, font, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

/** The edition's card: white with a hard black shadow, used by prizes and winners. */
export const Card = styled.li({
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.black}`,
  boxShadow: `4px 4px 0 ${colors.black}`,
  display: "grid",
  gap: space[2],
  alignContent: "start",
});

/** A small uppercase label at the top of a card. */
export const Badge = styled.p({
  fontWeight: font.bold,
  color: colors.link,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
});
