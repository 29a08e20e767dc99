import { parseTimeString } from "./_lib/parse-time-string.ts";
import { wallClockToInstant } from "./_lib/wall-clock.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

/**
 * The instant at which Pacific clocks read `wallClock` ("YYYY-MM-DDTHH:MM",
 * optionally with seconds), daylight saving included. Meant for constants
 * written in code, so a malformed value throws a `RangeError` at once rather
 * than hiding as an invalid date (use `readEventTime` for content).
 *
 * @example
 * pacific("2024-01-12T17:00") // 2024-01-13T01:00:00.000Z (PST, UTC-8)
 * pacific("2024-05-17T17:30") // 2024-05-18T00:30:00.000Z (PDT, UTC-7)
 */
export function pacific(wallClock: string): Date {
  const parsed = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(wallClock) ? parseTimeString(wallClock) : null;
  if (parsed?.kind !== "wall-clock") {
    throw new RangeError(`pacific(): expected a wall-clock time like "2024-01-12T17:00", got "${wallClock}"`);
  }
  return wallClockToInstant(parsed.wallClock, PACIFIC_TIME_ZONE);
}
