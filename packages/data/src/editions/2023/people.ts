// You Belong Here's keynote speaker, judges and workshop hosts: names, pronouns and
// roles as published; their own words (About Me, Fun Fact) are not carried over.
import type { DesignathonPerson } from "../../designathon-types.ts";

// A contribution names a workshop as the schedule does: "Workshop: <title>[ (<club>)] · <day>, <time> PST".
export const keynote2023: DesignathonPerson = {
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

export const judges2023: readonly DesignathonPerson[] = [
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
export const workshopHosts2023: readonly DesignathonPerson[] = [
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
