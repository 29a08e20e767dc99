// True to You, Design-a-thon 2024: what its page shows beyond the record (record.ts),
// with the schedule (schedule.ts) and the people (people.ts) beside it. Facts (dates, rules,
// prizes, addresses) are the club's published ones; the wording is our own.
import { pacific } from "@duci/time/pacific";
import type { CountdownStep } from "@duci/time/types";
import type { FaqItem, PrizeGroup, Winner } from "../../designathon-types.ts";
import type { Edition } from "../../edition.ts";
import type { EditionContent } from "../../edition-content.ts";
import { paths } from "../../paths.ts";
import { edition2024 } from "./record.ts";
import { type Schedule2024Day, schedule2024, zoom2024 } from "./schedule.ts";

/** The edition's shared documents and meeting links, each opened in a new tab. */
export const designathon2024Links = {
  /** Shown from the record's `briefReveal` on. */
  challengeBrief: "https://drive.google.com/file/d/1-ukGX1LUc8NtjZpjR1CSW_p1dsP0sHgS/view",
  handbook: "https://drive.google.com/file/d/16pPV0akDO-dMmDiPptWOdiBPETkGuw5o/view",
  /** Meeting link of the opening and closing ceremonies. */
  ceremonyZoom: zoom2024.ceremony,
  /** Meeting link of every other event with a Zoom button. */
  eventZoom: zoom2024.event,
  /** The participant sign-up form (registration closed on April 28, 2024). */
  signUp: "https://docs.google.com/forms/d/1dt6fiBAjGVi4M4PO3V2ZUkieRHR6fn6wWvC5E6RZoZM",
} as const;

/**
 * The clock the page is prerendered with (and renders first in the browser,
 * before switching to the real clock): just after the event, so visitors
 * without JavaScript see the final state.
 */
export const prerenderedAt = pacific("2024-05-20T00:00");

/** The header countdown: the real 2024 dates (the old site kept 2023 dates after the first step). */
export const countdown2024 = [
  { at: pacific("2024-04-20T00:00"), text: "Registration opens in" },
  { at: pacific("2024-04-28T23:59"), text: "Registration closes in" },
  { at: pacific("2024-05-17T17:30"), text: "Design-a-thon begins in" },
  { at: pacific("2024-05-19T08:00"), text: "Submissions are due in" },
  { at: "end", text: "Event has ended. Thank you for joining us!" },
] as const satisfies readonly CountdownStep[];

/** The short line of facts under the header's dates (the dates come from the record's days). */
export const headerFacts2024 = "Hybrid · Free · Solo or teams of up to 4";

/** The rules of 2024, in our words. */
export const rules2024 = [
  "Every team member must be a current undergraduate or graduate student in the United States with a .edu email address. People who do not qualify cannot participate.",
  "Compete solo or in a team of at most 4 people in total. Your final team is the one named in your submission.",
  "Each team submits once: one member submits on behalf of everyone.",
  "A team is either entirely online or entirely in person.",
  "Bring a working device with Zoom and Discord.",
  "All work must be your own and original. Plagiarism means disqualification.",
  "Create your work during the event, May 17-19, 2024. Nothing designed before it may be submitted.",
  "No late submissions: changes made after May 19, 2024 at 8:00 AM are not counted in judging.",
] as const;

/** The prizes of each award. */
export const prizes2024 = [
  {
    symbol: "1st",
    label: "1st Place",
    prizes: [
      "2nd Gen AirPods",
      "A 1:1 mentorship or career talk with a judge of your choice",
      "A feature on the Design at UCI website and Instagram",
    ],
  },
  {
    symbol: "2nd",
    label: "2nd Place",
    prizes: [
      "A wireless keyboard",
      "A 1:1 mentorship or career talk with a judge of your choice",
      "A feature on the Design at UCI website and Instagram",
    ],
  },
  {
    symbol: "3rd",
    label: "3rd Place",
    prizes: [
      "A light-up cat lamp",
      "A 1:1 mentorship or career talk with a judge of your choice",
      "A feature on the Design at UCI website and Instagram",
    ],
  },
  {
    symbol: "Presentation",
    label: "In-Person People's Choice",
    prizes: ["Voted by in-person participants", "LEGO sets", "Pixel Perf merch", "Design at UCI stickers"],
  },
  {
    symbol: "Honorable",
    label: "In-Person Honorable Mentions",
    prizes: ["Voted by the Design at UCI board", "LEGO sets", "Pixel Perf merch", "Design at UCI stickers"],
  },
] as const satisfies readonly PrizeGroup[];

/** What the edition is, and its key facts beside it. */
export const about2024 = {
  paragraphs: [
    "Design-a-thon is Design at UCI's yearly design competition, and in 2024 it asks you to be True to You. Over three days, solo designers and teams of up to four turn a prompt into a prototype, learn from industry professionals in workshops and present their work to a panel of judges.",
    "The event is hybrid: follow the ceremonies and workshops on Zoom from anywhere, or join us in person on campus. It is free, and no design experience is needed: the Friday and Saturday workshops cover Figma, research and prototyping from the start. The challenge brief is revealed when designing officially begins on Friday at 5:30 PM.",
  ],
  facts: [
    { term: "When", detail: "May 17-19, 2024 (3 days)" },
    { term: "Where", detail: "Hybrid: UC Irvine and online" },
    { term: "Who", detail: "Undergraduate and graduate students in the US" },
    { term: "Registration deadline", detail: "April 28th, 2024 11:59 PM" },
    { term: "Cost", detail: "Free" },
  ],
};

/** 2024's winners are not in the record (its winners file repeats 2023's teams): the winners block stays hidden. */
export const winners2024: readonly Winner[] = [];

export const faq2024 = [
  {
    id: "who",
    question: "Who can participate?",
    answer:
      "Any undergraduate or graduate student in the United States with a .edu email. You do not need design experience: workshops on Friday and Saturday cover the basics.",
  },
  {
    id: "register",
    question: "How do I sign up?",
    answer: "With the participant sign-up form. Registration closed on April 28th, 2024 at 11:59 PM.",
    link: { label: "Participant sign-up form", href: designathon2024Links.signUp },
  },
  {
    id: "cost",
    question: "How much does it cost?",
    answer: "Nothing: the Design-a-thon is free. You need a working device with Zoom and Discord.",
  },
  {
    id: "format",
    question: "Is it online or in person?",
    answer:
      "Both. Ceremonies and most workshops are on Zoom, and the venue on campus is open for in-person participants. A team must be entirely online or entirely in person.",
  },
  {
    id: "team",
    question: "Do I need a team?",
    answer:
      "No. Compete solo or in a team of up to 4 people in total. Teammates can change after you sign up: your team is the one named in your submission. To find one, come to the Team Formation Social on Friday or ask on our Discord.",
  },
  {
    id: "prepare",
    question: "How can I prepare?",
    answer:
      "Get comfortable with a prototyping tool such as Figma, come to the workshops, and browse the design resources the club has collected.",
    link: { label: "Design at UCI resources", href: paths.resources },
  },
  {
    id: "submit",
    question: "How do we submit?",
    answer:
      "One member submits the team's working prototype with the submission form, which opens during the event. Final submissions are due on Sunday, May 19 at 8:00 AM.",
  },
  {
    id: "next",
    question: "How do I hear about the next Design-a-thon?",
    answer: "Join our mailing list and Discord, and we will tell you when applications open.",
    link: { label: "Join Design at UCI", href: paths.join },
  },
] as const satisfies readonly FaqItem[];

/** The closing line at the foot of the page; the theme's name stays on one line. */
export const closing2024 = "Thank you for staying True\u00a0to\u00a0You.";

/** The record as the Edition type, so the fields a record may leave out (keynote, partners) read as optional. */
export const edition: Edition = edition2024;

/** Widened from the literal types, so each event reads as one that may have hosts. */
const schedule: readonly Schedule2024Day[] = schedule2024;

/** Everything the page shows beyond its record, in the template's shape. */
export const content = {
  prerenderedAt,
  facts: headerFacts2024,
  countdown: countdown2024,
  links: { challengeBrief: designathon2024Links.challengeBrief, handbook: designathon2024Links.handbook },
  zoom: zoom2024,
  about: about2024.paragraphs,
  aboutFacts: about2024.facts,
  rules: rules2024,
  prizes: prizes2024,
  winners: winners2024,
  faq: faq2024,
  schedule,
  closing: closing2024,
} satisfies EditionContent;
