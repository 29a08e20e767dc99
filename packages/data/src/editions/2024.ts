// True to You, Design-a-thon 2024: the edition's record. People are fictional;
// sponsors show without a link until the board supplies their real websites.
import { pacific } from "@duci/time/pacific";
import type { DesignathonPerson, SectionNavItem, SponsorCard } from "../designathon-types.ts";
import type { Edition, EditionSummary } from "../edition.ts";
import gameDev from "../images/designathon-24/partner-game-dev.svg";
import service from "../images/designathon-24/partner-service.svg";
import sketchframe from "../images/designathon-24/partner-sketchframe.svg";
import campusIt from "../images/designathon-24/sponsor-campus-it.svg";
import frameFriends from "../images/designathon-24/sponsor-frame-friends.svg";
import harbor from "../images/designathon-24/sponsor-harbor.svg";
import inkwell from "../images/designathon-24/sponsor-inkwell.svg";
import cover from "../images/showcase/edition-2024.svg";
import { showcase2024 } from "../showcase.ts";

const sections2024 = [
  { label: "About", id: "s-about" },
  { label: "Judges & Speakers", id: "s-speakers" },
  { label: "Rules", id: "s-rules" },
  { label: "Prizes", id: "s-prizes" },
  { label: "Schedule", id: "s-schedule" },
  { label: "FAQ", id: "s-faq" },
  { label: "Sponsors and Partners", id: "s-sponsors" },
] as const satisfies readonly SectionNavItem[];

/** Judges; the first one is the keynote speaker. */
const judges2024 = [
  {
    id: "maren-osei",
    name: "Maren Osei",
    role: "Keynote Speaker · Principal Product Designer",
    about:
      "Maren has spent twelve years designing health and banking apps used by millions. She started as a printmaker, still carries a sketchbook everywhere, and will open the weekend with a talk on designing from your own values instead of the latest trend.",
  },
  {
    id: "julian-park",
    name: "Julian Park",
    role: "Judge · Senior UX Researcher",
    about:
      "Julian leads research for a travel start-up and teaches interviewing to new researchers. He looks for teams that can say who they talked to and what changed because of it.",
  },
  {
    id: "camila-ortega",
    name: "Camila Ortega",
    role: "Judge · Design Systems Lead",
    about:
      "Camila builds the component libraries behind a large retail site. She cares about type, spacing and the details that make a prototype feel finished, and she loves a good empty state.",
  },
  {
    id: "dev-raman",
    name: "Dev Raman",
    role: "Judge · Product Manager",
    about:
      "Dev moved from engineering into product and now runs a team shipping tools for teachers. He will ask what problem your design solves and how you would know it worked.",
  },
  {
    id: "tessa-lindgren",
    name: "Tessa Lindgren",
    role: "Judge · Interaction Designer, Club Alumna",
    about:
      "Tessa competed in the first Design-a-thon as a sophomore and now designs in-car interfaces. She is back to cheer on first-time designers and to judge the motion in your prototypes.",
  },
] as const satisfies readonly DesignathonPerson[];

const workshopHosts2024 = [
  {
    id: "figma-club",
    name: "Nadia Flores",
    role: "Intro to Figma · Student Design Club Officer",
    about:
      "Nadia runs the beginner workshops of a campus design club. In forty-five minutes she takes you from an empty file to frames, auto layout and your first clickable link.",
  },
  {
    id: "ezra-bloom",
    name: "Ezra Bloom",
    role: "Embracing Your Authentic Self · Creative Director",
    about:
      "Ezra leads a small brand studio and speaks about finding a voice as a designer. Expect stories about portfolios that got rejected and the honest ones that worked.",
  },
  {
    id: "keiko-watanabe",
    name: "Keiko Watanabe",
    role: "Research for Complexity · Service Designer",
    about:
      "Keiko maps hospital and transit services, where one screen is never the whole story. Her workshop shows how to research a problem with many people and many steps.",
  },
  {
    id: "samuel-adeyemi",
    name: "Samuel Adeyemi",
    role: "Intro to Prototyping · Product Designer",
    about:
      "Samuel prototypes everything, from paper flows to smart animations. He will show how to make a prototype that tests one question well instead of everything badly.",
  },
  {
    id: "lucia-moreno",
    name: "Lucía Moreno",
    role: "Accessibility & Cross Cultural Design · UX Designer",
    about:
      "Lucía designs multilingual public services and audits them for accessibility. Her session covers contrast, screen readers and designing for people who read right to left.",
  },
] as const satisfies readonly DesignathonPerson[];

const sponsors2024 = [
  {
    id: "inkwell",
    kind: "a productivity tool",
    logo: inkwell,
    alt: "Inkwell Notes, a productivity tool",
    background: "#FFE1FB",
    tape: true,
  },
  {
    id: "frame-friends",
    kind: "a design tool's community",
    logo: frameFriends,
    alt: "Frame Friends OC, a design tool's community",
    background: "#CEF2FF",
  },
  {
    id: "campus-it",
    kind: "a university data and IT office",
    logo: campusIt,
    alt: "Campus Data & IT, the university's data and IT office",
    background: "#D1FFE1",
    tape: true,
    tapeMirrored: true,
  },
  {
    id: "harbor",
    kind: "a web agency",
    logo: harbor,
    alt: "Pixel Harbor, a web agency",
    background: "#FFDFD9",
  },
] as const satisfies readonly SponsorCard[];

const partners2024 = [
  {
    id: "sketchframe",
    kind: "a wireframing tool",
    logo: sketchframe,
    alt: "Sketchframe, a wireframing tool",
    background: "#FFE1FB",
    tape: true,
  },
  {
    id: "game-dev",
    kind: "a video game development club",
    logo: gameDev,
    alt: "Game Dev Club, a video game development club",
    background: "#CEF2FF",
  },
  {
    id: "service",
    kind: "a community service club",
    logo: service,
    alt: "Service Circle, a community service club",
    background: "#FFDFD9",
    tape: true,
    tapeMirrored: true,
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
