import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

/**
 * An instant as an ISO 8601 date-time on Pacific clocks with its offset, for
 * machine-readable dates that keep the club's local time (schema.org Event
 * `startDate`, calendar files). An invalid date gives "".
 *
 * @example
 * formatPacificIso(new Date("2024-10-13T01:00:00Z")) // "2024-10-12T18:00:00-07:00"
 * formatPacificIso(new Date("2024-12-13T02:00:00Z")) // "2024-12-12T18:00:00-08:00"
 */
export function formatPacificIso(instant: Date): string {
  if (Number.isNaN(instant.getTime())) return "";
  return format(new TZDate(instant.getTime(), PACIFIC_TIME_ZONE), "yyyy-MM-dd'T'HH:mm:ssXXX");
}
