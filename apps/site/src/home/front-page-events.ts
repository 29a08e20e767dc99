import type { ListedEvent } from "@duci/data/event-types";
import { eventStatus } from "@duci/time/event-status";
import { pastEvents } from "@duci/time/past-events";
import type { BuiltHomeEvent } from "./built-home-events.ts";

/**
 * The events the home page may show at any moment from `since` on: every
 * event not over at `since`, and the latest one over by then (shown when
 * nothing is planned). In their input order.
 *
 * @example
 * // What the build gives the home page: it is rebuilt every day.
 * frontPageEvents(listedEventsFrom(documents), new Date(Date.now() - DAY))
 */
export function frontPageEvents(events: readonly ListedEvent[], since: Date): ListedEvent[] {
  const latestOver = pastEvents(events, since)[0];
  return events.filter((event) => event === latestOver || eventStatus(event, since) !== "past");
}

/** An event as JSON carries its start as text; the home page reads it back as a date. */
export function withDates(events: readonly BuiltHomeEvent[]): ListedEvent[] {
  return events.map((event) => ({ ...event, start: new Date(event.start) }));
}
