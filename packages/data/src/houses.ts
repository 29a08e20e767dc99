import { pacific } from "@duci/time/pacific";
import type { SignUpWindow } from "@duci/time/sign-up-state";
import aphroditeIcon from "./images/houses/aphrodite.svg";
import athenaIcon from "./images/houses/athena.svg";
import hadesIcon from "./images/houses/hades.svg";
import zeusIcon from "./images/houses/zeus.svg";

/**
 * Houses sign-up closes: Friday 12 January 2024, 5 PM Pacific (the same instant
 * in every zone).
 */
export const HOUSES_SIGN_UP_CLOSES = pacific("2024-01-12T17:00");

/**
 * The houses' sign-up as the record knows it: open until the deadline. The page
 * reads it with `signUpState(housesSignUp, now)`; a later round goes here.
 */
export const housesSignUp: SignUpWindow = { closes: HOUSES_SIGN_UP_CLOSES };

export const HOUSE_NAMES = ["Hades", "Athena", "Zeus", "Aphrodite"] as const;

export type HouseName = (typeof HOUSE_NAMES)[number];

export interface House {
  name: HouseName;
  /** Brand colour name and value of the house. */
  colorName: "blue" | "green" | "yellow" | "pink";
  color: string;
  /** Drawn emblem (64×64 SVG); decorative, the name is always written beside it. */
  icon: string;
}

/** The four houses of the points competition, in the standings' order. */
export const houses = [
  { name: "Hades", colorName: "blue", color: "#089AFF", icon: hadesIcon },
  { name: "Athena", colorName: "green", color: "#2ADB6A", icon: athenaIcon },
  { name: "Zeus", colorName: "yellow", color: "#FFCC45", icon: zeusIcon },
  { name: "Aphrodite", colorName: "pink", color: "#FF9FF4", icon: aphroditeIcon },
] as const satisfies readonly House[];

export interface HouseFaqItem {
  q: string;
  a: readonly string[];
}

/** The houses page's FAQ; the last answer links to the club's Discord in the page. */
export const houseFaq = [
  {
    q: "What is the House System?",
    a: [
      "The House System splits members into four houses named after Greek gods: Hades, Athena, Zeus and Aphrodite. Each house is a smaller design family inside the club, and the four compete for points all quarter long.",
    ],
  },
  {
    q: "What do I get from joining a house?",
    a: [
      "A group of familiar faces at every event, housemates to team up with on projects and design challenges, direct contact with the board, and a shot at the prize for the house with the most points.",
    ],
  },
  {
    q: "Are there any requirements to join?",
    a: ["None. Any student can join a house, whatever their major, year or design experience."],
  },
  {
    q: "Do I need to be in a house to attend events?",
    a: ["No. Every Design at UCI event stays open to everyone; a house simply lets your attendance count for points."],
  },
  {
    q: "How do I gain points for my house?",
    a: [
      "Come to general meetings, industry events, workshops and socials. At the end of each event, scan the QR code to mark your attendance, and your house earns points.",
      "Board members update the standings. The house with the most points at the end of the quarter wins a prize, announced later in the quarter.",
    ],
  },
] as const satisfies readonly HouseFaqItem[];

/** What members of a house get, shown on the houses page and the events page. */
export const housePerks = [
  {
    title: "Networking Opportunities",
    text: "Meet students across majors and years, and the designers our events bring to campus.",
  },
  {
    title: "Hands-on Projects in Smaller Environments",
    text: "Work with your housemates in small groups where everyone gets to design, not just watch.",
  },
  {
    title: "Win Prizes by attending events",
    text: "Every meeting, workshop and social you attend adds points to your house's total.",
  },
  {
    title: "Personalized 1:1 Communication with Board",
    text: "Each house has board members who know you by name and answer your questions directly.",
  },
] as const;
