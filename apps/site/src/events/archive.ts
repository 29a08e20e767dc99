// The archive split by quarter: an index of the quarters and a page for each,
// so no page carries more than one quarter's events however long the record grows.
import type { ListedEvent } from "@duci/data/event-types";
import { paths } from "@duci/data/paths";
import { eventStatus } from "@duci/time/event-status";
import { pastEvents } from "@duci/time/past-events";
import type { BuiltHomeEvent } from "../home/built-home-events.ts";
import { termPath } from "./archive-paths.ts";
import { groupByTerm } from "./group-by-term.ts";
import { termSlug } from "./term-slug.ts";

/** How many past events /events lists before "View all events". */
export const PAST_EVENTS_SHOWN = 12;

/** An event as JSON carries it: its start as text. */
export type BuiltEvent = BuiltHomeEvent;

/** A quarter of the archive: its label, its page's path segment, how many events it holds. */
export interface ArchiveTerm {
  term: string;
  slug: string;
  count: number;
}

/** How many of the newest quarters /events/all/ lists one by one; older ones by year. */
export const RECENT_TERMS = 12;

/** A calendar year of older quarters: its page is its newest quarter's. */
export interface ArchiveYear {
  year: number;
  slug: string;
  count: number;
}

/** What /events/all/ shows: the newest quarters, newest first, then the years before them. */
export interface ArchiveIndexData {
  terms: ArchiveTerm[];
  years: ArchiveYear[];
}

/** What a quarter's page shows: its events (newest first) and its neighbours. */
export interface ArchiveTermData {
  term: string;
  slug: string;
  events: BuiltEvent[];
  newer?: ArchiveTerm;
  older?: ArchiveTerm;
}

/** Events (newest first) in their quarters; an event without a date has no quarter to be listed in. */
export function archiveGroups<T extends ListedEvent>(events: readonly T[]) {
  return groupByTerm(events.filter((event) => !Number.isNaN(event.start.getTime()))).map((group) => ({
    ...group,
    slug: termSlug(group.term),
  }));
}

/**
 * Every page of the archive for `events` (newest first): the index (the
 * newest quarters one by one, older ones a link a year, so it grows by a
 * link a year, never by an event) and one page per quarter, keyed by path,
 * as JSON would carry them.
 *
 * @example
 * archivePages(events).get("/events/all/spring-2026/") // { term: "Spring 2026", events: [...], older: {...} }
 */
export function archivePages(events: readonly ListedEvent[]): Map<string, ArchiveIndexData | ArchiveTermData> {
  const groups = archiveGroups(events);
  const terms = groups.map(({ term, slug, events: inTerm }) => ({ term, slug, count: inTerm.length }));
  const years: ArchiveYear[] = [];
  for (const { term, slug, count } of terms.slice(RECENT_TERMS)) {
    const year = Number(term.split(" ").at(-1));
    const last = years.at(-1);
    if (last?.year === year) last.count += count;
    else years.push({ year, slug, count });
  }
  const pages = new Map<string, ArchiveIndexData | ArchiveTermData>([
    [paths.eventsAll, { terms: terms.slice(0, RECENT_TERMS), years }],
  ]);
  groups.forEach(({ term, slug, events: inTerm }, index) => {
    pages.set(termPath(slug), {
      term,
      slug,
      events: inTerm.map((event) => ({ ...event, start: event.start.toISOString() })),
      ...(terms[index - 1] ? { newer: terms[index - 1] } : {}),
      ...(terms[index + 1] ? { older: terms[index + 1] } : {}),
    });
  });
  return pages;
}

/**
 * The events /events may show at any moment from `since` on: every event not
 * over at `since`, and the newest `pastCount` over by then (the past list and
 * last term's highlights come from these). In their input order.
 *
 * @example
 * // What the build gives /events: it is rebuilt every day.
 * eventsPageWindow(listedEventsFrom(documents), new Date(Date.now() - DAY))
 */
export function eventsPageWindow<T extends ListedEvent>(
  events: readonly T[],
  since: Date,
  pastCount: number = PAST_EVENTS_SHOWN,
): T[] {
  const latestOver = new Set(pastEvents(events, since).slice(0, pastCount));
  return events.filter((event) => latestOver.has(event) || eventStatus(event, since) !== "past");
}
