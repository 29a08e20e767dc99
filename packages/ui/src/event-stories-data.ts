import type { ListedEvent } from "@duci/data/event-types";

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
    { label: "Zoom Link", link: "https://uci.zoom.us/j/1" },
    { label: "Discord Link", link: "https://discord.com/invite/MBVrKe9" },
    { label: "Slides", link: "https://example.com/slides" },
    { label: "Recording", link: "https://example.com/recording" },
  ],
  source: "bundled",
  problems: [],
};
