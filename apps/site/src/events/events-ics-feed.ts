import { buildIcs } from "@duci/data/ics";
import { embeddedFeedProblem, lastFeedText } from "@duci/data/last-feed";
import { listedEventsFrom } from "./event-sources.ts";

/** The /events.ics feed: every bundled event and the content service's `documents` (as the build got them), in Pacific time. */
export function eventsIcsFeed(stamp: Date, documents: readonly unknown[] = []): string {
  return buildIcs(listedEventsFrom(documents), { stamp, name: "Design at UCI events" });
}

/** /events.json: the content service's events this build holds, kept by the next build if the service fails it. */
export function eventsJsonFeed(stamp: Date, documents: readonly unknown[] = []): string {
  return lastFeedText(stamp, documents);
}

/** What is wrong with the fetch step's feed before it is built in, or null (`embeddedFeedProblem`). */
export function eventsFeedProblem(feed: unknown): string | null {
  return embeddedFeedProblem(feed);
}
