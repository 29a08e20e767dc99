import { mergeEvents } from "@duci/data/event-merge";
import { toListedEvent } from "@duci/data/event-normalize";
import { buildIcs } from "@duci/data/ics";
import { bundledListedEvents } from "./bundled-listed-events.ts";

/** The /events.ics feed: every bundled event and the content service's `documents` (as the build got them), in Pacific time. */
export function eventsIcsFeed(stamp: Date, documents: readonly unknown[] = []): string {
  const service = documents.flatMap((doc) => toListedEvent(doc, "service") ?? []);
  return buildIcs(mergeEvents(bundledListedEvents, service), { stamp, name: "Design at UCI events" });
}
