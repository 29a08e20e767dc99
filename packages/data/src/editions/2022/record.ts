// Impact, Design-a-thon 2022: the edition's record, from the club's published
// 2022 page (sponsors as it named them; its people are in people.ts).
import { pacific } from "@duci/time/pacific";
import type { SponsorCard } from "../../designathon-types.ts";
import type { Edition, EditionSummary } from "../../edition.ts";
import { showcase2022 } from "../../showcase.ts";
import cover from "./images/cover.svg";
import rosenfeldMediaLogo from "./images/rosenfeld-media.svg";
import sketchLogo from "./images/sketch.svg";
import { impactJudges, impactOrganizers, impactWorkshopHosts } from "./people.ts";

const sponsors: readonly SponsorCard[] = [
  {
    id: "rosenfeld-media",
    kind: "a publisher of UX books",
    link: "https://rosenfeldmedia.com/",
    logo: rosenfeldMediaLogo,
    alt: "Rosenfeld Media",
  },
  {
    id: "sketch",
    kind: "a design tool",
    link: "https://www.sketch.com",
    logo: sketchLogo,
    alt: "Sketch",
  },
];

/** What the Design-a-thon overview and the home page show: they load this part alone. */
export const summary2022 = {
  yy: "22",
  year: 2022,
  name: "Impact",
  theme: "Impact",
  days: ["2022-01-28", "2022-01-29", "2022-01-30"],
  card: { participants: "100+", image: cover, showcase: showcase2022 },
} as const satisfies EditionSummary;

export const edition2022 = {
  ...summary2022,
  start: pacific("2022-01-28T18:00"),
  end: pacific("2022-01-30T19:00"),
  briefReveal: pacific("2022-01-28T18:30"),
  sections: [
    { label: "Overview", id: "overview" },
    { label: "Rules", id: "rules" },
    { label: "Schedule", id: "schedule" },
    { label: "Resources", id: "resources" },
    { label: "FAQ", id: "faq" },
    { label: "About", id: "about" },
  ],
  aliases: ["22", "impact", "impact22"],
  rootAliases: ["impact22", "designathon22"],
  colors: { tint: "#FFDFD9", accent: "#FFCC45" }, // Peach and Yellow
  people: { judges: impactJudges, workshopHosts: impactWorkshopHosts, organizers: impactOrganizers },
  sponsors,
  event: {
    mode: "online",
    description: "A free three-day online design competition for college students on the theme of impact.",
  },
} as const satisfies Edition;
