import { mergeEvents } from "@duci/data/event-merge";
import type { ListedEvent } from "@duci/data/event-types";
import { withDates } from "./front-page-events.ts";

// Written into the build by the events plugin (events-build-plugin.ts): the
// events the home page may show, cut from the whole list a day before the
// build (the site is rebuilt every day), so the page does not carry the rest.
declare const __DUCI_HOME_EVENTS__: Parameters<typeof withDates>[0];

/** What the home page starts from: the next events and the latest past one, as of the build. */
export const homeEvents: readonly ListedEvent[] =
  typeof __DUCI_HOME_EVENTS__ === "undefined" ? [] : withDates(__DUCI_HOME_EVENTS__);

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
