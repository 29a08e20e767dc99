// Beyond Our Horizons, Design-a-thon 2025: what its page shows beyond the record
// (record.ts), with the itinerary beside it (schedule.ts). Facts (dates, times,
// places, names, figures, prizes, addresses) are the club's published ones; the
// descriptions, answers and rules are our own words. The page is read after the
// event, as a record of it: registration is over, the winners are known.
import { pacific } from "@duci/time/pacific";
import type { CountdownStep } from "@duci/time/types";
import type { FaqItem, PrizeGroup, Winner } from "../../designathon-types.ts";
import type { Edition } from "../../edition.ts";
import type { EditionCommittee, EditionContent, EditionStat, EditionTrack } from "../../edition-content.ts";
import { paths } from "../../paths.ts";
import { edition2025 } from "./record.ts";
import { type Schedule2025Day, schedule2025 } from "./schedule.ts";

/** Where projects were submitted: the navigation's "Devpost" button. */
export const devpost2025 = "https://ucidesignathon.devpost.com/";

/** The registration deadline as the record words it (it names no time zone). */
export const registrationDeadline2025 = "April 9th, 2025 11:59 PM";

/** Just after the event: visitors without JavaScript see its final state. */
export const prerenderedAt = pacific("2025-04-20T18:00");

/**
 * The header countdown, in the record's steps: the registration deadline, the
 * start, the end of designing (the submission deadline), then the closing
 * message. The record's countdown code started at 5:30 PM while its comment and
 * the itinerary say designing began at 6:30 PM: the itinerary's time is used.
 */
export const countdown2025 = [
  { at: pacific("2025-04-09T23:59"), text: "Registration closes in" },
  { at: edition2025.briefReveal, text: "Event starts in" },
  { at: pacific("2025-04-20T09:00"), text: "Designing ends in" },
  { at: "end", text: "Beyond Our Horizons has ended. Thank you for designing with us!" },
] as const satisfies readonly CountdownStep[];

/** The short line of facts under the header's dates. */
export const headerFacts2025 = "UC Irvine DCE · Hybrid · Free · Solo or teams of up to 4";

export const about2025 = {
  paragraphs: [
    "Beyond Our Horizons was Design at UCI's 2025 Design-a-thon: a weekend in April when student designers, solo or in teams of up to four, took one prompt from first idea to working prototype.",
    "It was hybrid and free: mostly at UC Irvine's Division of Continuing Education, online designers joining by Zoom. Between design sessions came keynote talks, workshops, mentoring hours and meals; on Sunday the projects went before the judges.",
  ],
  facts: [
    { term: "When", detail: "April 18-20, 2025 (3 days)" },
    { term: "Where", detail: "UC Irvine DCE and online" },
    { term: "Theme", detail: edition2025.theme },
    { term: "Who", detail: "Undergraduate and graduate students in the US" },
    { term: "Registration deadline", detail: registrationDeadline2025 },
    { term: "Cost", detail: "Free" },
  ],
};

/** The 2025 page's own figures. */
export const stats2025 = [
  { value: "189", label: "Projects" },
  { value: "300+", label: "Attendees" },
  { value: "$2,500", label: "Prizes" },
  { value: "65,000", label: "Social media outreach" },
] as const satisfies readonly EditionStat[];

/** The one prompt of 2025, its title as the record has it, the summary our own. */
export const prompt2025 = [
  {
    id: "prompt",
    label: "Prompt",
    title: "Reimagining How We Interface with the World.",
    summary:
      "AI, AR and spatial computing keep changing daily life, yet new technology often confuses or leaves people out. Teams picked a place where it changes fast or is hard to use, such as emergency response, elder care or extreme environments, found a real problem there, and designed a bold, intuitive interface for it in any medium (voice, gesture, touch, AI agents or something new) for a future that feels less overwhelming and more human.",
  },
] as const satisfies readonly EditionTrack[];

/** The rules of 2025, in our words. */
export const rules2025 = [
  "Every member had to be a current undergraduate or graduate student with a .edu email address.",
  "A team had at most 4 people in total.",
  "One submission per team, made by one member for everyone who worked on it.",
  "All work had to be original: plagiarism meant disqualification.",
  "Every design had to be made during the event, between April 18 and April 20, 2025.",
  "Late submissions were not accepted.",
  "A submission changed after the April 20, 2025 deadline was not judged.",
  "A team was entirely online or entirely in person.",
] as const;

/** The prizes of each award, in normal capitals (the record sets them in upper case). */
export const prizes2025 = [
  {
    symbol: "1st",
    label: "1st Place",
    prizes: ["Polaroid Now Camera 3rd Generation", "1:1 Mentorship", "Private Google Tour @ Irvine"],
  },
  { symbol: "2nd", label: "2nd Place", prizes: ["Elgato Stream Deck MK2", "1:1 Mentorship"] },
  { symbol: "3rd", label: "3rd Place", prizes: ["4 x $75 Amazon Gift Cards", "UCI Designathon Stickers"] },
  {
    symbol: "Honorable",
    label: "Honorable Mentions",
    prizes: ["4 x $50 Amazon Gift Cards", "UCI Designathon Stickers"],
  },
  { symbol: "Creative", label: "Most Novel Interface", prizes: ["Retro Handheld Game Consoles", "1:1 Mentorship"] },
] as const satisfies readonly PrizeGroup[];

/**
 * The winners as the club's archive names them (on its 2026 page): project and
 * members, no team names or schools. The record does not name the Honorable
 * Mentions or Most Novel Interface winners.
 */
export const winners2025 = [
  {
    place: "1st Place",
    project: "Echo",
    members: [
      { name: "Neera Kulkarni" },
      { name: "Giovanna Kim-Van Manicelli" },
      { name: "Mikaela Reyes" },
      { name: "Cortney Ngo" },
    ],
  },
  {
    place: "2nd Place",
    project: "Pilly",
    // "Nicholar" as the record spells it.
    members: [{ name: "Bill Susanto" }, { name: "Nicholar Chairnando" }, { name: "Josephine Ligatsyah" }],
  },
  {
    place: "3rd Place",
    project: "Claro",
    members: [
      { name: "Ruhin Gharai" },
      { name: "Vivian Nguyen" },
      { name: "Hailie Atkinson" },
      { name: "Beatrice Ramos" },
    ],
  },
] as const satisfies readonly Winner[];

/** The record's questions, word for word; the answers are ours, in the past tense. */
export const faq2025 = [
  {
    id: "why",
    question: "Why should I join?",
    answer:
      "A weekend to practise all of design thinking, from ideas and research to analysis, building and testing, on a real need.",
  },
  {
    id: "who",
    question: "Who can attend?",
    answer: "Only undergraduate and graduate students in the United States with an institutional (.edu) email address.",
  },
  {
    id: "sign-up",
    question: "How do I sign up?",
    answer:
      "With the participant sign-up form; registration is now closed. Join the club's mailing list to hear when the next one opens.",
    link: { label: "Join Design at UCI", href: paths.join },
  },
  {
    id: "beginners",
    question: "I don't have prior knowledge in design. Can I still participate?",
    answer: "Yes: beginners were welcome, helped by the workshops, mentoring hours and other sessions.",
  },
  {
    id: "cost",
    question: "How much does it cost?",
    answer: "It was free. Participants needed a working device with Zoom and Discord.",
  },
  {
    id: "deadline",
    question: "When is the registration deadline?",
    answer: `It was ${registrationDeadline2025}. Registration is now closed.`,
  },
  {
    id: "prepare",
    question: "How do I prepare?",
    answer:
      "The workshops covered the basics; beforehand, it helped to learn a tool such as Figma, Sketch or Adobe XD and browse the club's design resources.",
    link: { label: "Design at UCI resources", href: paths.resources },
  },
  {
    id: "teams",
    question: "How do teams work?",
    answer: "Alone or in a team of up to 4 people in total: a team was the members named on its submission.",
  },
  {
    id: "where",
    question: "Where is the event located?",
    answer:
      "Mostly in person at UC Irvine's Division of Continuing Education (DCE); online participants joined from anywhere.",
  },
  {
    id: "no-team",
    question: "What if I don't have a team?",
    answer: "They could find one in person at check-in or on Discord, or simply design solo.",
  },
  {
    id: "submit",
    question: "Where do I submit my project?",
    answer:
      "On the Design-a-thon's Devpost, opened during the event: one member per team, by Sunday, April 20 at 9:00 AM.",
    link: { label: "UCI Design-a-thon on Devpost", href: devpost2025 },
  },
] as const satisfies readonly FaqItem[];

/** The organizing team: each committee and its members with their positions, as the record lists them. */
export const committees2025 = [
  {
    id: "directors",
    name: "Directors",
    members: [
      { id: "jasmine-wu", name: "Jasmine Wu", role: "Design-a-thon Director" },
      { id: "amy-zhou", name: "Amy Zhou", role: "Design Director - UI/UX" },
      { id: "megan-deseo", name: "Megan Deseo", role: "Design Director - Graphics" },
      { id: "jerry-nguyen", name: "Jerry Nguyen", role: "Operations Director" },
      { id: "brandon-phan", name: "Brandon Phan", role: "Marketing Director" },
      { id: "john-daniel-norombaba", name: "John Daniel Norombaba", role: "Corporate Director" },
      { id: "laila-wafaie", name: "Laila Wafaie", role: "Corporate Director" },
      { id: "tanvee-patil", name: "Tanvee Patil", role: "Finance Director" },
      { id: "sean-fong", name: "Sean Fong", role: "Webmaster" },
    ],
  },
  {
    id: "design",
    name: "Design",
    members: [
      { id: "catie-xun", name: "Catie Xun", role: "Design Committee" },
      { id: "erin-leong", name: "Erin Leong", role: "Design Committee" },
      { id: "ivy-lee", name: "Ivy Lee", role: "Design Committee" },
      { id: "midori-dragics", name: "Midori Dragics", role: "Design Committee" },
      { id: "natalie-lui", name: "Natalie Lui", role: "Design Committee" },
      { id: "nisha-patel", name: "Nisha Patel", role: "Design Committee" },
      { id: "sophie-rong", name: "Sophie Rong", role: "Design Committee" },
      { id: "tanya-yu", name: "Tanya Yu", role: "Design Committee" },
      { id: "aejin-yi", name: "Aejin Yi", role: "Design Committee" },
    ],
  },
  {
    id: "operations",
    name: "Operations",
    members: [
      { id: "allison-huang", name: "Allison Huang", role: "Operations Committee" },
      { id: "kathleen-pham", name: "Kathleen Pham", role: "Operations Committee" },
      { id: "kaylie-dao", name: "Kaylie Dao", role: "Operations Committee" },
      { id: "kylie-nguyen", name: "Kylie Nguyen", role: "Operations Committee" },
      { id: "patricia-rodriguez", name: "Patricia Rodriguez", role: "Operations Committee" },
      { id: "caitlyn-oda", name: "Caitlyn Oda", role: "Operations Committee" },
      { id: "hazel-ku", name: "Hazel Ku", role: "Operations Committee" },
    ],
  },
  {
    id: "corporate",
    name: "Corporate",
    members: [
      { id: "alison-lu", name: "Alison Lu", role: "Corporate Committee" },
      { id: "chloe-chun", name: "Chloe Chun", role: "Corporate Committee" },
      { id: "kara-yi", name: "Kara Yi", role: "Corporate Committee" },
      { id: "katie-wang", name: "Katie Wang", role: "Corporate Committee" },
      { id: "sammi-li", name: "Sammi Li", role: "Corporate Committee" },
      { id: "vera-hsieh", name: "Vera Hsieh", role: "Corporate Committee" },
      { id: "vy-vu", name: "Vy Vu", role: "Corporate Committee" },
    ],
  },
  {
    id: "finance",
    name: "Finance",
    members: [
      { id: "brooke-heider", name: "Brooke Heider", role: "Finance Committee" },
      { id: "haruto-asami", name: "Haruto Asami", role: "Finance Committee" },
      { id: "sahana-iyer", name: "Sahana Iyer", role: "Finance Committee" },
      { id: "tam-nguyen", name: "Tam Nguyen", role: "Finance Committee" },
    ],
  },
  {
    id: "marketing",
    name: "Marketing",
    members: [
      { id: "kaylee-quinn", name: "Kaylee Quinn", role: "Marketing Committee" },
      { id: "annie-nguyen", name: "Annie Nguyen", role: "Marketing Committee" },
      { id: "nicole-saengsouvannta", name: "Nicole Saengsouvannta", role: "Marketing Committee" },
    ],
  },
] as const satisfies readonly EditionCommittee[];

/** The closing line at the foot of the page. */
export const closing2025 = "Thank you for going beyond our horizons with us.";

/** The record as the Edition type, so the fields a record may leave out (keynote, partners) read as optional. */
export const edition: Edition = edition2025;

/** Widened from the literal types, so each event reads as one that may have hosts. */
const schedule: readonly Schedule2025Day[] = schedule2025;

/** Everything the page shows beyond its record, in the template's shape. */
export const content = {
  prerenderedAt,
  facts: headerFacts2025,
  countdown: countdown2025,
  // The record has no challenge brief or handbook: the prompt is on the page itself.
  links: { challengeBrief: null, handbook: null },
  // Every session had a meeting of its own (schedule.ts): no shared links.
  zoom: { ceremony: null, event: null },
  about: about2025.paragraphs,
  aboutFacts: about2025.facts,
  stats: stats2025,
  tracks: prompt2025,
  rules: rules2025,
  prizes: prizes2025,
  winners: winners2025,
  faq: faq2025,
  schedule,
  committees: committees2025,
  closing: closing2025,
} satisfies EditionContent;
