import { DEFAULT_EVENT_DURATION_MINUTES } from "./constants.ts";
import type { TimedEvent } from "./types.ts";

/**
 * When an event ends: its start plus its duration in minutes. A missing or
 * invalid duration (null, undefined, not a positive finite number) counts as
 * 60 minutes (`DEFAULT_EVENT_DURATION_MINUTES`).
 *
 * @example
 * eventEnd({ start: new Date("2024-10-12T18:00:00-07:00"), durationMinutes: 90 })
 * // 2024-10-12T19:30:00-07:00
 */
export function eventEnd(event: TimedEvent): Date {
  const minutes = event.durationMinutes;
  const duration =
    typeof minutes === "number" && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_EVENT_DURATION_MINUTES;
  return new Date(event.start.getTime() + duration * 60_000);
}
