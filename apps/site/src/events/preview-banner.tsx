import type { ListedEvent } from "@duci/data/event-types";
import { colors, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { RemoteEventsState } from "./use-events.ts";

const Banner = styled.aside({
  marginTop: space[5],
  padding: space[4],
  borderRadius: radius.md,
  background: colors.yellow,
  color: colors.black,
});

const Problems = styled.section({
  margin: `${space[6]}px 0`,
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.peach,
  // A problem quotes the editor's title and stored time, which may have no place to break.
  overflowWrap: "anywhere",
  "& h2": { ...text.h3, marginBottom: space[3] },
  "& ul": { paddingLeft: space[5] },
});

const REMOTE_TEXT: Record<RemoteEventsState, string> = {
  idle: "not asked yet",
  pending: "waiting for an answer",
  loaded: "answered",
  failed: "failed (see the console); showing the bundled events",
  off: "off (no project id)",
};

/** Says this is the editor's preview and how the content service answered. */
export function PreviewBanner({ events, remote }: { events: readonly ListedEvent[]; remote: RemoteEventsState }) {
  const fromService = events.filter((event) => event.source !== "bundled").length;
  return (
    <Banner aria-label="Editor's preview">
      <strong>Editor's preview.</strong> Every event shows where it came from and what to fix. Content service:{" "}
      {REMOTE_TEXT[remote]}; {fromService} event(s) from the service, {events.length} in all.
    </Banner>
  );
}

/** Every content problem of the list, including events the public page cannot show (unreadable time). */
export function ProblemList({ events }: { events: readonly ListedEvent[] }) {
  const problems = events.flatMap((event) => event.problems);
  return (
    <Problems aria-labelledby="problems-heading">
      <h2 id="problems-heading">Content problems</h2>
      {problems.length === 0 ? (
        <p>None: every event has a readable time, a duration and a known type.</p>
      ) : (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </Problems>
  );
}
