// You Belong Here, Design-a-thon 2023: the edition's record, from the club's
// published 2023 page. People keep their names, pronouns and roles as
// published; their own words (About Me, Fun Fact) are not carried over, and
// their portraits are drawn from their names.
import { pacific } from "@duci/time/pacific";
import type { DesignathonPerson, SectionNavItem, SponsorCard } from "../../designathon-types.ts";
import type { Edition, EditionSummary } from "../../edition.ts";
import { showcase2023 } from "../../showcase.ts";
import cover from "./images/cover.svg";
import balsamiqLogo from "./images/sponsor-balsamiq.svg";
import friendsOfFigmaLogo from "./images/sponsor-friends-of-figma.svg";
import notionLogo from "./images/sponsor-notion.svg";

const sections2023 = [
  { label: "Overview", id: "overview" },
  { label: "Judges & Speakers", id: "speakers" },
  { label: "Rules", id: "rules" },
  { label: "Prizes", id: "prizes" },
  { label: "Schedule", id: "schedule" },
  { label: "FAQ", id: "faq" },
  { label: "Sponsors", id: "sponsors" },
] as const satisfies readonly SectionNavItem[];

// A contribution names a workshop as the schedule does: "Workshop: <title>[ (<club>)] · <day>, <time> PST".
const keynote2023: DesignathonPerson = {
  id: "harrison-wheeler",
  name: "Harrison Wheeler",
  pronouns: "he/him",
  role: "Senior Product Design Manager @ LinkedIn",
  contributions: ["Keynote speech · Friday, February 24, 6:00 PM PST"],
};

const antonio = {
  name: "Antonio Flamenco",
  pronouns: "he/him",
  role: "Product Designer @ Workday",
  contributions: ["Judge", "Workshop: Leveraging Accessibility in Design · Saturday, February 25, 5:00-5:45 PM PST"],
} as const;

const mosope = {
  name: "Mosope Adebowale",
  pronouns: "he/him",
  role: "Product Designer @ Meta",
  contributions: ["Judge", "Workshop: Designing for Diversity · Saturday, February 25, 10:00-10:45 AM PST"],
} as const;

const judges2023: readonly DesignathonPerson[] = [
  { id: "antonio-flamenco", ...antonio },
  { id: "mosope-adebowale", ...mosope },
  {
    id: "minjun-chen",
    name: "Minjun Chen",
    pronouns: "she/her/hers",
    role: "Product Designer @ Spotify",
    contributions: ["Judge"],
  },
  {
    id: "yiming-wang",
    name: "Yiming Wang",
    pronouns: "she/her",
    role: "Experience Designer @ VMLY&R",
    contributions: ["Judge"],
  },
  {
    id: "jeremy-marusek",
    name: "Jeremy Marusek",
    pronouns: "he/him",
    role: "Senior Manager, UX @ Amazon",
    contributions: ["Judge"],
  },
];

// Antonio Flamenco and Mosope Adebowale judged and hosted a workshop: a profile
// in each group, so each needs its own anchor on the people page.
const workshopHosts2023: readonly DesignathonPerson[] = [
  { id: "antonio-flamenco-workshop", ...antonio },
  { id: "mosope-adebowale-workshop", ...mosope },
  {
    id: "victoria-wu",
    name: "Victoria Wu",
    pronouns: "she/her",
    role: "Product Designer @ LinkedIn",
    contributions: ["Workshop: Intro to Figma · Friday, February 24, 8:45-9:30 PM PST"],
  },
  {
    id: "meghna-kaligotla",
    name: "Meghna Kaligotla",
    pronouns: "she/her",
    role: "External Vice President @ CTC",
    contributions: ["Workshop: Creating UX Case Studies (CTC) · Saturday, February 25, 3:00-3:45 PM PST"],
  },
  {
    id: "alexandria-wang",
    name: "Alexandria (Alex) Wang",
    pronouns: "she/her",
    role: "Design Director @ CTC",
    contributions: ["Workshop: Creating UX Case Studies (CTC) · Saturday, February 25, 3:00-3:45 PM PST"],
  },
  {
    id: "duong-vu",
    name: "Duong Vu",
    pronouns: "she/her",
    role: "Outreach Co-chair @ WICS",
    contributions: ["Workshop: Design for Gender Inclusivity (WICS) · Friday, February 24, 7:30-8:15 PM PST"],
  },
  {
    id: "amanda-hausmann",
    name: "Amanda Hausmann",
    pronouns: "she/her",
    role: "Community Outreach Committee Member @ WICS",
    contributions: ["Workshop: Design for Gender Inclusivity (WICS) · Friday, February 24, 7:30-8:15 PM PST"],
  },
  {
    id: "joe-cahill",
    name: "Joe Cahill",
    pronouns: "he/him",
    role: "Experience Design Manager @ Unqork",
    contributions: ["Workshop: Be F#$%ing Authentic · Saturday, February 25, 12:00-12:45 PM PST"],
  },
];

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
