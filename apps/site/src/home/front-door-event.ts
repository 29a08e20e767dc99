import { eventEnd } from "@duci/time/event-end";
import { nextEvents } from "@duci/time/next-events";
import { pastEvents } from "@duci/time/past-events";
import type { TimedEvent } from "@duci/time/types";

/** How long after it ended the latest event is still news on the home page: three weekly meetings. */
export const LATEST_EVENT_NEWS_DAYS = 21;

/**
 * What the home page's event card shows at `now`: the next event (live or
 * coming), else the latest one while it ended less than
 * `LATEST_EVENT_NEWS_DAYS` ago, else nothing ("quiet": the card invites the
 * visitor to hear of the next ones instead of showing an old event).
 *
 * @example
 * frontDoorEvent(homeEvents, now) // { kind: "quiet" } in the summer break
 */
export function frontDoorEvent<T extends TimedEvent>(
  events: readonly T[],
  now: Date,
): { kind: "next" | "latest"; event: T } | { kind: "quiet" } {
  const next = nextEvents(events, now)[0];
  if (next) return { kind: "next", event: next };
  const latest = pastEvents(events, now)[0];
  if (latest && now.getTime() - eventEnd(latest).getTime() < LATEST_EVENT_NEWS_DAYS * 86_400_000) {
    return { kind: "latest", event: latest };
  }
  return { kind: "quiet" };
}
