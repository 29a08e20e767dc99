import type { ListedEvent } from "@duci/data/event-types";

/** What a page logs, as a warning and nothing on screen, when the content service fails it. */
export const SERVICE_WARNING = "Could not load events from the content service; showing the bundled events.";

// One request per page load, shared by every page that shows events (the home page and /events).
let request: Promise<ListedEvent[]> | null = null;

/**
 * The content service's events. Its client is a chunk of its own, loaded on
 * the first call, so no page carries it before it asks.
 */
export function loadServiceEvents(): Promise<ListedEvent[]> {
  request ??= import("@duci/data/sanity-events").then(({ fetchSanityEvents }) => fetchSanityEvents());
  return request;
}
