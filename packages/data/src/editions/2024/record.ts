// True to You, Design-a-thon 2024: the edition's record, from the club's
// published page. Sponsor and partner cards are our own wordmarks.
import { pacific } from "@duci/time/pacific";
import type { SectionNavItem, SponsorCard } from "../../designathon-types.ts";
import type { Edition, EditionSummary } from "../../edition.ts";
import { showcase2024 } from "../../showcase.ts";
import cover from "./images/cover.svg";
import balsamiq from "./images/partner-balsamiq.svg";
import commitTheChange from "./images/partner-commit-the-change.svg";
import vgdc from "./images/partner-vgdc.svg";
import codazen from "./images/sponsor-codazen.svg";
import friendsOfFigma from "./images/sponsor-friends-of-figma.svg";
import notion from "./images/sponsor-notion.svg";
import uciOdit from "./images/sponsor-uci-odit.svg";
import { judges2024, workshopHosts2024 } from "./people.ts";

const sections2024 = [
  { label: "About", id: "s-about" },
  { label: "Judges & Speakers", id: "s-speakers" },
  { label: "Rules", id: "s-rules" },
  { label: "Prizes", id: "s-prizes" },
  { label: "Schedule", id: "s-schedule" },
  { label: "FAQ", id: "s-faq" },
  { label: "Sponsors and Partners", id: "s-sponsors" },
] as const satisfies readonly SectionNavItem[];

const sponsors2024 = [
  {
    id: "notion",
    kind: "a productivity tool",
    link: "https://www.notion.so/",
    logo: notion,
    alt: "Notion",
  },
  {
    id: "friends-of-figma",
    kind: "a design tool's community",
    link: "https://friends.figma.com/",
    logo: friendsOfFigma,
    alt: "Friends of Figma",
  },
  {
    id: "uci-odit",
    kind: "a university data and IT office",
    link: "https://odit.uci.edu/",
    logo: uciOdit,
    alt: "UCI Office of Data and Information Technology",
  },
  {
    id: "codazen",
    kind: "a web agency",
    link: "https://www.codazen.com/",
    logo: codazen,
    alt: "Codazen",
  },
] as const satisfies readonly SponsorCard[];

const partners2024 = [
  {
    id: "balsamiq",
    kind: "a wireframing tool",
    link: "https://balsamiq.com/",
    logo: balsamiq,
    alt: "Balsamiq",
  },
  {
    id: "vgdc",
    kind: "a video game development club",
    link: "https://sites.google.com/uci.edu/vgdcuci",
    logo: vgdc,
    alt: "Video Game Development Club",
  },
  {
    id: "commit-the-change",
    kind: "a community service club",
    link: "https://ctc-uci.com/",
    logo: commitTheChange,
    alt: "Commit the Change",
  },
] as const satisfies readonly SponsorCard[];

/** What the Design-a-thon overview and the home page show: they load this part alone. */
export const summary2024 = {
  yy: "24",
  year: 2024,
  name: "True to You",
  theme: "True to You",
  days: ["2024-05-17", "2024-05-18", "2024-05-19"],
  card: { format: "Hybrid", image: cover, showcase: showcase2024 },
} as const satisfies EditionSummary;

export const edition2024 = {
  ...summary2024,
  start: pacific("2024-05-17T15:00"),
  end: pacific("2024-05-19T18:00"),
  briefReveal: pacific("2024-05-17T17:30"),
  sections: sections2024,
  aliases: ["24", "truetoyou", "true-to-you"],
  rootAliases: ["truetoyou", "true-to-you"],
  colors: { tint: "#FFE1FB", accent: "#011EFB" }, // Blush and Ultraviolet
  people: { judges: judges2024, workshopHosts: workshopHosts2024 },
  sponsors: sponsors2024,
  partners: partners2024,
  event: {
    mode: "mixed",
    description:
      "A free three-day hybrid design competition for students: design a product prototype, attend workshops, win prizes.",
  },
} as const satisfies Edition;
