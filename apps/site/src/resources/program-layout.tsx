import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
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

export const NoticeTag = styled.p({
  padding: `${space[1]}px ${space[3]}px`,
  borderRadius: radius.pill,
  background: colors.danger,
  color: colors.white,
  fontWeight: font.bold,
  fontSize: 14,
});

export const Section = styled.section({ marginBottom: space[8], maxWidth: 760 });

export const SectionTitle = styled.h2({ fontSize: 32, marginBottom: space[4] });

export const Prose = styled.div({ display: "grid", gap: space[4], fontSize: 18 });

export const Facts = styled.dl({
  display: "grid",
  gap: space[4],
  margin: `${space[5]}px 0 0`,
  [mq.sm]: { gridTemplateColumns: "repeat(3, 1fr)" },
  "& > div": { padding: space[4], borderRadius: radius.md, background: colors.sky },
  "& dt": { fontSize: 14, fontWeight: font.bold, color: colors.textMuted },
  "& dd": { margin: 0, fontSize: 20, fontWeight: font.bold },
});
