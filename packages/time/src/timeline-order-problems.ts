import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { PACIFIC_TIME_ZONE } from "./constants.ts";
import { pacificZoneLabel } from "./pacific-zone-label.ts";
import type { TimelineEntry } from "./types.ts";

function show(instant: Date): string {
  const text = format(new TZDate(instant.getTime(), PACIFIC_TIME_ZONE), "MMM d, yyyy h:mm:ss a");
  return `${text} ${pacificZoneLabel(instant)}`;
}

/**
 * Lists where a timeline (or any list of `{ start }`) is not in strictly
 * ascending order of start, plus entries whose start is an invalid date; an
 * empty list means the order is right. Times are shown in Pacific time. For a
 * data test: `expect(timelineOrderProblems(timeline)).toEqual([])`.
 *
 * @example
 * timelineOrderProblems([
 *   { start: new Date("2022-01-30T15:00:00-08:00") },
 *   { start: new Date("2022-01-29T16:00:00-08:00") },
 * ])
 * // ["entry 1 starts Jan 29, 2022 4:00:00 PM PST, not after entry 0 (Jan 30, 2022 3:00:00 PM PST)"]
 */
export function timelineOrderProblems(entries: readonly TimelineEntry[]): string[] {
  const problems: string[] = [];
  let previous: { index: number; start: Date } | null = null;
  entries.forEach((entry, index) => {
    if (Number.isNaN(entry.start.getTime())) {
      problems.push(`entry ${index} has an invalid start`);
      return;
    }
    if (previous && entry.start.getTime() <= previous.start.getTime()) {
      problems.push(
        `entry ${index} starts ${show(entry.start)}, not after entry ${previous.index} (${show(previous.start)})`,
      );
    }
    previous = { index, start: entry.start };
  });
  return problems;
}
