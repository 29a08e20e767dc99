import { parseTimeString } from "./_lib/parse-time-string.ts";
import { wallClockExists, wallClockToInstant } from "./_lib/wall-clock.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";
import type { EventTimeReading } from "./types.ts";
import { withinEventYears } from "./within-event-years.ts";

/**
 * Reads a stored event `time` once: its start instant and what is wrong with
 * it, the one reading behind the studio, the site, the preview and the feed.
 * Never throws.
 *
 * - ISO local date-time ("2024-10-12T18:00") and "10/12/2024 6:00 PM" (also
 *   "6:00PM", "6 PM") are Pacific wall-clock times, so daylight saving applies.
 *   A time skipped by spring-forward starts one hour later and is a problem
 *   ("skipped"); a time repeated by fall-back is its first (daylight-time) occurrence.
 * - ISO with "Z" or an offset (the content service's `time`) is taken as is.
 * - A valid `Date` is its own start.
 * - Missing, unreadable (not text in one of the accepted shapes, or no real
 *   date) or outside the years events may have (EVENT_YEARS, 2000 to 2100):
 *   no start. "9999-12-31T00:00:00Z" is no club event, and "0025-06-01T18:00"
 *   is the year 25, never 1925.
 *
 * @example
 * readEventTime("10/12/2024 6:00 PM")   // { start: 2024-10-13T01:00:00.000Z (6 PM PDT), problem: null }
 * readEventTime("2024-10-12T18:00:00Z") // { start: 2024-10-12T18:00:00.000Z, problem: null }
 * readEventTime("3/10/2024 2:30 AM")    // { start: 2024-03-10T10:30:00.000Z (3:30 AM PDT), problem: "skipped" }
 * readEventTime("Oct 12")               // { start: null, problem: "unreadable" }
 * readEventTime("9999-12-31T23:59:00Z") // { start: null, problem: "outside-years" }
 */
export function readEventTime(value: unknown): EventTimeReading {
  if (value === undefined || value === null || value === "") return { start: null, problem: "missing" };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { start: null, problem: "unreadable" };
    return withinEventYears(value) ? { start: value, problem: null } : { start: null, problem: "outside-years" };
  }
  const parsed = typeof value === "string" ? parseTimeString(value) : null;
  if (!parsed) return { start: null, problem: "unreadable" };
  const instant = parsed.kind === "instant" ? parsed.instant : wallClockToInstant(parsed.wallClock, PACIFIC_TIME_ZONE);
  if (!withinEventYears(instant)) return { start: null, problem: "outside-years" };
  const skipped = parsed.kind === "wall-clock" && !wallClockExists(parsed.wallClock, PACIFIC_TIME_ZONE);
  return { start: instant, problem: skipped ? "skipped" : null };
}
