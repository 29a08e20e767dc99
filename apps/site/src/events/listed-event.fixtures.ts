import type { ListedEvent } from "@duci/data/event-types";
import { eventKey } from "@duci/data/listed-event";

/**
 * A sample event as the pages list it (a bundled hour-long workshop, nothing to
 * fix, never the club's record); `more` sets any other field.
 *
 * @example
 * listedEvent("Portfolio night", "2025-05-14T18:00:00-07:00", { durationMinutes: 120 })
 */
export function listedEvent(title: string, time: string, more: Partial<ListedEvent> = {}): ListedEvent {
  const start = new Date(time);
  return {
    key: eventKey(start, time, title),
    title,
    time,
    start,
    durationMinutes: 60,
    type: "Workshop",
    desc: "",
    place: "",
    links: [],
    source: "bundled",
    problems: [],
    ...more,
  };
}
