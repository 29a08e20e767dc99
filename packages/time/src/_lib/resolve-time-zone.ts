import { DEVICE_TIME_ZONE, PACIFIC_TIME_ZONE } from "../constants.ts";
import { offsetMinutes } from "./offset.ts";

/**
 * The given IANA zone (or UTC offset such as "+09:00") when the runtime knows it,
 * else Pacific time, so a bad zone never turns into "Invalid Date" text.
 */
export function resolveTimeZone(timeZone: string): string {
  if (!timeZone) return PACIFIC_TIME_ZONE;
  // Known without asking Intl, whose first date format costs a starting page 50-90 ms on a phone.
  if (timeZone === PACIFIC_TIME_ZONE || timeZone === DEVICE_TIME_ZONE) return timeZone;
  return Number.isNaN(offsetMinutes(timeZone, new Date(0))) ? PACIFIC_TIME_ZONE : timeZone;
}
