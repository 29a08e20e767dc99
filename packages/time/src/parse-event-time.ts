import { parseTimeString } from "./_lib/parse-time-string.ts";
import { wallClockToInstant } from "./_lib/wall-clock.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";
import { withinEventYears } from "./within-event-years.ts";

/**
 * Reads an event's `time` as an instant. Never throws: anything unreadable is null.
 *
 * - ISO local date-time ("2024-10-12T18:00") and "10/12/2024 6:00 PM" (also
 *   "6:00PM", "6 PM") are Pacific wall-clock times, so daylight saving applies.
 *   A time skipped by spring-forward reads one hour later; a time repeated by
 *   fall-back reads as its first (daylight-time) occurrence.
 * - ISO with "Z" or an offset (the content service's `time`) is taken as is.
 * - A valid `Date` is returned unchanged.
 * - A time outside the years events may have (EVENT_YEARS, 2000 to 2100) is
 *   null: "9999-12-31T00:00:00Z" is no club event, and "0025-06-01T18:00" is
 *   the year 25, never 1925.
 *
 * @example
 * parseEventTime("10/12/2024 6:00 PM") // 2024-10-13T01:00:00.000Z (6 PM PDT)
 * parseEventTime("2024-12-12T18:00")    // 2024-12-13T02:00:00.000Z (6 PM PST)
 * parseEventTime("2024-10-12T18:00:00Z") // 2024-10-12T18:00:00.000Z
 * parseEventTime("next Friday")         // null
 * parseEventTime("9999-12-31T23:59:00Z") // null
 */
export function parseEventTime(value: unknown): Date | null {
  if (value instanceof Date) return withinEventYears(value) ? value : null;
  if (typeof value !== "string") return null;
  const parsed = parseTimeString(value);
  if (!parsed) return null;
  const instant = parsed.kind === "instant" ? parsed.instant : wallClockToInstant(parsed.wallClock, PACIFIC_TIME_ZONE);
  return withinEventYears(instant) ? instant : null;
}
