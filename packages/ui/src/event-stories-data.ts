import { club, links } from "@duci/data/config";
import type { ListedEvent } from "@duci/data/event-types";
import { socials } from "@duci/data/socials";

/** A sample event for stories and tests. */
export const sampleEvent: ListedEvent = {
  key: "2024-10-10T01:00:00.000Z|Intro to UX Research",
  title: "Intro to UX Research",
  time: "10/9/2024 6:00 PM",
  start: new Date("2024-10-10T01:00:00Z"),
  durationMinutes: 90,
  type: "Workshop",
  desc: "Plan interviews, write good questions and turn notes into insights.",
  place: "ICS 174",
  links: [
    // Real public addresses: UCI's Zoom, the club's Discord, resources and YouTube channel.
    { label: "Zoom Link", link: "https://uci.zoom.us/" },
    { label: "Discord Link", link: links.discord },
    { label: "Resources", link: `${club.siteUrl}/resources/` },
    { label: "Recording", link: socials.find((social) => social.name === "YouTube")?.link ?? "" },
  ],
  source: "bundled",
  problems: [],
};
