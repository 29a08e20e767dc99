import { offsetMinutes } from "./_lib/offset.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The instant as an ISO 8601 date-time on Pacific clocks with its offset, as
 * schema.org and calendars want it ("2024-05-17T15:00:00-07:00"). An invalid
 * date gives "".
 *
 * @example
 * formatPacificIso(new Date("2024-05-17T22:00:00Z")) // "2024-05-17T15:00:00-07:00"
 * formatPacificIso(new Date("2024-01-13T01:00:00Z")) // "2024-01-12T17:00:00-08:00"
 */
export function formatPacificIso(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return "";
  const offset = offsetMinutes(PACIFIC_TIME_ZONE, instant);
  const shifted = new Date(instant.getTime() + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}` +
    `${sign}${hours}:${minutes}`
  );
}
