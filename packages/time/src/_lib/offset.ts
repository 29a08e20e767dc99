import { tzOffset } from "@date-fns/tz/tzOffset";
import { DEVICE_TIME_ZONE, PACIFIC_TIME_ZONE } from "../constants.ts";

const remembered = new Map<string, number>();

/**
 * The UTC offset in minutes of `timeZone` at `instant`, as `tzOffset` gives it
 * (NaN for a zone the browser does not know). Pacific time from 2007 on is
 * worked out from its daylight-saving rule and the device's zone from the
 * JavaScript clock: the first Intl date format a page makes (its locale
 * data) costs 50-90 ms on a CPU slowed to a phone's, one long task while the
 * page starts. Any other zone is asked of Intl, remembered per zone and minute (a
 * zone's offset changes only on a whole minute, in every zone since 1972).
 */
export function offsetMinutes(timeZone: string, instant: Date): number {
  if (timeZone === DEVICE_TIME_ZONE) return 0 - instant.getTimezoneOffset();
  if (timeZone === PACIFIC_TIME_ZONE) {
    const offset = pacificOffsetByRule(instant.getTime());
    if (offset !== undefined) return offset;
  }
  const key = `${timeZone} ${Math.floor(instant.getTime() / 60_000)}`;
  let offset = remembered.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, instant);
    // A page open for days asks for each new minute: keep the memory small.
    if (remembered.size >= 10_000) remembered.clear();
    remembered.set(key, offset);
  }
  return offset;
}

/**
 * Pacific time's offset under the US rule in force since 2007: daylight time
 * (UTC-7) from 2:00 PST on March's second Sunday to 2:00 PDT on November's
 * first Sunday, else UTC-8. Undefined before 2007 and after 2100, where Intl's
 * zone data answers.
 */
function pacificOffsetByRule(ms: number): number | undefined {
  const year = new Date(ms).getUTCFullYear();
  if (!(year >= 2007 && year <= 2100)) return undefined;
  const daylightStarts = Date.UTC(year, 2, sunday(year, 2, 2), 10);
  const daylightEnds = Date.UTC(year, 10, sunday(year, 10, 1), 9);
  return ms >= daylightStarts && ms < daylightEnds ? -420 : -480;
}

/** The day of the month of the `nth` Sunday of a month (0-11). */
function sunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}
