// Impact, Design-a-thon 2022: the edition's record. People are fictional;
// sponsors show without a link until the board supplies their real websites.
import { pacific } from "@duci/time/pacific";
import type { DesignathonPerson, SponsorCard } from "../designathon-types.ts";
import type { Edition, EditionOrganizer, EditionSummary } from "../edition.ts";
import campfireLogo from "../images/designathon-22/campfire.svg";
import gridlineLogo from "../images/designathon-22/gridline.svg";
import inkwellLogo from "../images/designathon-22/inkwell.svg";
import cover from "../images/showcase/edition-2022.svg";
import { showcase2022 } from "../showcase.ts";

const impactJudges: readonly (DesignathonPerson & { pronouns: string })[] = [
  {
    id: "harriet-lam",
    name: "Harriet Lam",
    pronouns: "she/her",
    role: "Senior Product Designer, Brightpath Health",
    about:
      "Harriet designs patient tools that nurses actually enjoy using. She started in the club as a first-year and has judged three Design-a-thons since.",
  },
  {
    id: "omar-siddiqui",
    name: "Omar Siddiqui",
    pronouns: "he/him",
    role: "UX Research Lead, Tidewater Labs",
    about: "Omar runs research for civic technology projects and loves a well-argued affinity map.",
  },
  {
    id: "rosa-delacroix",
    name: "Rosa Delacroix",
    pronouns: "she/they",
    role: "Design Manager, Lumen Mobility",
    about: "Rosa leads a team designing transit apps and mentors early-career designers on weekends.",
  },
  {
    id: "kenji-alvarez",
    name: "Kenji Alvarez",
    pronouns: "he/they",
    role: "Interaction Designer, Fernhill Studio",
    about: "Kenji prototypes everything, from museum kiosks to banking apps, and judges on how ideas feel in the hand.",
  },
];

const impactWorkshopHosts: readonly (DesignathonPerson & { pronouns: string })[] = [
  {
    id: "priya-natarajan",
    name: "Priya Natarajan",
    pronouns: "she/her",
    role: "Product Designer, Clearwater",
    about: "Priya teaches Figma to new designers every quarter and hosted Figma from Zero.",
  },
  {
    id: "marcus-oyelaran",
    name: "Marcus Oyelaran",
    pronouns: "he/him",
    role: "Design Researcher, Northstar Civic",
    about: "Marcus hosted Research That Changes Minds, on interviews that surface the problem behind the problem.",
  },
  {
    id: "elena-vasquez-hart",
    name: "Elena Vasquez-Hart",
    pronouns: "she/her",
    role: "Content Designer, Paperkite",
    about: "Elena hosted Telling Your Design Story, on turning a project into a five-minute presentation.",
  },
];

const impactOrganizers: readonly EditionOrganizer[] = [
  { id: "sofia-mendez", name: "Sofia Mendez", role: "Design-a-thon Director" },
  { id: "tyler-nguyen", name: "Tyler Nguyen", role: "Design-a-thon Director" },
  { id: "aisha-rahman", name: "Aisha Rahman", role: "Events Coordinator" },
  { id: "noah-kim", name: "Noah Kim", role: "Webmaster" },
  { id: "grace-oduya", name: "Grace Oduya", role: "Graphic Designer" },
  { id: "liam-castillo", name: "Liam Castillo", role: "Sponsorship Lead" },
];

const sponsors: readonly SponsorCard[] = [
  {
    id: "inkwell",
    kind: "a design studio",
    logo: inkwellLogo,
    alt: "Inkwell Studio",
    background: "#E4E4E6", // Silver
  },
  {
    id: "gridline",
    kind: "a design tool",
    logo: gridlineLogo,
    alt: "Gridline",
    background: "#E4E4E6", // Silver
  },
  {
    id: "campfire",
    kind: "a coffee shop",
    logo: campfireLogo,
    alt: "Campfire Coffee",
    background: "#E4E4E6", // Silver
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
