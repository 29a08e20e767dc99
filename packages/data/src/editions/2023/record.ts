// You Belong Here, Design-a-thon 2023: the edition's record, from the club's
// published 2023 page, with its people in people.ts (their portraits are drawn
// from their names).
import { pacific } from "@duci/time/pacific";
import type { SectionNavItem, SponsorCard } from "../../designathon-types.ts";
import type { Edition, EditionSummary } from "../../edition.ts";
import { showcase2023 } from "../../showcase.ts";
import cover from "./images/cover.svg";
import balsamiqLogo from "./images/sponsor-balsamiq.svg";
import friendsOfFigmaLogo from "./images/sponsor-friends-of-figma.svg";
import notionLogo from "./images/sponsor-notion.svg";
import { judges2023, keynote2023, workshopHosts2023 } from "./people.ts";

const sections2023 = [
  { label: "Overview", id: "overview" },
  { label: "Judges & Speakers", id: "speakers" },
  { label: "Rules", id: "rules" },
  { label: "Prizes", id: "prizes" },
  { label: "Schedule", id: "schedule" },
  { label: "FAQ", id: "faq" },
  { label: "Sponsors", id: "sponsors" },
] as const satisfies readonly SectionNavItem[];

// The logos are our own wordmarks, each linking to the sponsor's site.
const sponsors2023: readonly SponsorCard[] = [
  {
    id: "friends-of-figma",
    kind: "a design tool's community",
    link: "https://friends.figma.com/",
    logo: friendsOfFigmaLogo,
    alt: "Friends of Figma",
  },
  {
    id: "notion",
    kind: "a productivity tool",
    link: "https://www.notion.so/",
    logo: notionLogo,
    alt: "Notion",
  },
  {
    id: "balsamiq",
    kind: "a wireframing tool",
    link: "https://balsamiq.com/",
    logo: balsamiqLogo,
    alt: "Balsamiq",
  },
];

/** What the Design-a-thon overview and the home page show: they load this part alone. */
export const summary2023 = {
  yy: "23",
  year: 2023,
  name: "You Belong Here",
  theme: "Community & Inclusivity",
  days: ["2023-02-24", "2023-02-25", "2023-02-26"],
  card: {
    format: "Online plus in-person work sessions",
    participants: "300+",
    image: cover,
    showcase: showcase2023,
  },
} as const satisfies EditionSummary;

export const edition2023 = {
  ...summary2023,
  start: pacific("2023-02-24T17:30"),
  end: pacific("2023-02-26T20:00"),
  briefReveal: pacific("2023-02-24T19:00"),
  winnersAnnounced: pacific("2023-02-26T19:00"),
  sections: sections2023,
  aliases: ["23", "you-belong-here"],
  colors: { tint: "#CEF2FF", accent: "#011EFB" }, // Sky and Ultraviolet
  people: { keynote: keynote2023, judges: judges2023, workshopHosts: workshopHosts2023 },
  sponsors: sponsors2023,
  event: {
    mode: "mixed",
    description:
      "A free three-day design competition on community and inclusivity, online with in-person work sessions.",
  },
} as const satisfies Edition;
