import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useTimelineEntry } from "./use-timeline-entry.ts";

const Pill = styled.p({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  padding: `${space[2]}px ${space[4]}px`,
  borderRadius: radius.pill,
  background: colors.white,
  color: colors.text,
  fontWeight: font.bold,
});

const Dot = styled.span({
  width: 10,
  height: 10,
  borderRadius: "50%",
  background: colors.danger,
  animation: "impact-pulse 1.4s ease-in-out infinite",
  "@keyframes impact-pulse": { "50%": { opacity: 0.3 } },
  [mq.reducedMotion]: { animation: "none" },
});

/** The countdown pill: the current timeline entry in a few words, with a red dot while something is live. */
export function StatusPill() {
  const entry = useTimelineEntry();
  if (!entry) return null;
  return (
    <Pill role="status" data-kind={entry.kind}>
      {entry.live ? <Dot aria-hidden="true" /> : null}
      {entry.live && !entry.pill.startsWith("Live") ? <span className="visually-hidden">Live: </span> : null}
      {entry.pill}
    </Pill>
  );
}
