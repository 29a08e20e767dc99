import { offsetMinutes } from "./offset.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Milliseconds since the epoch of a UTC reading, like `Date.UTC`, but a year
 * from 0 to 99 is that year, never 1900 to 1999.
 */
export function utcMilliseconds(
  year: number,
  monthIndex: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(hour, minute, second, millisecond);
  return date.getTime();
}

/** A wall-clock reading: month 1-12, hour 0-23. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** Whether the fields name a real calendar date and a time of day (no 24:00, no 31 April). */
export function isValidWallClock(w: WallClock): boolean {
  if (![w.year, w.month, w.day, w.hour, w.minute, w.second, w.millisecond].every(Number.isInteger)) {
    return false;
  }
  if (w.month < 1 || w.month > 12 || w.day < 1) return false;
  const daysInMonth = new Date(utcMilliseconds(w.year, w.month, 0)).getUTCDate();
  return (
    w.day <= daysInMonth &&
    w.hour >= 0 &&
    w.hour <= 23 &&
    w.minute >= 0 &&
    w.minute <= 59 &&
    w.second >= 0 &&
    w.second <= 59 &&
    w.millisecond >= 0 &&
    w.millisecond <= 999
  );
}

/**
 * The instant at which clocks in `timeZone` read `w`, worked out from the
 * zone's UTC offsets only (never the machine's zone).
 *
 * In the spring-forward gap (02:30 on 2024-03-10 in Pacific time, which never
 * happens) the offset from before the gap applies, so it reads one hour later
 * (03:30 PDT). In the fall-back overlap (01:30 on 2024-11-03 happens twice) the
 * first, daylight-time reading (01:30 PDT) wins.
 */
export function wallClockToInstant(w: WallClock, timeZone: string): Date {
  const asUtc = utcMilliseconds(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
  const offsetBefore = offsetMinutes(timeZone, new Date(asUtc - DAY_MS));
  const offsetAfter = offsetMinutes(timeZone, new Date(asUtc + DAY_MS));
  const candidates = [asUtc - offsetBefore * MINUTE_MS, asUtc - offsetAfter * MINUTE_MS].filter(
    (instant) => asUtc - offsetMinutes(timeZone, new Date(instant)) * MINUTE_MS === instant,
  );
  return new Date(candidates.length > 0 ? Math.min(...candidates) : asUtc - offsetBefore * MINUTE_MS);
}

/** False for a reading that clocks in `timeZone` skip (the spring-forward gap). */
export function wallClockExists(w: WallClock, timeZone: string): boolean {
  const instant = wallClockToInstant(w, timeZone).getTime();
  const asUtc = utcMilliseconds(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
  return asUtc - offsetMinutes(timeZone, new Date(instant)) * MINUTE_MS === instant;
}
