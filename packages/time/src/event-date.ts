import { resolveTimeZone } from "./_lib/resolve-time-zone.ts";
import { zonedParts } from "./_lib/zoned-parts.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An event's calendar date as a card shows it; `year` only when it is not the current year. */
export interface EventDate {
  /** "Jan" … "Dec". */
  month: string;
  day: number;
  year?: number;
}

/**
 * The date an event starts on in the visitor's `timeZone` (an unknown zone
 * falls back to Pacific time), with its year when that differs from the
 * current year at `now` in Pacific time, the club's own calendar.
 * An invalid start gives undefined.
 *
 * @example
 * eventDate(new Date("2025-05-30T16:00:00-07:00"), "America/Los_Angeles", new Date("2026-11-26T12:00:00Z"))
 * // { month: "May", day: 30, year: 2025 }
 */
export function eventDate(start: Date, timeZone: string, now: Date): EventDate | undefined {
  if (Number.isNaN(start.getTime())) return undefined;
  const parts = zonedParts(start, resolveTimeZone(timeZone));
  const month = MONTHS[parts.month - 1] ?? "";
  const currentYear = zonedParts(now, PACIFIC_TIME_ZONE).year;
  return parts.year === currentYear ? { month, day: parts.day } : { month, day: parts.day, year: parts.year };
}
