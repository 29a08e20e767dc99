import type { CardEvent } from "./event-card.tsx";

/** A sample event for stories and tests. */
export const sampleEvent: CardEvent = {
  title: "Intro to UX Research",
  start: new Date("2024-10-10T01:00:00Z"),
  type: "Workshop",
  desc: "Plan interviews, write good questions and turn notes into insights.",
  place: "ICS 174",
  links: [
    // Real public addresses that belong to no club: the services' own front pages.
    { label: "Zoom Link", link: "https://zoom.us/" },
    { label: "Discord Link", link: "https://discord.com/" },
    { label: "Resources", link: "https://www.figma.com/" },
    { label: "Recording", link: "https://www.youtube.com/" },
  ],
};
