import { resolveTimeZone } from "./_lib/resolve-time-zone.ts";
import { clockTime, meridiem, zonedParts } from "./_lib/zoned-parts.ts";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An event's start as the visitor reads it on their own clock:
 * "Weekday, Mon D at H:MM AM/PM your time". `timeZone` is the visitor's IANA
 * zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); an unknown zone
 * falls back to Pacific time. The machine's own zone is never used (fields
 * come from the zone's offset, which also works under fake clocks).
 *
 * @example
 * formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "America/Los_Angeles")
 * // "Wednesday, Oct 9 at 6:00 PM your time"
 * formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "Asia/Tokyo")
 * // "Thursday, Oct 10 at 10:00 AM your time"
 */
export function formatEventTime(start: Date, timeZone: string): string {
  const parts = zonedParts(start, resolveTimeZone(timeZone));
  const weekday = WEEKDAYS[parts.weekday];
  const month = MONTHS[parts.month - 1];
  return `${weekday}, ${month} ${parts.day} at ${clockTime(parts)} ${meridiem(parts)} your time`;
}
