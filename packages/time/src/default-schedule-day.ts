import { zonedDateKey } from "./_lib/zoned-calendar-date.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

/**
 * Which day of a multi-day schedule to open first: the index of the last day
 * (Pacific dates "YYYY-MM-DD", ascending) that today's Pacific date has
 * reached, so before or on the first day it is 0 and after the last day it
 * stays on the last. -1 for an empty list.
 *
 * @example
 * const days = ["2024-05-17", "2024-05-18", "2024-05-19"]; // fri, sat, sun
 * defaultScheduleDay(days, new Date("2024-05-17T23:59:00-07:00")) // 0 (fri)
 * defaultScheduleDay(days, new Date("2024-05-18T00:00:00-07:00")) // 1 (sat)
 * defaultScheduleDay(days, new Date("2024-06-01T12:00:00-07:00")) // 2 (sun)
 */
export function defaultScheduleDay(days: readonly string[], now: Date): number {
  if (days.length === 0) return -1;
  const today = zonedDateKey(now, PACIFIC_TIME_ZONE);
  let index = 0;
  days.forEach((day, i) => {
    if (day <= today) index = i;
  });
  return index;
}
