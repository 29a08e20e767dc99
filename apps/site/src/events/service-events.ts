import type { ListedEvent } from "@duci/data/event-types";

/** What a page logs, as a warning and nothing on screen, when the content service fails it. */
export const SERVICE_WARNING = "Could not load events from the content service; showing the bundled events.";

// One request per page load, shared by every page that shows events (the home page and /events).
let request: Promise<ListedEvent[]> | null = null;

/**
 * Source 3 of event-sources.ts: the content service's events, as the
 * visitor's browser asks for them; a module of its own, so the home page asks
 * without carrying the bundled list. Its client is a chunk of its own, loaded on
 * the first call, so no page carries it before it asks.
 */
export function loadServiceEvents(): Promise<ListedEvent[]> {
  request ??= import("@duci/data/sanity-events").then(({ fetchSanityEvents }) => fetchSanityEvents());
  return request;
}
