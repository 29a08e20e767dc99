import { EVENT_YEARS } from "./constants.ts";

// Midnight on 1 January, Pacific standard time (UTC-8) in both years. Written out rather than
// asked of the zone data: these years are outside the daylight-saving rule the code knows, and
// the zone data's first use costs a page 50-90 ms as it starts on a phone.
const PACIFIC_STANDARD_MS = 8 * 3_600_000;
const first = Date.UTC(EVENT_YEARS.first, 0, 1) + PACIFIC_STANDARD_MS;
const end = Date.UTC(EVENT_YEARS.last + 1, 0, 1) + PACIFIC_STANDARD_MS;

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
