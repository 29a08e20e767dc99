import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { resolveTimeZone } from "./_lib/resolve-time-zone.ts";

/**
 * An event's start as the visitor reads it on their own clock:
 * "Weekday, Mon D at H:MM AM/PM your time". `timeZone` is the visitor's IANA
 * zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); an unknown zone
 * falls back to Pacific time. The machine's own zone is never used.
 *
 * @example
 * formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "America/Los_Angeles")
 * // "Wednesday, Oct 9 at 6:00 PM your time"
 * formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "Asia/Tokyo")
 * // "Thursday, Oct 10 at 10:00 AM your time"
 */
export function formatEventTime(start: Date, timeZone: string): string {
  const zoned = new TZDate(start.getTime(), resolveTimeZone(timeZone));
  return format(zoned, "EEEE, MMM d 'at' h:mm a 'your time'");
}
