import { PACIFIC_TIME_ZONE } from "../constants.ts";
import { offsetMinutes } from "./offset.ts";

/**
 * The given IANA zone (or UTC offset such as "+09:00") when the runtime knows it,
 * else Pacific time, so a bad zone never turns into "Invalid Date" text.
 */
export function resolveTimeZone(timeZone: string): string {
  if (!timeZone) return PACIFIC_TIME_ZONE;
  return Number.isNaN(offsetMinutes(timeZone, new Date(0))) ? PACIFIC_TIME_ZONE : timeZone;
}
