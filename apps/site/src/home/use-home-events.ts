import { endpoints } from "@duci/data/config";
import type { ListedEvent } from "@duci/data/event-types";
import { type RefObject, startTransition, useEffect, useState } from "react";
import { loadServiceEvents, SERVICE_WARNING } from "../events/service-events.ts";
import { withServiceEvents } from "../events/with-service-events.ts";

/**
 * The home page's events: `built` (the build's) at once, so the prerendered
 * page and the first render agree, then upgraded with the content service's answer,
 * as /events does. The service is asked once `card` (the event card) is on
 * screen: a phone's first screen ends above it, so a visitor who never
 * scrolls there does not load the service's client. A failure is a console
 * warning only; the build's event stays.
 */
export function useHomeEvents(built: readonly ListedEvent[], card: RefObject<Element | null>): readonly ListedEvent[] {
  const [events, setEvents] = useState(built);

  useEffect(() => {
    if (endpoints.sanityProjectId === "") return;
    let active = true;
    const upgrade = () =>
      loadServiceEvents().then(
        (service) => {
          if (active) startTransition(() => setEvents(withServiceEvents(built, service)));
        },
        (error: unknown) => {
          if (active) console.warn(SERVICE_WARNING, error);
        },
      );
    const element = card.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      upgrade();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      upgrade();
    });
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [built, card]);

  return events;
}
