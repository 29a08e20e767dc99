import { parseDuration } from "./parse-duration.ts";
import { parseEventTime } from "./parse-event-time.ts";
import type { EventTiming, RawEventTiming } from "./types.ts";

/**
 * Reads a stored event's `time` and `duration` into `{ start, durationMinutes }`,
 * ready to spread into the event. Null when the time cannot be read; a missing
 * or invalid duration is `null` (status functions then assume 60 minutes).
 * Never throws.
 *
 * @example
 * parseEventTiming({ time: "10/12/2024 6:00 PM", duration: "90" })
 * // { start: 2024-10-13T01:00:00.000Z, durationMinutes: 90 }
 */
export function parseEventTiming(event: RawEventTiming): EventTiming | null {
  const start = parseEventTime(event.time);
  if (!start) return null;
  return { start, durationMinutes: parseDuration(event.duration) };
}
