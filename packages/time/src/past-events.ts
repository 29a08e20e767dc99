import { eventStatus } from "./event-status.ts";
import type { TimedEvent } from "./types.ts";

/**
 * The events over at `now` (start plus duration has passed), newest start
 * first. Events starting together keep their input order; events with an
 * invalid start are left out. The input is not changed.
 *
 * @example
 * pastEvents(events, now).slice(0, 12) // the events page's "Past Events"
 */
export function pastEvents<T extends TimedEvent>(events: readonly T[], now: Date): T[] {
  return events
    .filter((event) => !Number.isNaN(event.start.getTime()) && eventStatus(event, now) === "past")
    .sort((a, b) => b.start.getTime() - a.start.getTime());
}
