import { offsetMinutes } from "./offset.ts";

/** A wall-clock reading in some zone: month 1-12, hour 0-23, weekday 0 (Sunday) to 6. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/**
 * The wall-clock fields of `instant` in `timeZone`, worked out from the zone's
 * UTC offset with plain arithmetic. No Date subclass (TZDate) is involved:
 * fake clocks that replace `Date` (Playwright's `page.clock`, sinon) return
 * plain dates from `new Date()`, so a subclass silently loses its zone and
 * reads the machine's zone instead.
 */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const shifted = new Date(instant.getTime() + offsetMinutes(timeZone, instant) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** "h:mm" of a reading, 12-hour clock. */
export function clockTime(parts: ZonedParts): string {
  return `${parts.hour % 12 || 12}:${String(parts.minute).padStart(2, "0")}`;
}

/** "AM" or "PM" of a reading. */
export function meridiem(parts: ZonedParts): "AM" | "PM" {
  return parts.hour < 12 ? "AM" : "PM";
}
