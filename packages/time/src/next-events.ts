import { eventStatus } from "./event-status.ts";
import type { TimedEvent } from "./types.ts";

/**
 * The events not yet over at `now` (upcoming or live), earliest start first:
 * the first is "the next event" (live when it has started), the rest are the
 * further upcoming ones. Events starting together keep their input order;
 * events with an invalid start are left out. The input is not changed.
 *
 * @example
 * const [next, ...later] = nextEvents(events, now);
 * if (!next) showStayTuned();
 */
export function nextEvents<T extends TimedEvent>(events: readonly T[], now: Date): T[] {
  return events
    .filter((event) => eventStatus(event, now) !== "past")
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
