import { mergeEvents } from "@duci/data/event-merge";
import type { ListedEvent } from "@duci/data/event-types";

/**
 * The build's events upgraded with the content service's answer (every page
 * that shows events does it): the service's events replace those the build got from it (an event
 * editors removed since goes), and the bundled ones stay.
 */
export function withServiceEvents(built: readonly ListedEvent[], service: readonly ListedEvent[]): ListedEvent[] {
  return mergeEvents(
    built.filter((event) => event.source !== "service"),
    service,
  );
}
