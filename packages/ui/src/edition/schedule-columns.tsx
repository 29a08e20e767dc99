import styled from "@emotion/styled";
import { EditionSection } from "../edition-section.tsx";
import { ScheduleEntries, ScheduleNote } from "../schedule-entries.tsx";
import { mq, space } from "../theme/tokens.ts";
import type { ScheduleDay, ScheduleProps, ScheduleWrittenEvent } from "./schedule.tsx";

/** A day whose times are known only as written. */
export interface ScheduleWrittenDay extends Omit<ScheduleDay, "items"> {
  items: readonly ScheduleWrittenEvent[];
}

export interface ScheduleColumnsProps extends Pick<ScheduleProps, "note" | "intro" | "id" | "tone"> {
  days: readonly ScheduleWrittenDay[];
}

const Intro = styled.p({ maxWidth: 720, marginBottom: 16 });

// Each event's time sits above its title: a column is too narrow for them side by side.
const Columns = styled.div({
  display: "grid",
  gap: space[6],
  marginTop: space[5],
  "& li[data-kind='event']": { gridTemplateColumns: "1fr" },
  [mq.md]: { gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))" },
});

/**
 * Every day at once, each under its name, side by side on wide screens: for an
 * edition long past whose times are known as written, its whole weekend
 * readable without scripts.
 */
export function ScheduleColumns({
  days,
  note = "All times are in PST.",
  intro,
  id = "schedule",
  tone = "plain",
}: ScheduleColumnsProps) {
  return (
    <EditionSection id={id} title="Schedule" tone={tone}>
      {intro ? <Intro>{intro}</Intro> : null}
      {note ? <ScheduleNote>{note}</ScheduleNote> : null}
      <Columns>
        {days.map((day) => (
          <section key={day.date} aria-labelledby={`${id}-${day.date}`}>
            <h3 id={`${id}-${day.date}`}>{day.name}</h3>
            <ScheduleEntries
              day={{
                id: day.date,
                label: day.label,
                name: day.name,
                entries: day.items.map(({ id, title, time, location, description, more }) => ({
                  id,
                  kind: "event",
                  title,
                  time,
                  location,
                  description,
                  more,
                })),
              }}
              headingLevel={4}
            />
          </section>
        ))}
      </Columns>
    </EditionSection>
  );
}
