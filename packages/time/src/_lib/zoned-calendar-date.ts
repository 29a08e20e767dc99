import { zonedParts } from "./zoned-parts.ts";

const DAY_MS = 86_400_000;

/** The calendar date of `instant` as seen in `timeZone`, as days since 1970-01-01. */
export function zonedDayNumber(instant: Date, timeZone: string): number {
  const zoned = zonedParts(instant, timeZone);
  return Date.UTC(zoned.year, zoned.month - 1, zoned.day) / DAY_MS;
}

/**
 * How many calendar days separate `from` and `to` in `timeZone`
 * (0 on the same date, 1 when `to` falls on the next date, negative when earlier).
 */
export function calendarDayDiff(from: Date, to: Date, timeZone: string): number {
  return zonedDayNumber(to, timeZone) - zonedDayNumber(from, timeZone);
}

/** The calendar date of `instant` in `timeZone` as "YYYY-MM-DD". */
export function zonedDateKey(instant: Date, timeZone: string): string {
  const zoned = zonedParts(instant, timeZone);
  const month = String(zoned.month).padStart(2, "0");
  const day = String(zoned.day).padStart(2, "0");
  return `${String(zoned.year).padStart(4, "0")}-${month}-${day}`;
}
