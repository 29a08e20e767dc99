import type { ListedEvent } from "@duci/data/event-types";
import { colors, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Root = styled.div({
  padding: space[3],
  borderRadius: radius.md,
  background: colors.sky,
  ...text.small,
  // The stored time and the problems quote what the editor typed, which may have no place to break.
  overflowWrap: "anywhere",
  "&[data-problems='true']": { background: colors.peach },
  "& ul": { margin: `${space[1]}px 0 0`, paddingLeft: space[5] },
});

const SOURCE_NAMES = { bundled: "bundled list", service: "content service", both: "content service and bundled list" };

/** The editor's note under an event on the /dev preview: where it came from and what to fix. */
export function PreviewNotes({ event }: { event: ListedEvent }) {
  return (
    <Root data-problems={event.problems.length > 0} data-testid="preview-notes">
      <p>
        <span style={{ fontWeight: font.bold }}>Source:</span> {SOURCE_NAMES[event.source]}
        {" · "}
        <span style={{ fontWeight: font.bold }}>Stored time:</span> <code>{event.time || "(none)"}</code>
      </p>
      {event.problems.length > 0 ? (
        <ul aria-label={`Content problems of ${event.title}`}>
          {event.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : (
        <p>No content problems.</p>
      )}
    </Root>
  );
}
