import { wallClockToInstant } from "./_lib/wall-clock.ts";
import { EVENT_YEARS, PACIFIC_TIME_ZONE } from "./constants.ts";

const midnight = { month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 };
const first = wallClockToInstant({ ...midnight, year: EVENT_YEARS.first }, PACIFIC_TIME_ZONE).getTime();
const end = wallClockToInstant({ ...midnight, year: EVENT_YEARS.last + 1 }, PACIFIC_TIME_ZONE).getTime();

/**
 * Whether an instant falls in the years events may have (EVENT_YEARS, 2000
 * to 2100 on Pacific calendars). An invalid date does not.
 *
 * @example
 * withinEventYears(new Date("2024-10-12T18:00:00Z")) // true
 * withinEventYears(new Date("9999-12-31T00:00:00Z")) // false
 */
export function withinEventYears(instant: Date): boolean {
  const time = instant.getTime();
  return time >= first && time < end;
}
