import { resolveTimeZone } from "./_lib/resolve-time-zone.ts";
import { clockTime, meridiem, zonedParts } from "./_lib/zoned-parts.ts";

/**
 * The clock time of `instant` in `timeZone` as "H:MM AM/PM", to show a
 * visitor's own time beside a Pacific schedule time. An unknown zone falls
 * back to Pacific time.
 *
 * @example
 * formatTimeInZone(new Date("2024-05-17T16:30:00-07:00"), "America/New_York") // "7:30 PM"
 */
export function formatTimeInZone(instant: Date, timeZone: string): string {
  const parts = zonedParts(instant, resolveTimeZone(timeZone));
  return `${clockTime(parts)} ${meridiem(parts)}`;
}
