import { formatPacificTimeRange } from "@duci/time/format-pacific-time-range";
import { formatTimeInZone } from "@duci/time/format-time-in-zone";
import { parseEventTime } from "@duci/time/parse-event-time";
import { ScheduleList, type ScheduleListDay } from "@duci/ui/schedule-list";
import { useState } from "react";
import { edition } from "./edition-data.ts";
import { Section } from "./section.tsx";

function pacificTime(start: string, end?: string): string {
  const from = parseEventTime(start);
  if (!from) return start;
  const to = end ? parseEventTime(end) : null;
  return to ? formatPacificTimeRange(from, to) : formatTimeInZone(from, "America/Los_Angeles");
}

/** The schedule, one day at a time, in Pacific time. */
export function ScheduleSection() {
  const [selected, setSelected] = useState(0);
  const listDays: ScheduleListDay[] = edition.schedule.map((day) => ({
    id: day.id,
    label: day.label,
    name: day.name,
    entries: day.entries.map((entry) => ({
      id: entry.id,
      kind: entry.end ? "event" : "marker",
      title: entry.title,
      time: pacificTime(entry.start, entry.end),
      location: entry.location,
      host: entry.host,
      description: entry.description,
    })),
  }));
  return (
    <Section id="schedule" title="Schedule">
      <ScheduleList
        days={listDays}
        selectedIndex={selected}
        onSelect={setSelected}
        note="All times are Pacific time."
      />
    </Section>
  );
}
