import { pastEvents } from "@duci/time/past-events";
import type { TimedEvent } from "@duci/time/types";
import { groupByTerm } from "./group-by-term.ts";

/** How many of last term's events stand in for the next event when none is planned. */
export const HIGHLIGHTS_SHOWN = 3;

/**
 * The most recent quarter with an event over at `now` and its newest events,
 * at most `count` (newest first): what a front door shows while nothing is
 * upcoming. Undefined when no event is over yet.
 *
 * @example
 * lastTermHighlights(events, now) // { term: "Spring 2026", events: [Whiteboarding, …], total: 5 }
 */
export function lastTermHighlights<T extends TimedEvent>(
  events: readonly T[],
  now: Date,
  count: number = HIGHLIGHTS_SHOWN,
): { term: string; events: T[]; total: number } | undefined {
  const [latest] = groupByTerm(pastEvents(events, now));
  if (!latest) return undefined;
  return { term: latest.term, events: latest.events.slice(0, count), total: latest.events.length };
}
