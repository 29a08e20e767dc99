import { mergeEvents } from "@duci/data/event-merge";
import { toListedEvent } from "@duci/data/event-normalize";
import type { ListedEvent } from "@duci/data/event-types";
import { bundledListedEvents } from "./bundled-listed-events.ts";

// Written into the build by the events plugin (events-build-plugin.ts): the
// content service's documents as it answered at build time, or [] offline.
declare const __DUCI_SERVICE_EVENTS__: unknown;

const documents: unknown = typeof __DUCI_SERVICE_EVENTS__ === "undefined" ? [] : __DUCI_SERVICE_EVENTS__;

/** The bundled list merged with the content service's `documents` (anything else counts as none). */
export function listedEventsFrom(documents: unknown): ListedEvent[] {
  return mergeEvents(
    bundledListedEvents,
    Array.isArray(documents) ? documents.flatMap((doc) => toListedEvent(doc, "service") ?? []) : [],
  );
}

/**
 * The events the pages are prerendered with and start from: the bundled list
 * and the content service's events as the build got them (none offline).
 */
export const buildTimeEvents: readonly ListedEvent[] = listedEventsFrom(documents);
