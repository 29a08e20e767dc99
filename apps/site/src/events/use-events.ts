import { endpoints } from "@duci/data/config";
import type { ListedEvent } from "@duci/data/event-types";
import { startTransition, useEffect, useState } from "react";
import { loadServiceEvents, SERVICE_WARNING } from "./service-events.ts";
import { withServiceEvents } from "./with-service-events.ts";

/** idle: not asked yet (server, first render); off: no project id configured. */
export type RemoteEventsState = "idle" | "pending" | "loaded" | "failed" | "off";

// The answer, once it came: a later events page of the same visit merges it at once.
let answered: readonly ListedEvent[] | null = null;

const everyEvent = () => true;

/**
 * The events to show: `built` (what the page was built with) at once, so the
 * prerendered page and the first render agree, then `built` upgraded with the
 * content service's answer when it arrives (withServiceEvents), keeping the
 * events `keep` accepts (a quarter's page keeps its quarter's). A failure, a
 * time-out or a malformed answer is logged as a warning and the built list
 * stays. Every change re-renders the page as a transition, in slices that
 * never block the page for long.
 */
export function useEvents(
  built: readonly ListedEvent[],
  keep: (event: ListedEvent) => boolean = everyEvent,
): { events: readonly ListedEvent[]; remote: RemoteEventsState } {
  const [events, setEvents] = useState<readonly ListedEvent[]>(built);
  const [remote, setRemote] = useState<RemoteEventsState>("idle");

  useEffect(() => {
    if (endpoints.sanityProjectId === "") {
      startTransition(() => setRemote("off"));
      return;
    }
    const upgrade = (service: readonly ListedEvent[]) =>
      startTransition(() => {
        setEvents(withServiceEvents(built, service).filter(keep));
        setRemote("loaded");
      });
    if (answered) {
      upgrade(answered);
      return;
    }
    let active = true;
    startTransition(() => setRemote("pending"));
    loadServiceEvents().then(
      (service) => {
        answered = service;
        if (active) upgrade(service);
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
  }, [built, keep]);

  return { events, remote };
}
