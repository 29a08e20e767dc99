// schema.org descriptions of the club and its Design-a-thons, for search
// engines and link previews (rendered as JSON-LD by @duci/ui/json-ld).
import { formatPacificIso } from "@duci/time/format-pacific-iso";
import { pacific } from "@duci/time/pacific";
import { club, links } from "./config.ts";
import { paths } from "./paths.ts";
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

interface EditionFacts {
  name: string;
  path: string;
  /** Pacific wall-clock start and end, "YYYY-MM-DDTHH:MM". */
  start: string;
  end: string;
  mode: "mixed" | "online";
  description: string;
}

// Start: check-in or opening; end: the close of the last day (spec sections 3 and 9).
const designathons: Record<22 | 23 | 24, EditionFacts> = {
  24: {
    name: "Design-a-thon 2024: True to You",
    path: paths.designathon24,
    start: "2024-05-17T15:00",
    end: "2024-05-19T18:00",
    mode: "mixed",
    description:
      "A free three-day hybrid design competition for students: design a product prototype, attend workshops, win prizes.",
  },
  23: {
    name: "Design-a-thon 2023: You Belong Here",
    path: paths.designathon23,
    start: "2023-02-24T17:30",
    end: "2023-02-26T20:00",
    mode: "mixed",
    description:
      "A free three-day design competition on community and inclusivity, online with in-person work sessions.",
  },
  22: {
    name: "Design-a-thon 2022: Impact",
    path: paths.designathon22,
    start: "2022-01-28T18:00",
    end: "2022-01-30T19:00",
    mode: "online",
    description: "A free three-day online design competition for college students on the theme of impact.",
  },
};

/** A Design-a-thon edition as a schema.org Event, times with their Pacific offsets. */
export function designathonJsonLd(edition: 22 | 23 | 24) {
  const facts = designathons[edition];
  const url = `${club.siteUrl}${facts.path}`;
  const campus = {
    "@type": "Place",
    name: "University of California, Irvine",
    address: { "@type": "PostalAddress", addressLocality: "Irvine", addressRegion: "CA", addressCountry: "US" },
  };
  const online = { "@type": "VirtualLocation", url: links.discord };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: facts.name,
    description: facts.description,
    url,
    image: `${url}og/home.png`,
    startDate: formatPacificIso(pacific(facts.start)),
    endDate: formatPacificIso(pacific(facts.end)),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode:
      facts.mode === "mixed"
        ? "https://schema.org/MixedEventAttendanceMode"
        : "https://schema.org/OnlineEventAttendanceMode",
    location: facts.mode === "mixed" ? [campus, online] : online,
    isAccessibleForFree: true,
    organizer: { "@type": "Organization", name: club.name, url: `${club.siteUrl}/` },
  };
}
