// Lost & Found, Design-a-thon 2026: what its page shows beyond the record
// (record.ts), with the itinerary (schedule.ts) and the people (people.ts) beside
// it. Facts (dates, times, places, names, numbers, prizes, addresses) are the
// club's published ones; descriptions, answers and rules are our own words.
// The page is read after the event, as a record of it.
import { pacific } from "@duci/time/pacific";
import type { CountdownStep } from "@duci/time/types";
import type { FaqItem, PrizeGroup, Winner } from "../../designathon-types.ts";
import type { Edition } from "../../edition.ts";
import type { EditionContent, EditionScheduleDay, EditionStat, EditionTrack } from "../../edition-content.ts";
import { paths } from "../../paths.ts";
import { edition2026 } from "./record.ts";
import { devpost2026, schedule2026, zoom2026 } from "./schedule.ts";

export { devpost2026, zoom2026 };

/** The two prompts' judging rubrics, as the record links them. */
export const rubrics2026 = {
  general: "https://docs.google.com/document/d/1SII6ROtsOYz5-IwK792cB8LspOzqxtCY_FYzCRiwPSU/edit?tab=t.0",
  professional: "https://docs.google.com/document/d/1TSBmhWT85qSURjU2ZNt1lvYL6Je6I0B_VagHZOkevcc/edit?usp=sharing",
} as const;

/**
 * The clock the page is prerendered with (and renders first in the browser):
 * just after the closing ceremony, so visitors without JavaScript see the end.
 */
export const prerenderedAt = pacific("2026-04-26T22:00");

/**
 * The header countdown, as the record's had it over time: applications to
 * April 10 at 11:59:59 PM, then the extension to April 13, then the event's
 * start (Friday's 5 PM check-in) and the Sunday submission deadline.
 */
export const countdown2026 = [
  { at: pacific("2026-04-10T23:59:59"), text: "Apps close in" },
  { at: pacific("2026-04-13T23:59:59"), text: "Apps extended! Apps close in" },
  { at: edition2026.start, text: "Event starts in" },
  { at: pacific("2026-04-26T08:00"), text: "Designing ends in" },
  { at: "end", text: "Lost & Found has ended. Thank you for joining us!" },
] as const satisfies readonly CountdownStep[];

/** The short line of facts under the header's dates. */
export const headerFacts2026 = "Hybrid · Free · Solo or teams of up to 4";

/** Where it happened, as the record's header says. */
export const venue2026 = "UC Irvine DCE";

export const about2026 = {
  paragraphs: [
    "Design-a-thon, which the club calls the largest student-run design hackathon in California, set out into space in 2026 with the theme Lost & Found. Over a three-day weekend, students designed UI/UX solutions to real-world problems as working Figma prototypes and presented their case studies to industry judges.",
    "It was free and hybrid: mostly in person at UC Irvine's Division of Continuing Education (DCE), with online participants on Zoom and Discord. Designers came solo or in teams of up to four and chose one of two prompts, revealed at Friday evening's opening ceremony; workshops on ideation, Figma, prototyping and pitching helped beginners along.",
  ],
  facts: [
    { term: "When", detail: "April 24-26, 2026 (3 days)" },
    { term: "Where", detail: "Hybrid: UC Irvine DCE and online" },
    { term: "Who", detail: "Undergraduate and graduate students in the US" },
    { term: "Applications closed", detail: "April 13, 2026, 11:59 PM Pacific Time" },
    { term: "Cost", detail: "Free" },
  ],
};

/** The record's figures, as it shows them. */
export const stats2026 = [
  { value: "250+", label: "Projects" },
  { value: "1,350", label: "Attendees" },
  { value: "85", label: "Universities" },
  { value: "$60,000", label: "Funding" },
] as const satisfies readonly EditionStat[];

/**
 * The two prompts as the record's Prompts section has them: the track's name,
 * its challenge and its judging rubric. (A "Tracks" component with AI & ML,
 * Open Source and Sustainability sits in the record's code, but it was
 * placeholder text and never on the published page.)
 */
export const tracks2026 = [
  {
    id: "general",
    label: "General Track",
    title: "Chaos into Clarity",
    summary:
      "For explorers of every background: design an experience that turns scattered notes, sketches and thoughts into clarity, leading people from confusion to confidence. Exploring and the process counted more than a perfect answer. Required: every participant used Notability and Gemini to ideate. Sponsored by Gemini and Notability.",
    link: { label: "Judging rubric", href: rubrics2026.general },
  },
  {
    id: "professional",
    label: "Professional Track",
    title: "Constellations of Possibility",
    summary:
      "For seasoned designers, with the brand studio EAT Studio: design a product, identity or experience rooted in community and culture, turning culture, memory and experience into something people can hold, like a remembered meal or a neighborhood spot. Inspired by two Irvine favorites, Menya Hanabi and Auntea Jenny, who sponsored it with EAT Studio.",
    link: { label: "Judging rubric", href: rubrics2026.professional },
  },
] as const satisfies readonly EditionTrack[];

/** The special awards of the record's Prizes section; their prizes are listed there. */
export const awards2026 = [
  { id: "beginners-prize", title: "Beginner's prize" },
  { id: "most-novel", title: "Most novel" },
  { id: "peoples-choice", title: "People's choice" },
] as const satisfies readonly EditionTrack[];

/**
 * The rules of 2026, in our words (the record has eight). The submission
 * deadline is the itinerary's: Sunday, 8:00 AM on Devpost.
 */
export const rules2026 = [
  "Every team member was a current undergraduate or graduate student with an institutional (.edu) email address.",
  "A team had at most 4 people in total.",
  "Each team submitted once, for all its members.",
  "All work had to be the team's own: plagiarism meant disqualification.",
  "Everything was designed during the event, April 24 to 26, 2026: nothing made before it could be submitted.",
  "No late submissions: designs were due on Devpost by Sunday, April 26 at 8:00 AM Pacific Time.",
  "A submission changed after the deadline was not judged.",
  "A team took part entirely online or entirely in person, never split.",
] as const;

/**
 * The prizes, card by card as the record lists them in its three groups
 * (General track, Professional track, Special awards), with the items as
 * published. A card's symbol is the nearest of the shared ones: the places
 * for the general track, a star for the professional prize, a plus for the
 * beginners, the creative mark for the most novel, a heart for people's choice.
 */
export const prizes2026 = [
  {
    symbol: "1st",
    label: "1st place\u00a0· General track",
    prizes: ["4x Sony Headphones", "4x Annual Notability Pro", "4x $100 Visa Gift Cards"],
  },
  {
    symbol: "2nd",
    label: "2nd place\u00a0· General track",
    prizes: ["4x Anker Power Banks", "4x Bluety Gift Bags", "4x Annual Notability Pro", "4x $50 Visa Gift Cards"],
  },
  {
    symbol: "3rd",
    label: "3rd place\u00a0· General track",
    prizes: ["4x Echo Dots", "4x Bluety Gift Bags", "4x Annual Notability Pro"],
  },
  {
    symbol: "Honorable",
    label: "Professional prize\u00a0· Professional track",
    prizes: [
      "Design a Auntea Jenny Cup Opportunity + $50 Auntea Jenny",
      "1:1 Resume/Portfolio Review with EAT Studio",
      "4x $100 Menya Hanabi Gift Cards + 4x Exclusive T-Shirts",
      "4x $100 Visa Gift Cards",
      "4x $50 Figma Gift Cards",
    ],
  },
  {
    symbol: "Extras",
    label: "Beginner's prize\u00a0· Special award",
    prizes: ["4x Joiish Matcha Kit", "4x Chaism Ceremonial Grade Matcha Powder", "4x Figma Gift Cards"],
  },
  {
    symbol: "Creative",
    label: "Most novel\u00a0· Special award",
    prizes: [
      "4x LEGO 3in1 Building Toy Lego Sets",
      "1x LEGO Bricklink Pursuit of Flight Set",
      "1x LEGO Bricklink Popcorn Wagon Set",
      "1x LEGO Love Birds Set",
      "1x LEGO Bonsai Tree Set",
    ],
  },
  {
    symbol: "Presentation",
    label: "People's choice\u00a0· Special award",
    prizes: [
      "4x Apple AirTags",
      "4x Apple AirTag Cases",
      "4x Chipotle Entree Gift Cards",
      "5x Cane's Box Combo Gift Cards",
      "2x Bluety Gift Bag",
    ],
  },
] as const satisfies readonly PrizeGroup[];

/** 2026's winners are not in the record (its last change predates the closing ceremony): the block stays hidden. */
export const winners2026: readonly Winner[] = [];

/**
 * The record's twelve questions, word for word, with our answers, told after
 * the event. The record's deadline answer, "April 10th, 2025 11:59 PM PST", is
 * read as 2026 (the year of the event, and the date its countdown counted to)
 * in Pacific daylight time; its countdown then extended the deadline to April
 * 13, which the FAQ never said. The sign-up form's address no longer works: no link.
 */
export const faq2026 = [
  {
    id: "why",
    question: "Why should I join?",
    answer:
      "Design starts with listening to what people need. Lost & Found was a place to practice the whole of design thinking on a real need, from research and ideas to building and testing.",
  },
  {
    id: "who",
    question: "Who can attend?",
    answer:
      "Any undergraduate or graduate student in the US with an institutional (.edu) email address; no one else could take part.",
  },
  {
    id: "sign-up",
    question: "How do I sign up?",
    answer:
      "With the participant sign-up form on the Design-a-thon's website. Applications closed on Monday, April 13, 2026.",
  },
  {
    id: "split-teams",
    question: "Can team participation be split (i.e. some participants in-person, some online)?",
    answer: "No: a team took part all in person or all online. Teams in person and online were judged alike.",
  },
  {
    id: "beginners",
    question: "I don't have prior knowledge in design. Can I still participate?",
    answer: "Yes: workshops and mentor office hours helped beginners get started.",
  },
  {
    id: "cost",
    question: "How much does it cost?",
    answer: "Nothing: it was free. Participants needed a device with Zoom and Discord, and curiosity.",
  },
  {
    id: "deadline",
    question: "When is the registration deadline?",
    answer: "Friday, April 10, 2026 at 11:59 PM Pacific Time, then extended to Monday, April 13, 2026 at 11:59 PM.",
  },
  {
    id: "prepare",
    question: "How do I prepare?",
    answer:
      "Workshops at the event covered design thinking and the design process for newcomers. It helped to know Figma, Sketch, Adobe XD or another prototyping tool beforehand; the club's resources page has more.",
    link: { label: "Design at UCI resources", href: paths.resources },
  },
  {
    id: "teams",
    question: "How do teams work?",
    answer: "Solo or in a team of up to 4 people in total; a team's members were those named in its submission.",
  },
  {
    id: "no-team",
    question: "What if I don't have a team?",
    answer:
      "A team-finding event ran in person during check-in, and participants found teammates on the Discord too. Going solo was allowed.",
  },
  {
    id: "where",
    question: "Where is the event located?",
    answer:
      "Mostly in person at UC Irvine's Division of Continuing Education (DCE): check-in in the DCE Courtyard, sessions in DCE Yosemite, judging in DCE 2030 and 2040. Online participants joined on Zoom.",
  },
  {
    id: "submit",
    question: "Where do I submit my project?",
    answer:
      "On Devpost, which opened during the event: one person per team submitted its final working prototype by Sunday, April 26 at 8:00 AM Pacific Time.",
    link: { label: "Lost & Found on Devpost", href: devpost2026 },
  },
] as const satisfies readonly FaqItem[];

/** The organising team: six committees and their members, with the roles the record gives them. */
export const committees2026 = [
  {
    id: "web",
    name: "Web Team",
    members: [
      { id: "jay-chan", name: "Jay Chan", role: "Director (Development)" },
      { id: "anna-kwan", name: "Anna Kwan", role: "Director (UI/UX)" },
      { id: "johnson-nguyen", name: "Johnson Nguyen", role: "Committee (Development)" },
      { id: "abby-chang", name: "Abby Chang", role: "Committee (UI/UX)" },
      { id: "alice-ger", name: "Alice Ger", role: "Committee (UI/UX)" },
    ],
  },
  {
    id: "logistics",
    name: "Logistics & Operations",
    members: [
      { id: "allison-huang", name: "Allison Huang", role: "Director" },
      { id: "evie-ngo", name: "Evie Ngo", role: "Director" },
      { id: "heidi-tran", name: "Heidi Tran", role: "Committee" },
      { id: "queena-liu", name: "Queena Liu", role: "Committee" },
    ],
  },
  {
    id: "finance",
    name: "Finance & Budgeting",
    members: [
      { id: "sahana-iyer", name: "Sahana Iyer", role: "Director" },
      { id: "gabrielle-neve-landavora", name: "Gabrielle Neve Landavora", role: "Committee" },
      { id: "emily-ono", name: "Emily Ono", role: "Committee" },
    ],
  },
  {
    id: "marketing",
    name: "Marketing & Outreach",
    members: [
      { id: "julia-tjia", name: "Julia Tjia", role: "Director" },
      { id: "paolo-brinas", name: "Paolo Brinas", role: "Committee" },
      { id: "vanessa-chok", name: "Vanessa Chok", role: "Committee" },
      { id: "audrey-zheng", name: "Audrey Zheng", role: "Committee" },
    ],
  },
  {
    id: "creative",
    name: "Creative & Branding",
    members: [
      { id: "julianna-nacorda", name: "Julianna Nacorda", role: "Director" },
      { id: "candice-li", name: "Candice Li", role: "Committee" },
      { id: "sherry-tram", name: "Sherry Tram", role: "Committee" },
    ],
  },
  {
    id: "corporate",
    name: "Corporate Relations",
    members: [
      { id: "chloe-chun", name: "Chloe Chun", role: "Director" },
      { id: "bharathi-kaliraj", name: "Bharathi Kaliraj", role: "Committee" },
      { id: "tiffany-ng", name: "Tiffany Ng", role: "Committee" },
      { id: "william-vo", name: "William Vo", role: "Committee" },
    ],
  },
] as const;

/** The closing line at the foot of the page; the theme's name stays on one line. */
export const closing2026 = "Thank you for exploring Lost\u00a0&\u00a0Found with us.";

/** The record as the Edition type, so the fields a record may leave out (keynote, partners) read as optional. */
export const edition: Edition = edition2026;

/** Widened from the literal types, so each event reads as one that may have hosts and a Zoom button. */
const schedule: readonly EditionScheduleDay[] = schedule2026;

/** Everything the page shows beyond its record, in the template's shape. */
export const content = {
  prerenderedAt,
  facts: headerFacts2026,
  countdown: countdown2026,
  // Lost & Found had no challenge brief or handbook document: its prompts are on the page.
  links: { challengeBrief: null, handbook: null },
  zoom: zoom2026,
  about: about2026.paragraphs,
  aboutFacts: about2026.facts,
  stats: stats2026,
  tracks: tracks2026,
  awards: awards2026,
  rules: rules2026,
  prizes: prizes2026,
  winners: winners2026,
  faq: faq2026,
  schedule,
  committees: committees2026,
  closing: closing2026,
} satisfies EditionContent;
