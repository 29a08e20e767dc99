import { zonedDateKey } from "./_lib/zoned-calendar-date.ts";
import { clockTime, meridiem, zonedParts } from "./_lib/zoned-parts.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

/**
 * A schedule time range in Pacific time, always with minutes. The AM/PM mark
 * is written once when both ends fall in the same half of the same day,
 * otherwise after each end. The separator is a plain hyphen.
 *
 * @example
 * formatPacificTimeRange(new Date("2024-05-17T15:00:00-07:00"), new Date("2024-05-17T16:30:00-07:00"))
 * // "3:00-4:30 PM"
 * formatPacificTimeRange(new Date("2024-05-18T11:00:00-07:00"), new Date("2024-05-18T12:45:00-07:00"))
 * // "11:00 AM-12:45 PM"
 */
export function formatPacificTimeRange(start: Date, end: Date): string {
  const from = zonedParts(start, PACIFIC_TIME_ZONE);
  const to = zonedParts(end, PACIFIC_TIME_ZONE);
  const sameHalf =
    zonedDateKey(start, PACIFIC_TIME_ZONE) === zonedDateKey(end, PACIFIC_TIME_ZONE) && meridiem(from) === meridiem(to);
  return sameHalf
    ? `${clockTime(from)}-${clockTime(to)} ${meridiem(to)}`
    : `${clockTime(from)} ${meridiem(from)}-${clockTime(to)} ${meridiem(to)}`;
}
