import { parseTimeString } from "./_lib/parse-time-string.ts";
import { wallClockExists, wallClockToInstant } from "./_lib/wall-clock.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";
import { withinEventYears } from "./within-event-years.ts";

/** What is wrong with a stored event `time`: the one check behind the studio, the site, the preview and the feed. */
export type EventTimeProblem = "missing" | "unreadable" | "skipped" | "outside-years";

/**
 * What keeps a stored `time` from being an event's start, or null when it is
 * one: missing, unreadable (not text in one of the accepted shapes, or no real date),
 * skipped by the spring-forward change (a Pacific wall-clock time clocks never
 * show), or outside the years events may have (EVENT_YEARS). Never throws.
 *
 * @example
 * eventTimeProblem("2024-10-12T18:00")     // null
 * eventTimeProblem("Oct 12")               // "unreadable"
 * eventTimeProblem("3/10/2024 2:30 AM")    // "skipped"
 * eventTimeProblem("9999-12-31T23:59:00Z") // "outside-years"
 * eventTimeProblem("0025-06-01T18:00")     // "outside-years" (year 25, not 1925)
 */
export function eventTimeProblem(value: unknown): EventTimeProblem | null {
  if (value === undefined || value === null || value === "") return "missing";
  const parsed = typeof value === "string" ? parseTimeString(value) : null;
  if (!parsed) return "unreadable";
  if (parsed.kind === "wall-clock" && !wallClockExists(parsed.wallClock, PACIFIC_TIME_ZONE)) return "skipped";
  const instant = parsed.kind === "instant" ? parsed.instant : wallClockToInstant(parsed.wallClock, PACIFIC_TIME_ZONE);
  return withinEventYears(instant) ? null : "outside-years";
}
