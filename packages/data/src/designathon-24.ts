// True to You, Design-a-thon 2024 (spec designathon.md §2-5, 9): the edition's
// content. People are fictional; meeting, document and sponsor links are
// placeholders of our own.
import { pacific } from "@duci/time/pacific";
import type { CountdownStep } from "@duci/time/types";
import type {
  DesignathonPerson,
  FaqItem,
  PrizeGroup,
  SectionNavItem,
  SponsorCard,
  Winner,
} from "./designathon-types.ts";
import gameDev from "./images/designathon-24/partner-game-dev.svg";
import service from "./images/designathon-24/partner-service.svg";
import sketchframe from "./images/designathon-24/partner-sketchframe.svg";
import campusIt from "./images/designathon-24/sponsor-campus-it.svg";
import frameFriends from "./images/designathon-24/sponsor-frame-friends.svg";
import harbor from "./images/designathon-24/sponsor-harbor.svg";
import inkwell from "./images/designathon-24/sponsor-inkwell.svg";
import { paths } from "./paths.ts";

/**
 * The edition's shared documents and meeting links. null until the board
 * supplies the real address (docs/maintaining.md): the page then shows the
 * item without a link rather than one that goes nowhere.
 */
export const designathon2024Links: {
  /** Opens in a new tab; shown from CHALLENGE_BRIEF_REVEAL_2024 on. */
  challengeBrief: string | null;
  handbook: string | null;
  /** Meeting link of the opening and closing ceremonies. */
  ceremonyZoom: string | null;
  /** Meeting link of every other event with a Zoom button. */
  eventZoom: string | null;
} = {
  challengeBrief: null,
  handbook: null,
  ceremonyZoom: null,
  eventZoom: null,
};

/**
 * The clock the page is prerendered with (and renders first in the browser,
 * before switching to the real clock): just after the event, so visitors
 * without JavaScript see the final state.
 */
export const designathon2024BuildNow = pacific("2024-05-20T00:00");

/** The header countdown: the real 2024 dates (the old site kept 2023 dates after the first step). */
export const countdown2024 = [
  { at: pacific("2024-04-20T00:00"), text: "Registration opens in" },
  { at: pacific("2024-04-28T23:59"), text: "Registration closes in" },
  { at: pacific("2024-05-17T17:30"), text: "Design-a-thon begins in" },
  { at: pacific("2024-05-19T08:00"), text: "Submissions are due in" },
  { at: "end", text: "Event has ended. Thank you for joining us!" },
] as const satisfies readonly CountdownStep[];

export const sections2024 = [
  { label: "About", id: "s-about" },
  { label: "Judges & Speakers", id: "s-speakers" },
  { label: "Rules", id: "s-rules" },
  { label: "Prizes", id: "s-prizes" },
  { label: "Schedule", id: "s-schedule" },
  { label: "FAQ", id: "s-faq" },
  { label: "Sponsors and Partners", id: "s-sponsors" },
] as const satisfies readonly SectionNavItem[];

/** Judges; the first one is the keynote speaker. */
export const judges2024 = [
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

export const workshopHosts2024 = [
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

/** Section 5 of the spec, as the 2024 page states it. */
export const rules2024 = [
  "Every team member must be a current undergraduate or graduate student in the United States with a .edu email address. People who do not qualify cannot participate.",
  "Compete solo or in a team of at most 4 people in total. Your final team is the one named in your submission.",
  "Each team submits once: one member submits on behalf of everyone.",
  "A team is either entirely online or entirely in person.",
  "Bring a working device with Zoom and Discord installed.",
  "All work must be your own and original. Plagiarism means disqualification.",
  "Create your work during the event, May 17-19, 2024. Nothing made before it may be submitted.",
  "No late submissions: changes made after May 19, 8:00 AM are not counted in judging.",
  "In-person events and work sessions are for UCI students only.",
] as const;

/** Section 9 of the spec. */
export const prizes2024 = [
  {
    symbol: "1st",
    label: "1st Place",
    prizes: [
      "2nd-generation wireless earbuds",
      "A 1:1 mentorship or career talk with a judge of your choice",
      "A feature on our website and Instagram",
    ],
  },
  {
    symbol: "2nd",
    label: "2nd Place",
    prizes: [
      "A wireless keyboard",
      "A 1:1 mentorship or career talk with a judge of your choice",
      "A feature on our website and Instagram",
    ],
  },
  {
    symbol: "3rd",
    label: "3rd Place",
    prizes: [
      "A light-up cat lamp",
      "A 1:1 mentorship or career talk with a judge of your choice",
      "A feature on our website and Instagram",
    ],
  },
  {
    symbol: "Presentation",
    label: "In-Person People's Choice",
    prizes: ["Voted by in-person participants", "Building-brick sets", "Design-a-thon merch and stickers"],
  },
  {
    symbol: "Honorable",
    label: "In-Person Honorable Mentions",
    prizes: ["Voted by our board", "Building-brick sets", "Design-a-thon merch and stickers"],
  },
] as const satisfies readonly PrizeGroup[];

/** No winners are published for 2024 yet: the winners block stays hidden. */
export const winners2024: readonly Winner[] = [];

export const faq2024 = [
  {
    id: "who",
    question: "Who can participate?",
    answer:
      "Any undergraduate or graduate student in the United States with a .edu email. You do not need design experience: workshops on Friday and Saturday cover the basics.",
  },
  {
    id: "cost",
    question: "How much does it cost?",
    answer: "Nothing. The Design-a-thon is free, and in-person meals are on us while supplies last.",
  },
  {
    id: "format",
    question: "Is it online or in person?",
    answer:
      "Both. Workshops and ceremonies stream on Zoom, and UCI students can also work at the venue. A team must be entirely online or entirely in person.",
  },
  {
    id: "team",
    question: "Do I need a team?",
    answer:
      "No. Compete solo or in a team of up to 4 people. Come to the Team Formation Social on Friday or post in our Discord to find teammates.",
  },
  {
    id: "register",
    question: "How do I sign up?",
    answer: "Registration closed on April 28th, 2024 at 11:59 PM. It was free and took a few minutes.",
  },
  {
    id: "bring",
    question: "What should I bring?",
    answer: "A laptop or tablet with Zoom and Discord, a charger, and if you come in person, a water bottle.",
  },
  {
    id: "next",
    question: "How do I hear about the next Design-a-thon?",
    answer: "Join our mailing list and Discord, and we will tell you when applications open.",
    link: { label: "Join Design at UCI", href: paths.join },
  },
] as const satisfies readonly FaqItem[];

export const sponsors2024 = [
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

export const partners2024 = [
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
