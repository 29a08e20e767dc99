import { plural } from "./_lib/plural.ts";
import { resolveTimeZone } from "./_lib/resolve-time-zone.ts";
import { calendarDayDiff } from "./_lib/zoned-calendar-date.ts";
import { eventEnd } from "./event-end.ts";
import type { TimedEvent } from "./types.ts";

function scale(days: number): string {
  if (days < 7) return plural(days, "day");
  if (days < 30) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.floor(days / 30), "month");
  return plural(Math.floor(days / 365), "year");
}

/**
 * The event card's (All Events archive) phrase for when an event happens: a
 * simpler, day-grained scale than `relativeEventTime`, with no minutes and the
 * same steps in both directions. Days are calendar dates in the visitor's
 * `timeZone` (an unknown zone falls back to Pacific time).
 *
 * - Before the start: "Today" on the same date, else "In N days" (1-6,
 *   "In 1 day"), "In N weeks" (7-29 days, whole weeks), "In N months" (30-364
 *   days, whole 30-day months), "In N years" (whole 365-day years).
 * - From the start until the end: "Live now".
 * - After the end (counted from the end): "Hours ago" on the same date, else
 *   "N days ago", "N weeks ago", "N months ago", "N years ago" on the same
 *   steps ("1 day ago", "1 week ago", "1 month ago", "1 year ago").
 *
 * An event whose start is an invalid date gives "".
 *
 * @example
 * const event = { start: new Date("2024-10-09T18:00:00-07:00"), durationMinutes: 60 };
 * relativeCardTime(event, new Date("2024-10-09T22:00:00-07:00"), "America/Los_Angeles") // "Hours ago"
 * relativeCardTime(event, new Date("2024-10-23T12:00:00-07:00"), "America/Los_Angeles") // "2 weeks ago"
 */
export function relativeCardTime(event: TimedEvent, now: Date, timeZone: string): string {
  const zone = resolveTimeZone(timeZone);
  const at = now.getTime();
  if (Number.isNaN(event.start.getTime())) return "";

  if (at < event.start.getTime()) {
    const days = calendarDayDiff(now, event.start, zone);
    return days <= 0 ? "Today" : `In ${scale(days)}`;
  }

  const end = eventEnd(event);
  if (at < end.getTime()) return "Live now";

  const days = calendarDayDiff(end, now, zone);
  return days <= 0 ? "Hours ago" : `${scale(days)} ago`;
}
