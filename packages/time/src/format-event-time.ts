import { resolveTimeZone } from "./_lib/resolve-time-zone.ts";
import { clockTime, meridiem, zonedParts } from "./_lib/zoned-parts.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An event's start as the visitor reads it on their own clock:
 * "Weekday, Mon D at H:MM AM/PM your time". Given `now`, an event of another
 * year than the current one (in Pacific time) reads "Weekday, Mon D, YYYY at
 * H:MM AM/PM your time". `timeZone` is the visitor's zone: an IANA name, or
 * `DEVICE_TIME_ZONE` in a browser; an unknown zone falls back to Pacific
 * time. The machine's own zone is used only when asked for by
 * `DEVICE_TIME_ZONE` (fields come from the zone's offset, which also works
 * under fake clocks).
 *
 * @example
 * formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "America/Los_Angeles")
 * // "Wednesday, Oct 9 at 6:00 PM your time"
 * formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "Asia/Tokyo")
 * // "Thursday, Oct 10 at 10:00 AM your time"
 * formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "America/Los_Angeles", new Date("2025-01-01T12:00:00-08:00"))
 * // "Wednesday, Oct 9, 2024 at 6:00 PM your time"
 */
export function formatEventTime(start: Date, timeZone: string, now?: Date): string {
  const parts = zonedParts(start, resolveTimeZone(timeZone));
  const weekday = WEEKDAYS[parts.weekday];
  const month = MONTHS[parts.month - 1];
  const year = now && zonedParts(now, PACIFIC_TIME_ZONE).year !== parts.year ? `, ${parts.year}` : "";
  return `${weekday}, ${month} ${parts.day}${year} at ${clockTime(parts)} ${meridiem(parts)} your time`;
}
