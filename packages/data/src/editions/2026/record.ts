// Design-a-thon 2026: the edition's record, read by its page, the overview's
// card, the JSON-LD Event, the redirects and the assembly. Replace every "FILL IN".
// Times are Pacific wall-clock times: pacific("2026-04-17T17:00").
// Beside it in this folder: content.ts (what the page shows beyond the record)
// and images/ (the overview card's cover and any drawn wordmarks).
import { pacific } from "@duci/time/pacific";
import type { Edition, EditionSummary } from "../../edition.ts";
import cover from "./images/cover.svg";

/** What the Design-a-thon overview and the home page show: they load this part alone. */
export const summary2026 = {
  yy: "26",
  year: 2026,
  name: "FILL IN: the edition's name",
  theme: "FILL IN: the design theme",
  days: ["2026-04-17", "2026-04-18", "2026-04-19"],
  card: { format: "Hybrid", image: cover, showcase: [] },
} as const satisfies EditionSummary;

export const edition2026 = {
  ...summary2026,
  start: pacific("2026-04-17T17:00"),
  end: pacific("2026-04-19T18:00"),
  briefReveal: pacific("2026-04-17T17:30"),
  sections: [
    { label: "About", id: "s-about" },
    { label: "Tracks", id: "s-tracks" },
    { label: "Judges & Speakers", id: "s-speakers" },
    { label: "Rules", id: "s-rules" },
    { label: "Prizes", id: "s-prizes" },
    { label: "Schedule", id: "s-schedule" },
    { label: "FAQ", id: "s-faq" },
    { label: "Sponsors and Partners", id: "s-sponsors" },
    { label: "Organizing Team", id: "s-team" },
  ],
  aliases: ["26"],
  colors: { tint: "#CEF2FF", accent: "#089AFF" }, // Sky and Blue: any two swatches of ../../brand.ts
  people: {
    // Names and roles exactly as the club published them. `about` only in the person's own words.
    speakers: [{ id: "speaker-1", name: "FILL IN: Speaker Name", role: "FILL IN: their job" }],
    judges: [{ id: "judge-1", name: "FILL IN: Judge Name", role: "FILL IN: their job" }],
    workshopHosts: [],
  },
  // Each with its own website; without a drawn wordmark (`logo`), the name is set in the edition's type.
  sponsors: [{ id: "sponsor-1", kind: "FILL IN: who they are", alt: "FILL IN: Sponsor Name" }],
  partners: [],
  event: {
    mode: "mixed",
    description:
      "FILL IN: one sentence for search engines, e.g. A free three-day hybrid design competition for students.",
  },
} as const satisfies Edition;
