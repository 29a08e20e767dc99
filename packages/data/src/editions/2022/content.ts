import { paths } from "../../paths.ts";
import { edition2022 } from "./record.ts";
import { IMPACT_SIGN_UP_FORM, IMPACT_SUBMISSION_FORM } from "./timeline.ts";

// Content of the Impact 2022 edition page. The facts (people, winners, prizes,
// schedule, recordings and links) are the club's published record of the
// event; the prose around them (rules, FAQ answers, descriptions) is our own.

export interface ImpactWinner {
  place: "1st Place" | "2nd Place" | "3rd Place";
  prize?: string;
  team: string;
  members: readonly { name: string; school: string }[];
  project: string;
  description: string;
}

export interface ImpactScheduleItem {
  id: string;
  /** Start, e.g. "6:00 PM". */
  time: string;
  /** End, where the schedule gave one. */
  end?: string;
  title: string;
  description?: string;
  recording?: string;
  /** A form the item needs, e.g. the submission form. */
  link?: { label: string; href: string };
}

export interface ImpactScheduleDay {
  id: "fri" | "sat" | "sun";
  label: string;
  items: readonly ImpactScheduleItem[];
}

export interface ImpactRecording {
  id: string;
  title: string;
  /** Who hosted it; ceremonies have none. */
  host?: string;
  /** Shown as is, e.g. "25:37". */
  duration: string;
  /** ISO 8601 duration for machines, e.g. "PT25M37S". */
  isoDuration: string;
  /** The video. */
  href: string;
}

export interface ImpactFaq {
  id: string;
  question: string;
  answer: string;
  link?: { label: string; href: string };
}

export const impactDates = "Friday, January 28 – Sunday, January 30, 2022";

/** The challenge: one app, for one of two causes (revealed at 6:30 PM on 28 January 2022). */
export const impactPrompt = {
  title: "Social justice or sustainability",
  text: ["Design a desktop or mobile app that advocates for one of two causes."],
  tracks: [
    { name: "Social justice", text: "Equity in economic, political or social life." },
    { name: "Sustainability", text: "Everyday habits that help against the climate crisis." },
  ],
} as const;

// The same teams, in the same order, as the overview's showcase of 2022 (showcase.ts).
export const impactWinners: readonly ImpactWinner[] = [
  {
    place: "1st Place",
    prize: "$40 gift card each",
    team: "Ratatouille",
    members: [
      { name: "Stephanie Chang", school: "UCLA" },
      { name: "Michelle Kou", school: "UCLA" },
    ],
    project: "Ratatouille",
    description:
      "An app for eating more sustainably: familiar meals with lower-carbon recipes, and the emissions of each dish.",
  },
  {
    place: "2nd Place",
    prize: "$15 gift card each",
    team: "Best Team Ever",
    members: [
      { name: "Ashley Chang", school: "UC Davis" },
      { name: "An Nguyen", school: "UC Riverside" },
      { name: "Ryan Yang", school: "UC Irvine" },
      { name: "Angel Yim", school: "UC Berkeley" },
    ],
    project: "Carbonology",
    description:
      "An app that scans household products to show their sustainability facts, with rewards for recycling through partner sites.",
  },
  {
    place: "3rd Place",
    team: "Figma Sigma Chi",
    members: [
      { name: "Amanda Griffith", school: "University of North Texas" },
      { name: "Brett Johnson", school: "University of North Texas" },
      { name: "Khrystal Mendonca", school: "University of North Texas" },
      { name: "Michael Romero", school: "University of North Texas" },
    ],
    project: "Readeasy",
    description: "An app that gives middle and high school students access to the books their schools have banned.",
  },
];

export const impactPrizes = [
  {
    id: "first",
    symbol: "1st",
    label: "First place",
    prizes: [
      "$40 gift card for each person on the winning team",
      "Design at UCI and designathon stickers",
      "A feature on the Design at UCI website",
      "Free Sketch licenses",
      "1-on-1 mentorship session with a judge of your choice",
    ],
  },
  {
    id: "second",
    symbol: "2nd",
    label: "Second place",
    prizes: [
      "$15 gift card for each person on the winning team",
      "Design at UCI and designathon stickers",
      "A feature on the Design at UCI website",
      "1-on-1 mentorship session with a judge of your choice",
    ],
  },
  {
    id: "third",
    symbol: "3rd",
    label: "Third place",
    prizes: ["Design at UCI and designathon stickers", "A feature on the Design at UCI website"],
  },
  {
    id: "raffle",
    symbol: "Raffle",
    label: "Randomly selected participants",
    prizes: [
      "Every participant who submits a prototype is entered",
      "Design at UCI sticker set",
      "Exclusive Designathon sticker",
      "1 year-subscription license for Axure RP Team Edition",
      "1 year-long Sketch license",
      "Sketch Swag",
    ],
  },
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

const recording = {
  opening: "https://www.youtube.com/watch?v=IKoF9pB88XA",
  constraints: "https://www.youtube.com/watch?v=gPScKK8MQCQ",
  present: "https://drive.google.com/file/d/1bz7rmeKhZBEXDMd_rE_iixe922tWHqDz/view?usp=sharing",
  socialGood: "https://drive.google.com/file/d/1kBLKAahM0FmaftYxnDryiMuuNYP-dEAu/view?usp=sharing",
  figma: "https://drive.google.com/file/d/16PyW7AiRz9yzfOf15CDpWuKSPBHrHGZu/view?usp=sharing",
  basics: "https://drive.google.com/file/d/1VrH2I56WJFUXmrEYMiwMYltx4gzpixbX/view?usp=sharing",
  presentations: "https://drive.google.com/file/d/1l5oAqun2yqJOTyl4RpRdAX3VTOnEwnFu/view?usp=sharing",
  closing: "https://drive.google.com/file/d/1_f6PA_-dBKhNTTEV2ZvCUCjjErohQeZ0/view?usp=sharing",
} as const;

/** The recordings of the weekend, in the order they happened, with their lengths as published. */
export const impactRecordings: readonly ImpactRecording[] = [
  { id: "opening", title: "Opening Ceremony", duration: "25:37", isoDuration: "PT25M37S", href: recording.opening },
  {
    id: "constraints",
    title: "Workshop: Designing Under Constraints",
    host: "Katrina Liu",
    duration: "39:18",
    isoDuration: "PT39M18S",
    href: recording.constraints,
  },
  {
    id: "present",
    title: "Workshop: How to Effectively Present Your Design",
    host: "Samanvay Kasarala",
    duration: "36:42",
    isoDuration: "PT36M42S",
    href: recording.present,
  },
  {
    id: "social-good",
    title: "Workshop: How to Build Tech for Social Good",
    host: "Alan Chang and Mingjia Wang",
    duration: "18:35",
    isoDuration: "PT18M35S",
    href: recording.socialGood,
  },
  {
    id: "figma",
    title: "Workshop: Prototyping in Figma",
    host: "Evangeline Gao",
    duration: "13:57",
    isoDuration: "PT13M57S",
    href: recording.figma,
  },
  {
    id: "basics",
    title: "Workshop: Design Basics",
    host: "Hannah Limary",
    duration: "13:57",
    isoDuration: "PT13M57S",
    href: recording.basics,
  },
  {
    id: "presentations",
    title: "Presentations",
    duration: "58:28",
    isoDuration: "PT58M28S",
    href: recording.presentations,
  },
  { id: "closing", title: "Closing Ceremony", duration: "9:13", isoDuration: "PT9M13S", href: recording.closing },
];

export const impactSchedule: readonly ImpactScheduleDay[] = [
  {
    id: "fri",
    label: "Fri, Jan 28, 2022",
    items: [
      { id: "opening", time: "6:00 PM", end: "8:00 PM", title: "Opening Ceremony", recording: recording.opening },
      { id: "office-hours-fri", time: "8:00 PM", end: "9:00 PM", title: "Mentor Office Hours on Discord" },
    ],
  },
  {
    id: "sat",
    label: "Sat, Jan 29, 2022",
    items: [
      {
        id: "constraints",
        time: "10:00 AM",
        end: "10:30 AM",
        title: "Workshop: Designing Under Constraints with Katrina Liu",
        recording: recording.constraints,
      },
      { id: "office-hours-sat-morning", time: "11:00 AM", end: "12:00 PM", title: "Mentor Office Hours on Discord" },
      {
        id: "present",
        time: "12:00 PM",
        end: "12:30 PM",
        title: "Workshop: How to Effectively Present Your Design with Samanvay Kasarala",
        recording: recording.present,
      },
      {
        id: "social-good",
        time: "2:00 PM",
        end: "2:30 PM",
        title: "Workshop: How to Build Tech for Social Good with CTC's Alan Chang and Mingjia Wang",
        recording: recording.socialGood,
      },
      {
        id: "figma",
        time: "3:00 PM",
        end: "3:30 PM",
        title: "Workshop: Prototyping in Figma with Evangeline Gao",
        recording: recording.figma,
      },
      {
        id: "basics",
        time: "5:00 PM",
        end: "5:30 PM",
        title: "Workshop: Design Basics with Hannah Limary",
        recording: recording.basics,
      },
      {
        id: "social",
        time: "7:00 PM",
        end: "7:30 PM",
        title: "Design Petor 101, a social with Isabel Pham on Discord",
      },
      { id: "office-hours-sat-evening", time: "8:00 PM", end: "9:00 PM", title: "Mentor Office Hours on Discord" },
    ],
  },
  {
    id: "sun",
    label: "Sun, Jan 30, 2022",
    items: [
      {
        id: "due",
        time: "1:00 PM",
        title: "Submissions Due",
        description: "One member submits for the team. Changes after 1:00 PM are penalized.",
        link: { label: "Submission Form", href: IMPACT_SUBMISSION_FORM },
      },
      { id: "finalists", time: "3:00 PM", title: "Finalists Notified" },
      { id: "decks", time: "3:45 PM", title: "Optional Slide Decks Due for Finalists" },
      {
        id: "presentations",
        time: "4:00 PM",
        end: "5:00 PM",
        title: "Presentations",
        recording: recording.presentations,
      },
      { id: "closing", time: "6:00 PM", end: "7:00 PM", title: "Closing Ceremony", recording: recording.closing },
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

/** The event's Discord server, where teams formed and mentors held office hours. */
export const IMPACT_DISCORD = "https://discord.gg/mY8QSNaEtb";

/** The Google Drive folder "Impact 2022 backgrounds", which the published FAQ linked under "How do I prepare?". */
export const IMPACT_BACKGROUNDS =
  "https://drive.google.com/drive/folders/1ER3La0q8k1WByZt_Cn-hDhP4knOPukRD?usp=sharing";

export const impactFaq: readonly ImpactFaq[] = [
  {
    id: "what",
    question: "What is a Design-a-thon?",
    answer:
      "A weekend design competition. Solo or in a team, you design a prototype for a prompt, learn at workshops with industry designers, and present to judges for prizes.",
  },
  {
    id: "sign-up",
    question: "How do I sign up?",
    answer: "Fill in the registration form by Wednesday, January 26, 2022 at 11:59 PM PST.",
    link: { label: "Registration form", href: IMPACT_SIGN_UP_FORM },
  },
  {
    id: "who",
    question: "Who can participate?",
    answer:
      "Any current college student with an institutional email. Our event page also described it as open to undergraduate students in the United States; if you are unsure, email us at design@uci.edu.",
  },
  {
    id: "cost",
    question: "How much does it cost?",
    answer: "Nothing. Impact 2022 is free. You need a device that runs Zoom and Discord.",
  },
  {
    id: "team",
    question: "How big can my team be, and where do I find one?",
    answer:
      "Work solo or with up to 3 other members. Name teammates on the registration form, ask to be matched, or meet people in the event's Discord, then list your team on the submission form.",
    link: { label: "Impact 2022 Discord", href: IMPACT_DISCORD },
  },
  {
    id: "experience",
    question: "Do I need design experience?",
    answer:
      "No. The workshops start from the basics, and mentors hold office hours on Discord. Knowing a prototyping tool such as Figma, Sketch or Adobe XD helps.",
  },
  {
    id: "prepare",
    question: "How can I get ready?",
    answer:
      "Spend some time in the prototyping tool you mean to use, and plan to join the workshops if design thinking is new to you. On the weekend's calls, turn your camera on and put one of the event's backgrounds behind you.",
    link: { label: "Impact 2022 backgrounds", href: IMPACT_BACKGROUNDS },
  },
  {
    id: "submit",
    question: "Where do I submit our project?",
    answer: "One member sends your working prototype through the submission form by Sunday, January 30 at 1:00 PM PST.",
    link: {
      label: "Submission form",
      href: "https://docs.google.com/forms/d/e/1FAIpQLSeaptGRVmxzyztUX3ZxEwVTkucHmXMPN9UtqTzNa8jH1arcKA/viewform?usp=sf_link",
    },
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
