import { academicTerm } from "@duci/time/academic-term";

/**
 * Events in runs of the same quarter ("Spring 2026", read in Pacific time), in
 * the order given: newest first in, newest quarter first out. An event without
 * a valid date gets a group of its own, "Date to be announced".
 */
export function groupByTerm<T extends { start: Date }>(events: readonly T[]): { term: string; events: T[] }[] {
  const groups: { term: string; events: T[] }[] = [];
  for (const event of events) {
    const term = academicTerm(event.start)?.label ?? "Date to be announced";
    const last = groups.at(-1);
    if (last?.term === term) last.events.push(event);
    else groups.push({ term, events: [event] });
  }
  return groups;
}
