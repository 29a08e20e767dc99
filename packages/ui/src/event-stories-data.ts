import { club, links } from "@duci/data/config";
import { socials } from "@duci/data/socials";
import type { CardEvent } from "./event-card.tsx";

/** A sample event for stories and tests. */
export const sampleEvent: CardEvent = {
  title: "Intro to UX Research",
  start: new Date("2024-10-10T01:00:00Z"),
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
};
