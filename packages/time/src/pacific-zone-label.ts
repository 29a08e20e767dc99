import { offsetMinutes } from "./_lib/offset.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

/**
 * "PDT" when Pacific clocks are on daylight time at `instant` (UTC-7),
 * otherwise "PST" (UTC-8). Decided from the offset, not from locale data.
 *
 * @example
 * pacificZoneLabel(new Date("2024-05-17T17:30:00-07:00")) // "PDT"
 * pacificZoneLabel(new Date("2024-01-12T17:00:00-08:00")) // "PST"
 */
export function pacificZoneLabel(instant: Date): "PST" | "PDT" {
  return offsetMinutes(PACIFIC_TIME_ZONE, instant) === -420 ? "PDT" : "PST";
}
