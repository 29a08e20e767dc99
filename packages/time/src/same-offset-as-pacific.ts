import { offsetMinutes } from "./_lib/offset.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

/**
 * Whether clocks in `timeZone` read the same as Pacific clocks at `instant`
 * (same UTC offset), so a page can skip showing the visitor's own time next to
 * a Pacific time. False for an unknown zone.
 *
 * @example
 * sameOffsetAsPacific("America/Tijuana", new Date("2024-05-17T17:30:00-07:00")) // true
 * sameOffsetAsPacific("America/Phoenix", new Date("2024-05-17T17:30:00-07:00")) // true (MST = PDT)
 * sameOffsetAsPacific("America/Phoenix", new Date("2024-01-12T17:00:00-08:00")) // false
 */
export function sameOffsetAsPacific(timeZone: string, instant: Date): boolean {
  if (!timeZone) return false;
  const offset = offsetMinutes(timeZone, instant);
  return !Number.isNaN(offset) && offset === offsetMinutes(PACIFIC_TIME_ZONE, instant);
}
