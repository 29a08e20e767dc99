import { endpoints } from "@duci/data/config";
import { mergeEvents } from "@duci/data/event-merge";
import type { ListedEvent } from "@duci/data/event-types";
import { startTransition, useEffect, useState } from "react";
import { buildTimeEvents } from "./build-time-events.ts";
import { bundledListedEvents } from "./bundled-listed-events.ts";

/** idle: not asked yet (server, first render); off: no project id configured. */
export type RemoteEventsState = "idle" | "pending" | "loaded" | "failed" | "off";

export const SERVICE_WARNING = "Could not load events from the content service; showing the bundled events.";

// One request per page load, shared by /events and /events/all.
let request: Promise<ListedEvent[]> | null = null;
let answered: readonly ListedEvent[] | null = null;

function loadServiceEvents(): Promise<ListedEvent[]> {
  request ??= import("@duci/data/sanity-events").then(({ fetchSanityEvents }) => fetchSanityEvents());
  return request;
}

/**
 * The events to show: the list the page was built with at once (so the
 * prerendered page and the first render agree), then the bundled list merged
 * with the content service's answer when it arrives. A failure, a time-out or
 * a malformed answer is logged as a warning and the built list stays. Every
 * change re-renders the page as a transition, in slices that never block the
 * page for long.
 */
export function useEvents(): { events: readonly ListedEvent[]; remote: RemoteEventsState } {
  const [events, setEvents] = useState<readonly ListedEvent[]>(buildTimeEvents);
  const [remote, setRemote] = useState<RemoteEventsState>("idle");

  useEffect(() => {
    if (endpoints.sanityProjectId === "") {
      startTransition(() => setRemote("off"));
      return;
    }
    if (answered) {
      const known = answered;
      startTransition(() => {
        setEvents(mergeEvents(bundledListedEvents, known));
        setRemote("loaded");
      });
      return;
    }
    let active = true;
    startTransition(() => setRemote("pending"));
    loadServiceEvents().then(
      (service) => {
        answered = service;
        if (!active) return;
        startTransition(() => {
          setEvents(mergeEvents(bundledListedEvents, service));
          setRemote("loaded");
        });
      },
      (error: unknown) => {
        if (!active) return;
        console.warn(SERVICE_WARNING, error);
        startTransition(() => setRemote("failed"));
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return { events, remote };
}
