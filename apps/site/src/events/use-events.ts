import { endpoints } from "@duci/data/config";
import type { ListedEvent } from "@duci/data/event-types";
import { startTransition, useEffect, useState } from "react";
import { buildTimeEvents, withVisitEvents } from "./event-sources.ts";
import { loadServiceEvents, SERVICE_WARNING } from "./service-events.ts";

/** idle: not asked yet (server, first render); off: no project id configured. */
export type RemoteEventsState = "idle" | "pending" | "loaded" | "failed" | "off";

// The answer, once it came: a later events page of the same visit merges it at once.
let answered: readonly ListedEvent[] | null = null;

/**
 * The events to show, from the sources of event-sources.ts in their order:
 * the list the page was built with at once (so the prerendered page and the
 * first render agree), then the bundled list merged with the content
 * service's answer when it arrives. A failure, a time-out or
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
        setEvents(withVisitEvents(known));
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
          setEvents(withVisitEvents(service));
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
