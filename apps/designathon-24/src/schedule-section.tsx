import { type Schedule2024Item, schedule2024 } from "@duci/data/designathon-24-schedule";
import { PACIFIC_TIME_ZONE } from "@duci/time/constants";
import { DESIGNATHON_2024_DAYS } from "@duci/time/deadlines";
import { defaultScheduleDay } from "@duci/time/default-schedule-day";
import { formatPacificTimeRange } from "@duci/time/format-pacific-time-range";
import { formatTimeInZone } from "@duci/time/format-time-in-zone";
import { sameOffsetAsPacific } from "@duci/time/same-offset-as-pacific";
import { ScheduleList, type ScheduleListEntry } from "@duci/ui/schedule-list";
import { useState } from "react";
import { Section } from "./section.tsx";
import { ZoomButton } from "./zoom-button.tsx";

function toEntry(item: Schedule2024Item, now: Date, zone: string | null): ScheduleListEntry {
  if (item.kind === "marker") {
    const local = zone && !sameOffsetAsPacific(zone, item.at) ? formatTimeInZone(item.at, zone) : undefined;
    return {
      id: item.id,
      kind: "marker",
      title: item.title,
      time: formatTimeInZone(item.at, PACIFIC_TIME_ZONE),
      localTime: local,
    };
  }
  const local =
    zone && !sameOffsetAsPacific(zone, item.start)
      ? `${formatTimeInZone(item.start, zone)}-${formatTimeInZone(item.end, zone)}`
      : undefined;
  return {
    id: item.id,
    kind: "event",
    title: item.title,
    time: formatPacificTimeRange(item.start, item.end),
    localTime: local,
    location: item.location,
    host: item.host,
    description: item.description,
    action: item.zoom ? <ZoomButton event={item} now={now} /> : undefined,
  };
}

export interface ScheduleSectionProps {
  now: Date;
  /** The visitor's time zone, once known. */
  zone: string | null;
}

/** The three days; the first one shown follows today's Pacific date until the visitor picks one. */
export function ScheduleSection({ now, zone }: ScheduleSectionProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? defaultScheduleDay(DESIGNATHON_2024_DAYS, now);
  const days = schedule2024.map((day) => ({
    id: day.date,
    label: day.label,
    name: day.name,
    entries: day.items.map((item) => toEntry(item, now, zone)),
  }));
  return (
    <Section id="s-schedule" title="Schedule" tone="tint">
      <ScheduleList days={days} selectedIndex={selected} onSelect={setPicked} note="All times are in PST." />
    </Section>
  );
}
