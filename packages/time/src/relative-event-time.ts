import { plural } from "./_lib/plural.ts";
import { resolveTimeZone } from "./_lib/resolve-time-zone.ts";
import { calendarDayDiff } from "./_lib/zoned-calendar-date.ts";
import { eventEnd } from "./event-end.ts";
import type { TimedEvent } from "./types.ts";

const MINUTE_MS = 60_000;

/**
 * The events page's phrase for when an event happens, relative to `now`.
 * "Days" are calendar dates in the visitor's `timeZone` (an unknown zone falls
 * back to Pacific time), so "In 1 day" means "tomorrow" there.
 *
 * Before the start (whole minutes are counted down, rounding down, at least 1):
 * - "in N minutes" ("in 1 minute") when under 60 minutes away and on the same date;
 * - otherwise "Today" on the same date, "In 1 day", "In N days" up to 7 days,
 *   then "In N weeks" with whole weeks ("In 1 week" for 8 to 13 days).
 *
 * From the start until the end: "Live now".
 *
 * After the end (counted from the end, not the start):
 * - "Ended moments ago" for under 100 minutes (even across midnight);
 * - "N hours ago" ("1 hour ago", whole hours) later on the same date;
 * - "1 day ago", "N days ago" under 7 days, "N weeks ago" under 30 days
 *   ("1 week ago"), "N months ago" under 120 days (whole 30-day months,
 *   "1 month ago"), "Several months ago" under 365 days, then "Over a year ago".
 *
 * An event whose start is an invalid date gives "".
 *
 * @example
 * const event = { start: new Date("2024-10-09T18:00:00-07:00"), durationMinutes: 60 };
 * relativeEventTime(event, new Date("2024-10-09T17:15:00-07:00"), "America/Los_Angeles") // "in 45 minutes"
 * relativeEventTime(event, new Date("2024-10-07T12:00:00-07:00"), "America/Los_Angeles") // "In 2 days"
 * relativeEventTime(event, new Date("2024-10-10T09:00:00-07:00"), "America/Los_Angeles") // "1 day ago"
 */
export function relativeEventTime(event: TimedEvent, now: Date, timeZone: string): string {
  const zone = resolveTimeZone(timeZone);
  const start = event.start;
  const at = now.getTime();
  if (Number.isNaN(event.start.getTime())) return "";

  if (at < start.getTime()) {
    const days = calendarDayDiff(now, start, zone);
    const minutes = Math.floor((start.getTime() - at) / MINUTE_MS);
    if (days <= 0) {
      return minutes < 60 ? `in ${plural(Math.max(1, minutes), "minute")}` : "Today";
    }
    if (days <= 7) return `In ${plural(days, "day")}`;
    return `In ${plural(Math.floor(days / 7), "week")}`;
  }

  const end = eventEnd(event);
  if (at < end.getTime()) return "Live now";

  const minutesSinceEnd = Math.floor((at - end.getTime()) / MINUTE_MS);
  if (minutesSinceEnd < 100) return "Ended moments ago";
  const days = calendarDayDiff(end, now, zone);
  if (days <= 0) return `${plural(Math.floor(minutesSinceEnd / 60), "hour")} ago`;
  if (days < 7) return `${plural(days, "day")} ago`;
  if (days < 30) return `${plural(Math.floor(days / 7), "week")} ago`;
  if (days < 120) return `${plural(Math.floor(days / 30), "month")} ago`;
  if (days < 365) return "Several months ago";
  return "Over a year ago";
}
