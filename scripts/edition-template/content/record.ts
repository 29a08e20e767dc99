// Design-a-thon __YEAR__: the edition's record, read by its page, the overview's
// card, the JSON-LD Event, the redirects and the assembly. Replace every "FILL IN".
// Times are Pacific wall-clock times: pacific("__YEAR__-04-17T17:00").
// Beside it in this folder: content.ts (what the page shows beyond the record),
// people.ts (speakers, judges, hosts) and images/ (the overview card's cover and
// any drawn wordmarks).
import { pacific } from "@duci/time/pacific";
import type { Edition, EditionSummary } from "../../edition.ts";
import cover from "./images/cover.svg";
import { judges__YEAR__, speakers__YEAR__ } from "./people.ts";

/** What the Design-a-thon overview and the home page show: they load this part alone. */
export const summary__YEAR__ = {
  yy: "__YY__",
  year: __YEAR__,
  name: "FILL IN: the edition's name",
  theme: "FILL IN: the design theme",
  days: ["__YEAR__-04-17", "__YEAR__-04-18", "__YEAR__-04-19"],
  card: { format: "Hybrid", image: cover, showcase: [] },
} as const satisfies EditionSummary;

export const edition__YEAR__ = {
  ...summary__YEAR__,
  start: pacific("__YEAR__-04-17T17:00"),
  end: pacific("__YEAR__-04-19T18:00"),
  briefReveal: pacific("__YEAR__-04-17T17:30"),
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
  aliases: ["__YY__"],
  colors: { tint: "#CEF2FF", accent: "#089AFF" }, // Sky and Blue: any two swatches of ../../brand.ts
  people: { speakers: speakers__YEAR__, judges: judges__YEAR__, workshopHosts: [] },
  // Each with its own website; without a drawn wordmark (`logo`), the name is set in the edition's type.
  sponsors: [{ id: "sponsor-1", kind: "FILL IN: who they are", alt: "FILL IN: Sponsor Name" }],
  partners: [],
  event: {
    mode: "mixed",
    description:
      "FILL IN: one sentence for search engines, e.g. A free three-day hybrid design competition for students.",
  },
} as const satisfies Edition;
