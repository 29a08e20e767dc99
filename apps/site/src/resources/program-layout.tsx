import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

// Shared pieces of the program pages (Project Teams, Mentorship).

export const Notice = styled.section({
  display: "grid",
  gap: space[3],
  justifyItems: "start",
  padding: space[6],
  marginBottom: space[7],
  borderRadius: radius.lg,
  border: `2px solid ${colors.red}`,
  background: colors.blush,
});

export const Section = styled.section({ marginBottom: space[8], maxWidth: 760 });

export const SectionTitle = styled.h2({ ...text.h2, marginBottom: space[4] });

export const Prose = styled.div({ ...text.large, display: "grid", gap: space[4] });

export const Facts = styled.dl({
  display: "grid",
  gap: space[4],
  margin: `${space[5]}px 0 0`,
  [mq.sm]: { gridTemplateColumns: "repeat(3, 1fr)" },
  "& > div": { padding: space[4], borderRadius: radius.md, background: colors.sky },
  "& dt": { ...text.small, fontWeight: font.bold, color: colors.textMuted },
  "& dd": { ...text.h4, margin: 0, fontWeight: font.bold },
});
