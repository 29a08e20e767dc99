import { club } from "@duci/data/config";
import type { ListedEvent } from "@duci/data/event-types";
import { eventEnd } from "@duci/time/event-end";
import { formatPacificIso } from "@duci/time/format-pacific-iso";

const ONLINE = /^(online|zoom|discord|virtual)\b/i;
const CALL_LINKS = new Set(["Zoom Link", "Discord Link"]);

function location(event: ListedEvent) {
  const call = event.links.find((link) => CALL_LINKS.has(link.label));
  const virtual = { "@type": "VirtualLocation", url: call?.link ?? club.siteUrl };
  const place = {
    "@type": "Place",
    name: event.place,
    address: {
      "@type": "PostalAddress",
      addressLocality: "Irvine",
      addressRegion: "CA",
      postalCode: "92697",
      addressCountry: "US",
    },
  };
  if (!event.place || ONLINE.test(event.place)) {
    return { eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode", location: virtual };
  }
  if (call?.label === "Zoom Link") {
    return { eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode", location: [place, virtual] };
  }
  return { eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode", location: place };
}

/** schema.org Event data for one event, with Pacific offsets. */
export function eventStructuredData(event: ListedEvent) {
  return {
    "@type": "Event",
    name: event.title,
    ...(event.desc ? { description: event.desc } : {}),
    startDate: formatPacificIso(event.start),
    endDate: formatPacificIso(eventEnd(event)),
    eventStatus: "https://schema.org/EventScheduled",
    ...location(event),
    isAccessibleForFree: true,
    organizer: { "@type": "Organization", name: club.name, url: club.siteUrl, email: club.email },
  };
}

export interface EventJsonLdProps {
  events: readonly ListedEvent[];
}

/** A JSON-LD script describing a section's events, for search engines and calendars. */
export function EventJsonLd({ events }: EventJsonLdProps) {
  const readable = events.filter((event) => !Number.isNaN(event.start.getTime()));
  if (readable.length === 0) return null;
  const data = { "@context": "https://schema.org", "@graph": readable.map(eventStructuredData) };
  // "<" is escaped so no text from the content service can close the script.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
