import type { TimelineEntry, TimelineState } from "./types.ts";

/**
 * The 2022 timeline at `now`: the entry with the latest start that is not
 * after `now` (an entry counts from its start instant on; among equal starts
 * the later one in the list wins), or null before the first. `nextChangeAt` is
 * the earliest start still ahead plus one second, or null when none is left,
 * so a page can set a single timer instead of polling. Entries with an invalid
 * start are ignored; the list need not be sorted.
 *
 * @example
 * const { current, nextChangeAt } = timelineState(timeline, now);
 * if (nextChangeAt) setTimeout(rerender, nextChangeAt.getTime() - now.getTime());
 */
export function timelineState<T extends TimelineEntry>(entries: readonly T[], now: Date): TimelineState<T> {
  const at = now.getTime();
  let current: T | null = null;
  let next: number | null = null;
  for (const entry of entries) {
    const start = entry.start.getTime();
    if (Number.isNaN(start)) continue;
    if (start <= at) {
      if (current === null || start >= current.start.getTime()) current = entry;
    } else if (next === null || start < next) {
      next = start;
    }
  }
  return { current, nextChangeAt: next === null ? null : new Date(next + 1000) };
}
