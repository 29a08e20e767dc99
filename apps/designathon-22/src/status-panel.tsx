import { ButtonLink } from "@duci/ui/button";
import { newTab } from "@duci/ui/link";
import { colors, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useTimelineEntry } from "./use-timeline-entry.ts";

const Panel = styled.div({
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.black,
  color: colors.white,
  display: "grid",
  gap: space[3],
  justifyItems: "start",
});

const Title = styled.h3({ fontSize: 24 });

/** What is happening now in the event, with the call to action of the moment. */
export function StatusPanel() {
  const entry = useTimelineEntry();
  if (!entry) return null;
  return (
    <Panel data-testid="status-panel" data-kind={entry.kind}>
      <Title>{entry.title}</Title>
      <p>{entry.text}</p>
      {entry.action ? (
        <ButtonLink href={entry.action.href} data-variant="light" {...newTab}>
          {entry.action.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonLink>
      ) : null}
    </Panel>
  );
}
