import styled from "@emotion/styled";
import type { ScheduleListDay } from "./schedule-list.tsx";
import { colors, font, mq, space, text } from "./theme/tokens.ts";
import { UnbrokenNames } from "./unbroken-names.tsx";

/** A line such as "All times are in PST.", muted. */
export const ScheduleNote = styled.p({ marginTop: space[3], color: "var(--muted, #4D4D5E)" });

const List = styled.ol({ listStyle: "none", margin: `${space[5]}px 0 0`, padding: 0, display: "grid", gap: space[3] });

// A card of the edition's theme.
const Event = styled.li({
  display: "grid",
  gap: space[2],
  padding: space[4],
  [mq.sm]: { gridTemplateColumns: "180px 1fr auto", alignItems: "start", gap: space[4] },
});

const Marker = styled.li({
  display: "flex",
  alignItems: "center",
  gap: space[3],
  padding: `${space[1]}px 0`,
  fontWeight: font.bold,
  "&::after": { content: '""', flex: 1, height: 2, background: "currentColor", opacity: 0.5 },
});

const MarkerDot = styled.span({ width: 12, height: 12, borderRadius: "50%", background: colors.orange, flex: "none" });

// In the card's accent colour on an edition page.
const Time = styled.p({ fontWeight: font.bold, color: "var(--accent, inherit)" });

const Local = styled.span({
  display: "block",
  fontWeight: font.medium,
  fontSize: text.small.fontSize,
  color: "var(--muted, #4D4D5E)",
});

const Title = styled.h4({ fontSize: text.large.fontSize });

const Meta = styled.p({ fontSize: text.small.fontSize, color: "var(--muted, #4D4D5E)" });

/** One day's entries: events as cards of the edition's theme, moments as lines across. */
export function ScheduleEntries({
  day,
  headingLevel = 3,
}: {
  day: ScheduleListDay;
  /** Level of each entry's title heading. */
  headingLevel?: 3 | 4;
}) {
  return (
    <List aria-label={day.name}>
      {day.entries.map((entry) =>
        entry.kind === "marker" ? (
          <Marker key={entry.id} data-kind="marker">
            <MarkerDot aria-hidden="true" />
            <span>
              {entry.time}: <UnbrokenNames>{entry.title}</UnbrokenNames>
              {entry.localTime ? <Local>{entry.localTime} your time</Local> : null}
            </span>
          </Marker>
        ) : (
          <Event key={entry.id} data-kind="event" data-ed="card">
            <Time>
              {entry.time}
              {entry.localTime ? <Local>{entry.localTime} your time</Local> : null}
            </Time>
            <div>
              <Title as={`h${headingLevel}`}>
                <UnbrokenNames>{entry.title}</UnbrokenNames>
              </Title>
              {entry.location ? <Meta>{entry.location}</Meta> : null}
              {entry.host ? <Meta>{entry.host}</Meta> : null}
              {entry.description ? (
                <p>
                  <UnbrokenNames>{entry.description}</UnbrokenNames>
                </p>
              ) : null}
              {entry.more}
            </div>
            {entry.action ? <div>{entry.action}</div> : null}
          </Event>
        ),
      )}
    </List>
  );
}
