// You Belong Here, Design-a-thon 2023: the edition's record. People are
// fictional; sponsors show without a link until the board supplies their real websites.
import { pacific } from "@duci/time/pacific";
import type { DesignathonPerson, SectionNavItem, SponsorCard } from "../designathon-types.ts";
import type { Edition, EditionSummary } from "../edition.ts";
import pearlLogo from "../images/designathon-23/sponsor-boba.svg";
import harborLogo from "../images/designathon-23/sponsor-harbor.svg";
import sketchframeLogo from "../images/designathon-23/sponsor-sketchframe.svg";
import cover from "../images/showcase/edition-2023.svg";
import { showcase2023 } from "../showcase.ts";

const sections2023 = [
  { label: "Overview", id: "overview" },
  { label: "Judges & Speakers", id: "speakers" },
  { label: "Rules", id: "rules" },
  { label: "Prizes", id: "prizes" },
  { label: "Schedule", id: "schedule" },
  { label: "FAQ", id: "faq" },
  { label: "Sponsors", id: "sponsors" },
] as const satisfies readonly SectionNavItem[];

const keynote2023: DesignathonPerson = {
  id: "maya-castellanos",
  name: "Maya Castellanos",
  pronouns: "she/her",
  role: "Head of Inclusive Design, Wavelength",
  about:
    "Maya builds accessibility into products from the first sketch. She opened the weekend with a talk on designing so that nobody has to ask to be let in.",
  funFact: "She has visited every public library in Orange County and rates them by their reading chairs.",
};

const judges2023: readonly DesignathonPerson[] = [
  {
    id: "daniel-oyelowo",
    name: "Daniel Oyelowo",
    pronouns: "he/him",
    role: "Senior UX Designer, Northwind Health",
    about: "Daniel designs scheduling tools for clinics and teaches a weekend course on research synthesis.",
    funFact: "He once hand-lettered an entire wedding invitation suite in one night.",
  },
  {
    id: "lin-zhao",
    name: "Lin Zhao",
    pronouns: "she/they",
    role: "Product Design Lead, Trellis",
    about: "Lin leads a team that designs community tools for small nonprofits.",
    funFact: "Lin keeps a sourdough starter named Figma.",
  },
  {
    id: "samuel-ortiz",
    name: "Samuel Ortiz",
    pronouns: "he/they",
    role: "Design Researcher, Brightline Transit",
    about: "Samuel rides every bus route he researches and brings the stories back to his team.",
    funFact: "He can name every stop on the OC bus route 79, in order.",
  },
  {
    id: "priya-desai",
    name: "Priya Desai",
    pronouns: "she/her",
    role: "UX Engineer, Lumen Labs",
    about: "Priya turns prototypes into working front ends and judges on how real a flow feels.",
    funFact: "She has a cat named Kerning and a dog named Leading.",
  },
];

const workshopHosts2023: readonly DesignathonPerson[] = [
  {
    id: "alex-moreno",
    name: "Alex Moreno",
    pronouns: "they/them",
    role: "Product Designer, Sketchframe",
    about: "Alex hosted Wireframes That Welcome, a fast tour from paper sketch to clickable wireframe.",
    funFact: "Alex draws a tiny comic every morning before opening a laptop.",
  },
  {
    id: "hannah-kim",
    name: "Hannah Kim",
    pronouns: "she/her",
    role: "UX Researcher, Harbor Notes",
    about: "Hannah hosted Listening Across Difference, on interviews with people unlike yourself.",
    funFact: "She speaks three languages and is learning a fourth through cooking videos.",
  },
  {
    id: "marcus-bell",
    name: "Marcus Bell",
    pronouns: "he/him",
    role: "Design Director, Common Ground Studio",
    about: "Marcus hosted Pitch With Heart, on presenting a design story in eight minutes.",
    funFact: "He has run a marathon dressed as a highlighter.",
  },
];

const sponsors2023: readonly SponsorCard[] = [
  {
    id: "sketchframe",
    kind: "a wireframing tool",
    logo: sketchframeLogo,
    alt: "Sketchframe",
    background: "#CEF2FF",
  },
  {
    id: "harbor",
    kind: "a note-taking app",
    logo: harborLogo,
    alt: "Harbor Notes",
    background: "#D1FFE1",
  },
  {
    id: "pearl",
    kind: "a tea shop",
    logo: pearlLogo,
    alt: "Pearl Tea Co.",
    background: "#FFDFD9",
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
