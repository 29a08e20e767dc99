import { parseTimeString } from "./_lib/parse-time-string.ts";
import { wallClockToInstant } from "./_lib/wall-clock.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

/**
 * Reads an event's `time` as an instant. Never throws: anything unreadable is null.
 *
 * - ISO local date-time ("2024-10-12T18:00") and "10/12/2024 6:00 PM" (also
 *   "6:00PM", "6 PM") are Pacific wall-clock times, so daylight saving applies.
 *   A time skipped by spring-forward reads one hour later; a time repeated by
 *   fall-back reads as its first (daylight-time) occurrence.
 * - ISO with "Z" or an offset (the content service's `time`) is taken as is.
 * - A valid `Date` is returned unchanged.
 *
 * @example
 * parseEventTime("10/12/2024 6:00 PM") // 2024-10-13T01:00:00.000Z (6 PM PDT)
 * parseEventTime("2024-12-12T18:00")    // 2024-12-13T02:00:00.000Z (6 PM PST)
 * parseEventTime("2024-10-12T18:00:00Z") // 2024-10-12T18:00:00.000Z
 * parseEventTime("next Friday")         // null
 */
export function parseEventTime(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const parsed = parseTimeString(value);
  if (!parsed) return null;
  return parsed.kind === "instant" ? parsed.instant : wallClockToInstant(parsed.wallClock, PACIFIC_TIME_ZONE);
}
