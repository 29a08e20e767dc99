import { edition2022 } from "./editions/2022.ts";
import { paths } from "./paths.ts";
import type { Photo } from "./photo.ts";

// Content of the Impact 2022 edition page. People are fictional and drawn with
// Avatar; links to calls and recordings are the event's external links.

export interface ImpactPerson {
  id: string;
  name: string;
  pronouns: string;
  role: string;
  about: string;
  photo?: Photo;
}

export interface ImpactOrganizer {
  id: string;
  name: string;
  role: string;
  photo?: Photo;
}

export interface ImpactWinner {
  place: "1st" | "2nd";
  prize: string;
  team: string;
  members: readonly { name: string; school: string }[];
  project: string;
  description: string;
}

export interface ImpactScheduleItem {
  id: string;
  time: string;
  title: string;
  description: string;
  recording?: string;
}

export interface ImpactScheduleDay {
  id: "fri" | "sat" | "sun";
  label: string;
  items: readonly ImpactScheduleItem[];
}

export interface ImpactRecording {
  id: string;
  title: string;
  host: string;
  /** Shown as is, e.g. "58:12". */
  duration: string;
  /** ISO 8601 duration for machines, e.g. "PT58M12S". */
  isoDuration: string;
  /** The video; left out until the board supplies its real address (docs/maintaining.md). */
  href?: string;
}

export interface ImpactFaq {
  id: string;
  question: string;
  answer: string;
  link?: { label: string; href: string };
}

export interface ImpactSponsor {
  id: string;
  name: string;
  /** The sponsor's website; left out until the board has the real address (the logo shows alone). */
  href?: string;
  /** URL of the logo (our own drawing), 200 by 80. */
  logo: string;
}

export const impactDates = "Friday, January 28 – Sunday, January 30, 2022";

export const impactPrompt = {
  title: "Design for Impact",
  text: [
    "Pick a community you are part of, such as your dorm floor, a club, your neighbourhood or an online group, and find one problem its members face again and again.",
    "Design a digital product that helps that community make a lasting, positive change on its own terms. Show who you designed for, what you learned from them, and how your product makes their lives measurably better.",
  ],
} as const;

// The same teams as the overview's showcase of 2022 (showcase.ts).
export const impactWinners: readonly ImpactWinner[] = [
  {
    place: "1st",
    prize: "$40 gift card each",
    team: "Team Spark",
    members: [
      { name: "Noor Siddiqui", school: "UC Irvine" },
      { name: "Caleb Wong", school: "UC Irvine" },
      { name: "Iris Delgado", school: "Cal State Fullerton" },
    ],
    project: "Spark Grid",
    description:
      "A shared board for student clubs that turns one-off volunteer sign-ups into small, recurring commitments members can keep.",
  },
  {
    place: "2nd",
    prize: "$15 gift card each",
    team: "Slow Lane",
    members: [
      { name: "Jonah Feld", school: "UC San Diego" },
      { name: "Mina Cho", school: "UC Irvine" },
    ],
    project: "Quiet Hour",
    description:
      "A study-space finder that helps commuter students find a quiet seat on campus between classes, reported by the people already there.",
  },
];

export const impactPrizes = [
  { id: "first", symbol: "1st", label: "First place", prizes: ["$40 gift card for each team member"] },
  { id: "second", symbol: "2nd", label: "Second place", prizes: ["$15 gift card for each team member"] },
] as const;

export const impactJudges = edition2022.people.judges;

export const impactWorkshopHosts = edition2022.people.workshopHosts;

/** Rule 1 gives both readings of the 2022 eligibility rule: any college student, or US undergraduates. */
export const impactRules: readonly string[] = [
  "Every team member must be a current college student with an institutional email address. Any college student may take part; our event page also described the event as open to undergraduate students in the United States. If you are not sure whether you qualify, email us before you sign up.",
  "Participate solo or with up to 3 other members. Your final team is the team named in your submission.",
  "Each team makes one submission, sent by one member on behalf of the whole team.",
  "All work must be your own and original. Plagiarism means disqualification.",
  "Your work must not predate the event: everything you submit is made between Friday, January 28 and Sunday, January 30, 2022.",
  "No late submissions. Changes made after Sunday, January 30 at 1:00 PM PST are penalized.",
];

export const impactRecordings: readonly ImpactRecording[] = [
  {
    id: "figma",
    title: "Figma from Zero",
    host: "Priya Natarajan",
    duration: "58:12",
    isoDuration: "PT58M12S",
  },
  {
    id: "research",
    title: "Research That Changes Minds",
    host: "Marcus Oyelaran",
    duration: "52:40",
    isoDuration: "PT52M40S",
  },
  {
    id: "story",
    title: "Telling Your Design Story",
    host: "Elena Vasquez-Hart",
    duration: "47:05",
    isoDuration: "PT47M5S",
  },
];

export const impactSchedule: readonly ImpactScheduleDay[] = [
  {
    id: "fri",
    label: "Fri, Jan 28, 2022",
    items: [
      {
        id: "lobby",
        time: "5:00 PM",
        title: "Opening ceremony lobby opens",
        description: "Get your call set up and say hello while we gather.",
      },
      {
        id: "opening",
        time: "6:00 PM",
        title: "Opening ceremony",
        description: "Meet the organizers and judges and learn how the weekend works.",
      },
      {
        id: "prompt",
        time: "6:30 PM",
        title: "Prompt revealed",
        description: "The challenge brief and rubric go live on this page.",
      },
      {
        id: "begin",
        time: "7:00 PM",
        title: "Designing begins",
        description: "Teams start work. Find teammates in the Discord if you came solo.",
      },
    ],
  },
  {
    id: "sat",
    label: "Sat, Jan 29, 2022",
    items: [
      {
        id: "figma",
        time: "10:00 AM",
        title: "Workshop: Figma from Zero",
        description: "Frames, components and auto layout with Priya Natarajan.",
      },
      {
        id: "research",
        time: "1:00 PM",
        title: "Workshop: Research That Changes Minds",
        description: "Quick interviews and synthesis with Marcus Oyelaran.",
      },
      {
        id: "story",
        time: "3:30 PM",
        title: "Workshop: Telling Your Design Story",
        description: "Shape your presentation with Elena Vasquez-Hart.",
      },
      {
        id: "office-hours",
        time: "7:00 PM",
        title: "Mentor office hours",
        description: "Drop into the Discord voice channels for feedback from mentors.",
      },
    ],
  },
  {
    id: "sun",
    label: "Sun, Jan 30, 2022",
    items: [
      {
        id: "due",
        time: "1:00 PM",
        title: "Submissions due",
        description: "One member submits for the team. Changes after 1:00 PM are penalized.",
      },
      {
        id: "finalists",
        time: "3:00 PM",
        title: "Finalists notified",
        description: "We email the finalist teams.",
      },
      {
        id: "decks",
        time: "3:45 PM",
        title: "Slide decks due (optional)",
        description: "Finalists may send slides to present from.",
      },
      {
        id: "presentations",
        time: "4:00 PM",
        title: "Finalist presentations",
        description: "Each finalist presents to the judges.",
      },
      {
        id: "closing",
        time: "6:00 PM",
        title: "Closing ceremony",
        description: "Winners announced.",
      },
      {
        id: "end",
        time: "7:00 PM",
        title: "Design-a-thon ends",
        description: "Thank you for designing with us.",
      },
    ],
  },
];

export const impactResourceLinks = [
  {
    id: "featured",
    label: "Featured resources",
    description: "Tools, reading and kits the board recommends.",
    href: paths.featured,
  },
  {
    id: "events",
    label: "Past events",
    description: "Every workshop and talk the club has hosted.",
    href: paths.eventsAll,
  },
] as const;

export const impactFaq: readonly ImpactFaq[] = [
  {
    id: "what",
    question: "What is a Design-a-thon?",
    answer:
      "A weekend design competition. Solo or in a team, you design a prototype for a prompt, learn at workshops with industry designers, and present to judges for prizes.",
  },
  {
    id: "who",
    question: "Who can participate?",
    answer:
      "Any current college student with an institutional email. Our event page also described it as open to undergraduate students in the United States; if you are unsure, email us.",
    link: { label: "design@uci.edu", href: "mailto:design@uci.edu" },
  },
  { id: "cost", question: "How much does it cost?", answer: "Nothing. Impact 2022 is free." },
  {
    id: "team",
    question: "How big can my team be?",
    answer: "Work solo or with up to 3 other members. No team? Find one in our Discord during the opening ceremony.",
  },
  {
    id: "experience",
    question: "Do I need design experience?",
    answer: "No. The workshops cover what you need, and mentors are around all weekend.",
  },
  {
    id: "submit",
    question: "What do we submit?",
    answer:
      "A link to your prototype and a short write-up of your process, through the submission form, by Sunday, January 30 at 1:00 PM PST.",
  },
  {
    id: "recordings",
    question: "I missed a workshop. Can I watch it later?",
    answer: "Yes. Every workshop recording is under Resources on this page.",
  },
];

export const impactHost = {
  name: "Design at UCI",
  text: "Design at UCI is the student-run design organization at UC Irvine, started in 2016. We host workshops, talks and project teams for anyone curious about UI, UX and graphic design, and we run the Design-a-thon every year.",
  href: paths.about,
} as const;

export const impactOrganizers = edition2022.people.organizers;

export const impactSponsors: readonly ImpactSponsor[] = edition2022.sponsors.map((sponsor) => ({
  id: sponsor.id,
  name: sponsor.alt,
  ...(sponsor.link ? { href: sponsor.link } : {}),
  logo: sponsor.logo,
}));
