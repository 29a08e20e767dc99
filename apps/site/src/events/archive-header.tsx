import { colors, font, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

/** The archive pages' heading row: the title and, beside it, the status of the check for new events. */
export const ArchiveHeader = styled.header({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${space[2]}px ${space[5]}px`,
  padding: `${space[8]}px 0 ${space[3]}px`,
  // The status on a line of its own: beside the title, the web font's arrival could move it to the next.
  "& h1": { fontSize: "clamp(40px, 8vw, 64px)", letterSpacing: -1, flexBasis: "100%" },
});

// Holds the spinner's place so its arrival and departure move nothing.
export const ArchiveStatus = styled.div({ display: "flex", alignItems: "center", minHeight: 32, minWidth: 220 });

export const ArchiveIntro = styled.p({
  color: colors.textMuted,
  marginBottom: space[6],
  "& a": { color: colors.link, fontWeight: font.bold },
});
