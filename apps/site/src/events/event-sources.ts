// Where the events pages' events come from, in the order they are tried:
//
// 1. bundled: the club's list in @duci/data/events, always there;
// 2. build: the content service's events as `pnpm build` got them
//    (fetchBuildTimeEvents: the service, else the deployed /events.json, else
//    none), built into the pages with the bundled list (`buildTimeEvents`);
// 3. visit: the content service as the visitor's browser asks it
//    (`loadServiceEvents`, service-events.ts), which replaces 2 when it answers;
//    on a failure 1 and 2 stay.
//
// No public page carries the whole list: the build cuts what each may show
// (the home page's few, /events's window, the archive's quarter by quarter:
// events-build-plugin.ts) and each takes 3 the same way (withServiceEvents).
// The whole list is prerendered and only the editor's preview of the archive loads it. Every source's documents
// become events along one path: `toListedEvent`, then `mergeEvents`.

import { mergeEvents } from "@duci/data/event-merge";
import type { ListedEvent } from "@duci/data/event-types";
import { bundledEvents } from "@duci/data/events";
import { listedServiceEvents, toListedEvent } from "@duci/data/listed-event";
import { builtServiceDocuments } from "./built-service-documents.ts";

/** Source 1: the bundled list, ready for the pages. */
export const bundledListedEvents: readonly ListedEvent[] = bundledEvents.flatMap(
  (event) => toListedEvent(event, "bundled") ?? [],
);

/** The bundled list merged with the content service's `documents` (anything else counts as none). */
export function listedEventsFrom(documents: unknown): ListedEvent[] {
  return mergeEvents(bundledListedEvents, listedServiceEvents(documents));
}

/** Source 2: what the pages are prerendered with and start from, the bundled list and the build's service events. */
export const buildTimeEvents: readonly ListedEvent[] = listedEventsFrom(builtServiceDocuments);
