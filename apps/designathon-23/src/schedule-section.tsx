import { DESIGNATHON_2023_DAYS, schedule2023, YOU_BELONG_HERE_PRERENDER_NOW } from "@duci/data/designathon-23";
import { defaultScheduleDay } from "@duci/time/default-schedule-day";
import { useNow } from "@duci/ui/hooks/use-now";
import { ScheduleList } from "@duci/ui/schedule-list";
import { useState } from "react";

const days = schedule2023.map((day) => ({
  id: day.id,
  label: day.label,
  name: day.name,
  entries: day.items.map((item) => ({
    id: item.id,
    kind: "event" as const,
    title: item.title,
    time: item.time,
    location: item.location,
    description: item.description,
  })),
}));

/** Friday to Sunday; the day shown first follows today's Pacific date until the visitor picks one. */
export function ScheduleSection() {
  const now = useNow(60_000, YOU_BELONG_HERE_PRERENDER_NOW);
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? defaultScheduleDay(DESIGNATHON_2023_DAYS, now);
  return (
    <>
      <p style={{ maxWidth: 720, marginBottom: 16 }}>
        The event runs from Friday, February 24 at 5:30 PM to Sunday, February 26 at 8:00 PM PST. In-person work
        sessions in the rooms below are for UCI students only, with food while supplies last; everything else is online.
      </p>
      <ScheduleList days={days} selectedIndex={selected} onSelect={setPicked} note="All times are in PST." />
    </>
  );
}
