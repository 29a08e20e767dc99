// schema.org descriptions of the club and its Design-a-thons, for search
// engines and link previews (rendered as JSON-LD by @duci/ui/json-ld).
import { formatPacificIso } from "@duci/time/format-pacific-iso";
import { club, links } from "./config.ts";
import { type Edition, editionPath, editionTitle } from "./edition.ts";
import { socials } from "./socials.ts";

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: club.name,
    url: `${club.siteUrl}/`,
    logo: `${club.siteUrl}/favicon.svg`,
    email: club.email,
    description: "The student club for UI, UX and graphic design at the University of California, Irvine.",
    parentOrganization: { "@type": "CollegeOrUniversity", name: club.university },
    sameAs: socials.map((social) => social.link),
  };
}

/** A Design-a-thon edition as a schema.org Event, times with their Pacific offsets. */
export function designathonJsonLd(facts: Edition) {
  const url = `${club.siteUrl}${editionPath(facts)}`;
  const campus = {
    "@type": "Place",
    name: "University of California, Irvine",
    address: { "@type": "PostalAddress", addressLocality: "Irvine", addressRegion: "CA", addressCountry: "US" },
  };
  const online = { "@type": "VirtualLocation", url: links.discord };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: editionTitle(facts),
    description: facts.event.description,
    url,
    image: `${url}og/home.png`,
    startDate: formatPacificIso(facts.start),
    endDate: formatPacificIso(facts.end),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode:
      facts.event.mode === "mixed"
        ? "https://schema.org/MixedEventAttendanceMode"
        : "https://schema.org/OnlineEventAttendanceMode",
    location: facts.event.mode === "mixed" ? [campus, online] : online,
    isAccessibleForFree: true,
    organizer: { "@type": "Organization", name: club.name, url: `${club.siteUrl}/` },
  };
}
