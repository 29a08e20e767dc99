import { pacific } from "@duci/time/pacific";
import type { CountdownStep } from "@duci/time/types";
import type { FaqItem, PrizeGroup, Winner } from "./designathon-types.ts";
import { editionDates } from "./edition.ts";
import { edition2023 } from "./editions/2023.ts";

// Content of the You Belong Here 2023 edition page. People are fictional and
// drawn with Avatar; forms and documents are the event's external links.

export const youBelongHereDates = editionDates(edition2023);

/**
 * The hero countdown, in order: the first step still ahead is shown. The
 * extended sign-up deadline is Feb 19 11:59 PM PST; the old data also said
 * "until Feb 20", which is the same moment read as the end of the 19th, so the
 * step counts down to Feb 19 11:59 PM.
 */
export const countdown2023 = [
  { at: pacific("2023-01-26T00:00"), text: "Registration opens in" },
  { at: pacific("2023-02-15T23:59"), text: "Registration closes in" },
  { at: pacific("2023-02-19T23:59"), text: "Registration extended! Closes in" },
  { at: pacific("2023-02-24T17:30"), text: "Design-a-thon begins in" },
  { at: pacific("2023-02-26T08:00"), text: "Submissions are due in" },
  { at: "end", text: "Event has ended. Thank you for joining us!" },
] as const satisfies readonly CountdownStep[];

/**
 * The instant the page is prerendered at, also its first client render before
 * the real clock takes over: after the event, which is what most visitors see.
 */
export const YOU_BELONG_HERE_PRERENDER_NOW = pacific("2023-03-01T12:00");

/** Winners are shown from the closing ceremony on: 26 Feb 2023, 7:00 PM Pacific. */
export const WINNERS_ANNOUNCED_2023 = edition2023.winnersAnnounced;

export const sections2023 = edition2023.sections;

/**
 * The edition's forms and shared documents. null until the board supplies the
 * real address (docs/maintaining.md): the page then shows the item without a link.
 */
export const youBelongHereLinks: { signUp: string | null; submission: string | null; challengeBrief: string | null } = {
  signUp: null,
  submission: null,
  challengeBrief: null,
};

export const keynote2023 = edition2023.people.keynote;

export const judges2023 = edition2023.people.judges;

export const workshopHosts2023 = edition2023.people.workshopHosts;

/** Eligibility and team size as the 2023 page stated them. */
export const rules2023: readonly string[] = [
  "Design-a-thon is open to undergraduate students in the United States. Every team member must be a current student with an institutional email address; people who do not qualify may not participate.",
  "Participate solo or in a team of at most 4 people in total. Your final team is the team named in your submission.",
  "Each team makes one submission, sent by one member on behalf of the whole team.",
  "All work must be original. Plagiarism means disqualification.",
  "Your work must not predate the event: everything you submit is made between February 24 and February 26, 2023.",
  "No late submissions. Changes made after Sunday, February 26 at 8:00 AM PST are penalized.",
  "In-person work sessions are for UCI students only. Everyone else takes part fully online.",
];

export const prizes2023: readonly (PrizeGroup & { id: string })[] = [
  { id: "first", symbol: "1st", label: "First place", prizes: ["$50 gift card for each team member"] },
  { id: "second", symbol: "2nd", label: "Second place", prizes: ["$20 gift card for each team member"] },
  { id: "third", symbol: "3rd", label: "Third place", prizes: ["$10 gift card for each team member"] },
  {
    id: "presentation",
    symbol: "Presentation",
    label: "Best Presentation and Story-telling",
    prizes: ["For the finalist whose presentation tells its design story best", "A feature on our social accounts"],
  },
  {
    id: "creative",
    symbol: "Creative",
    label: "Most Creative and Innovative",
    prizes: ["For the boldest idea of the weekend", "A feature on our social accounts"],
  },
  {
    id: "honorable",
    symbol: "Honorable",
    label: "Honorable Mention",
    prizes: ["For a project the judges want everyone to see", "A feature on our social accounts"],
  },
  {
    id: "raffle",
    symbol: "Raffle",
    label: "Raffle: five winners",
    prizes: [
      "Earn one entry for completing a Discord challenge",
      "One entry for attending a social",
      "One entry for attending a workshop",
    ],
  },
  {
    id: "extras",
    symbol: "Extras",
    label: "For every participant",
    prizes: ["A free 90-day trial of Sketchframe, our wireframing tool partner"],
  },
];

export const winners2023: readonly (Winner & { id: string })[] = [
  {
    id: "first",
    place: "1st Place",
    team: "Open Door",
    members: [
      { name: "Sofia Reyes", school: "UC Irvine" },
      { name: "Kenji Mori", school: "UC Irvine" },
      { name: "Amara Blake", school: "UC Riverside" },
      { name: "Theo Park", school: "UC Irvine" },
    ],
    project: "Open Door",
    description:
      "A welcome guide for transfer students that pairs each newcomer with a club that shares their interests.",
  },
  {
    id: "second",
    place: "2nd Place",
    team: "Common Thread",
    members: [
      { name: "Leila Haddad", school: "UC Irvine" },
      { name: "Marco Bianchi", school: "Cal State Long Beach" },
    ],
    project: "Threadline",
    description: "A group chat companion that helps quieter members of a study group get heard.",
  },
  {
    id: "third",
    place: "3rd Place",
    team: "Tiny Table",
    members: [
      { name: "Grace Liu", school: "UC Irvine" },
      { name: "Ravi Shah", school: "UC Irvine" },
      { name: "Nia Brooks", school: "UC Santa Cruz" },
    ],
    project: "Potluck",
    description: "A meal-sharing planner for dorm floors that accounts for every diet and budget.",
  },
  {
    id: "creative",
    place: "Most Creative and Innovative",
    team: "Neighborly",
    members: [
      { name: "Ava Lindqvist", school: "UC Irvine" },
      { name: "Omar Haddad", school: "UC San Diego" },
    ],
    project: "Neighborly",
    description:
      "A street-level map of small favours neighbours can trade, from watering plants to carrying groceries.",
  },
];

export interface Schedule2023Item {
  id: string;
  /** As shown, e.g. "4:00-5:30 PM". */
  time: string;
  title: string;
  description: string;
  location?: string;
}

export const schedule2023: readonly { id: string; label: string; name: string; items: readonly Schedule2023Item[] }[] =
  [
    {
      id: "fri",
      label: "Fri",
      name: "Friday, February 24",
      items: [
        {
          id: "opening",
          time: "5:30-6:30 PM",
          title: "Opening Ceremony",
          description: "Designing officially begins. Meet the judges and hear the keynote.",
          location: "Online (Zoom)",
        },
        {
          id: "brief",
          time: "7:00 PM",
          title: "Challenge Brief released",
          description: "The Challenge Brief button appears in the navigation above.",
        },
        {
          id: "work-fri",
          time: "7:00-10:00 PM",
          title: "In-person work session",
          description: "For UCI students only. Food while supplies last.",
          location: "Student Center, Pacific Ballroom C",
        },
        {
          id: "social-fri",
          time: "8:00-9:00 PM",
          title: "Team Mixer Social",
          description: "Meet other designers and find teammates. Counts as one raffle entry.",
          location: "Online (Discord)",
        },
      ],
    },
    {
      id: "sat",
      label: "Sat",
      name: "Saturday, February 25",
      items: [
        {
          id: "work-sat",
          time: "10:00 AM-6:00 PM",
          title: "In-person work session",
          description: "For UCI students only. Lunch while supplies last.",
          location: "Donald Bren Hall, Room 6011",
        },
        {
          id: "wireframes",
          time: "11:00-11:45 AM",
          title: "Workshop: Wireframes That Welcome",
          description: "With Alex Moreno. Counts as one raffle entry.",
          location: "Online (Zoom)",
        },
        {
          id: "listening",
          time: "2:00-2:45 PM",
          title: "Workshop: Listening Across Difference",
          description: "With Hannah Kim. Counts as one raffle entry.",
          location: "Online (Zoom)",
        },
        {
          id: "pitch",
          time: "4:00-4:45 PM",
          title: "Workshop: Pitch With Heart",
          description: "With Marcus Bell. Counts as one raffle entry.",
          location: "Online (Zoom)",
        },
        {
          id: "discord-challenge",
          time: "8:00 PM",
          title: "Discord challenge closes",
          description: "Post your entry in the challenge channel for one raffle entry.",
          location: "Online (Discord)",
        },
      ],
    },
    {
      id: "sun",
      label: "Sun",
      name: "Sunday, February 26",
      items: [
        {
          id: "due",
          time: "8:00 AM",
          title: "Submissions due",
          description: "One member submits for the team. Changes after 8:00 AM are penalized.",
        },
        {
          id: "finalists",
          time: "1:10 PM",
          title: "10 finalists announced",
          description: "Each finalist team gets 8 minutes to present.",
        },
        {
          id: "presentations",
          time: "4:00-5:30 PM",
          title: "Finalist presentations",
          description: "Eight minutes per team, live to the judges.",
          location: "Online (Zoom)",
        },
        {
          id: "judging",
          time: "5:30-6:15 PM",
          title: "Judging panel",
          description: "The judges deliberate.",
        },
        {
          id: "closing",
          time: "7:00-7:40 PM",
          title: "Closing Ceremony",
          description: "Winners announced.",
          location: "Online (Zoom)",
        },
        {
          id: "raffle",
          time: "7:40-7:50 PM",
          title: "Raffle",
          description: "Five winners drawn live.",
          location: "Online (Zoom)",
        },
        {
          id: "end",
          time: "8:00 PM",
          title: "Design-a-thon ends",
          description: "Thank you for joining us!",
        },
      ],
    },
  ];

/** The schedule's days as Pacific dates, for `defaultScheduleDay`. */
export const DESIGNATHON_2023_DAYS = edition2023.days;

export const faq2023: readonly FaqItem[] = [
  {
    id: "who",
    question: "Who can participate?",
    answer:
      "Undergraduate students in the United States with a current institutional email. In-person work sessions are for UCI students only.",
  },
  { id: "cost", question: "How much does it cost?", answer: "Nothing. You Belong Here is free." },
  {
    id: "team",
    question: "How big can my team be?",
    answer: "Solo, or a team of at most 4 people in total. Come without a team and meet one at the mixer.",
  },
  {
    id: "where",
    question: "Is it online or in person?",
    answer: "Online, with optional in-person work sessions on campus for UCI students, with food while supplies last.",
  },
  {
    id: "theme",
    question: "What is the theme?",
    answer: "Community & Inclusivity. The full prompt is in the Challenge Brief, released Friday at 7:00 PM PST.",
  },
  {
    id: "submit",
    question: "How do we submit?",
    answer: "Through the Submission Form, by Sunday, February 26 at 8:00 AM PST.",
  },
  {
    id: "raffle",
    question: "How do I enter the raffle?",
    answer:
      "Complete the Discord challenge, attend a social, and attend a workshop: one entry each, up to three. Five winners are drawn at the closing ceremony.",
  },
];

export const sponsors2023 = edition2023.sponsors;
