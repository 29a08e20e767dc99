import { toListedEvent } from "@duci/data/event-normalize";
import type { ListedEvent } from "@duci/data/event-types";
import { bundledEvents } from "@duci/data/events";

/** The bundled list, ready for the pages (prerendered from it). */
export const bundledListedEvents: readonly ListedEvent[] = bundledEvents.flatMap(
  (event) => toListedEvent(event, "bundled") ?? [],
);
