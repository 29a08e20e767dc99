import { mergeEvents } from "@duci/data/event-merge";
import type { ListedEvent } from "@duci/data/event-types";
import { builtHomeEvents } from "./built-home-events.ts";
import { withDates } from "./front-page-events.ts";

/** What the home page starts from: the next events and the latest past one, as of the build. */
export const homeEvents: readonly ListedEvent[] = withDates(builtHomeEvents);

/**
 * The build's events upgraded with the content service's answer, as /events
 * does: the service's events replace those the build got from it (an event
 * editors removed since goes), and the bundled ones stay.
 */
export function withServiceEvents(built: readonly ListedEvent[], service: readonly ListedEvent[]): ListedEvent[] {
  return mergeEvents(
    built.filter((event) => event.source !== "service"),
    service,
  );
}
