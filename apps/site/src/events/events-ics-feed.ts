import { mergeEvents } from "@duci/data/event-merge";
import { toListedEvent } from "@duci/data/event-normalize";
import { buildIcs } from "@duci/data/ics";
import { lastFeedText } from "@duci/data/last-feed";
import { bundledListedEvents } from "./bundled-listed-events.ts";

/** The /events.ics feed: every bundled event and the content service's `documents` (as the build got them), in Pacific time. */
export function eventsIcsFeed(stamp: Date, documents: readonly unknown[] = []): string {
  const service = documents.flatMap((doc) => toListedEvent(doc, "service") ?? []);
  return buildIcs(mergeEvents(bundledListedEvents, service), { stamp, name: "Design at UCI events" });
}

/** /events.json: the content service's events this build holds, kept by the next build if the service fails it. */
export function eventsJsonFeed(stamp: Date, documents: readonly unknown[] = []): string {
  return lastFeedText(stamp, documents);
}
