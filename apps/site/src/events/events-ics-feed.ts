import { buildIcs } from "@duci/data/ics";
import { bundledListedEvents } from "./bundled-listed-events.ts";

/** The /events.ics feed: every bundled event in Pacific time. */
export function eventsIcsFeed(stamp: Date): string {
  return buildIcs(bundledListedEvents, { stamp, name: "Design at UCI events" });
}
