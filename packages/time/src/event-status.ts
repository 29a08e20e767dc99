import { eventEnd } from "./event-end.ts";
import type { EventStatus, TimedEvent } from "./types.ts";

/**
 * Where an event stands at `now`: "upcoming" while now is before the start,
 * "live" from the start (inclusive) until start plus duration (exclusive),
 * "past" from then on. A missing duration counts as 60 minutes. An event whose
 * start is an invalid date is "past", so it is never offered as next or live.
 *
 * @example
 * const event = { start: new Date("2024-10-09T18:00:00-07:00"), durationMinutes: 90 };
 * eventStatus(event, new Date("2024-10-09T17:59:00-07:00")) // "upcoming"
 * eventStatus(event, new Date("2024-10-09T18:00:00-07:00")) // "live"
 * eventStatus(event, new Date("2024-10-09T19:30:00-07:00")) // "past"
 */
export function eventStatus(event: TimedEvent, now: Date): EventStatus {
  const start = event.start.getTime();
  if (Number.isNaN(start)) return "past";
  const at = now.getTime();
  if (at < start) return "upcoming";
  return at < eventEnd(event).getTime() ? "live" : "past";
}
