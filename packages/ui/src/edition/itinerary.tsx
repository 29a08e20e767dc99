import styled from "@emotion/styled";
import { EditionSection } from "../edition-section.tsx";
import { ScheduleEntries, ScheduleNote } from "../schedule-entries.tsx";
import { mq, space } from "../theme/tokens.ts";
import { displayFont } from "./display-font.ts";

export interface ItineraryItem {
  id: string;
  /** As written, Pacific, e.g. "5:00 PM" or "5:00 - 6:00 PM". */
  time: string;
  title: string;
  place?: string;
  detail?: string;
}

export interface ItineraryDay {
  /** The Pacific date, "YYYY-MM-DD". */
  date: string;
  /** The day's full name, e.g. "Friday, April 18". */
  name: string;
  items: readonly ItineraryItem[];
}

export interface ItineraryProps {
  days: readonly ItineraryDay[];
  /** A line above the days. */
  note?: string;
  /** The section's anchor. */
  id?: string;
  title?: string;
  tone?: "plain" | "tint";
}

const Days = styled.div({ display: "grid", gap: space[7], marginTop: space[5] });

// From 900 px the day's name stays in view at the left while its entries pass beside it.
const Day = styled.section({
  display: "grid",
  gap: space[4],
  "& > ol": { marginTop: 0 },
  [mq.md]: { gridTemplateColumns: "200px minmax(0, 1fr)", alignItems: "start", gap: space[6] },
});

const DayName = styled.h3({
  ...displayFont,
  fontSize: 24,
  [mq.md]: { position: "sticky", top: 96 },
});

/**
 * The whole event day by day, every day at once and readable without
 * scripts: each day under its name, its entries as the schedule's cards
 * (`ScheduleEntries`), with times as written.
 */
export function Itinerary({
  days,
  note = "All times are in Pacific Time.",
  id = "schedule",
  title = "Schedule",
  tone = "plain",
}: ItineraryProps) {
  return (
    <EditionSection id={id} title={title} tone={tone}>
      {note ? <ScheduleNote>{note}</ScheduleNote> : null}
      <Days>
        {days.map((day) => (
          <Day key={day.date} aria-labelledby={`${id}-${day.date}`}>
            <DayName id={`${id}-${day.date}`} data-ed="group">
              <time dateTime={day.date}>{day.name}</time>
            </DayName>
            <ScheduleEntries
              day={{
                id: day.date,
                label: day.name,
                name: day.name,
                entries: day.items.map(({ id, time, title, place, detail }) => ({
                  id,
                  kind: "event",
                  title,
                  time,
                  location: place,
                  description: detail,
                })),
              }}
              headingLevel={4}
            />
          </Day>
        ))}
      </Days>
    </EditionSection>
  );
}
