import { pacific } from "@duci/time/pacific";
import type { CountdownStep } from "@duci/time/types";
import type { FaqItem, PrizeGroup, Winner } from "../../designathon-types.ts";
import type { Edition } from "../../edition.ts";
import type { EditionScheduleDay, EditionZoomLinks, ScheduleWrittenFacts } from "../../edition-content.ts";
import { paths } from "../../paths.ts";
import { edition2023 } from "./record.ts";

// Content of the You Belong Here 2023 edition page, from the club's published
// 2023 page: facts as published, descriptions and answers in our own words.

/**
 * The hero countdown as published, in order: the first step still ahead is
 * shown. The extension counts down to Feb 20 0:00 PST, the end of the extended
 * sign-up deadline (Feb 19 11:59 PM PST).
 */
export const countdown2023 = [
  { at: pacific("2023-01-26T00:00"), text: "Registration opens in" },
  { at: pacific("2023-02-15T00:00"), text: "Registration closes in" },
  { at: pacific("2023-02-20T00:00"), text: "Registration extended until" },
  { at: pacific("2023-02-24T17:30"), text: "Event begins in" },
  { at: pacific("2023-02-26T08:00"), text: "Submissions due in" },
  { at: "end", text: "Event has ended. Thank you for joining us!" },
] as const satisfies readonly CountdownStep[];

/**
 * The instant the page is prerendered at, also its first client render before
 * the real clock takes over: after the event, which is what most visitors see.
 */
export const prerenderedAt = pacific("2023-03-01T12:00");

/** Winners are shown from the closing ceremony on: 26 Feb 2023, 7:00 PM Pacific. */
export const WINNERS_ANNOUNCED_2023 = edition2023.winnersAnnounced;

export const sections2023 = edition2023.sections;

/** The edition's forms and shared documents, as its page linked them; each opens in a new tab. */
export const youBelongHereLinks = {
  /** The participant sign-up form. */
  signUp: "https://forms.gle/MQ1zaWpUJi3mWSQy5",
  /** The project submission form, in the section navigation and the schedule. */
  submission: "https://forms.gle/hJmEGwbSc6mhqw9QA",
  /**
   * The submission form as the published FAQ linked it: a different address from the navigation's
   * and the schedule's. Each is kept where the page had it.
   */
  faqSubmission: "https://forms.gle/Tf1FySVor1RC5rHq8",
  /** The prompt, shown from `edition2023.briefReveal` on. */
  challengeBrief: "https://drive.google.com/file/d/1oZyJ3sv1O-JwIuaLdXqAUbpQ-pTtlL1o/view?usp=drivesdk",
  /** The event's Discord server: questions, #find-a-team, mentor office hours. */
  discord: "https://discord.gg/jumJqhBy4Y",
  /** A folder of You Belong Here Zoom backgrounds. */
  zoomBackgrounds: "https://drive.google.com/drive/folders/1fe5vj6NJAvQFFcxWp9OFQCkc6qI7Avcn?usp=sharing",
} as const;

/**
 * The two Zoom meetings the published schedule linked: the ceremonies and the finalists' presentations
 * met in one, the workshops in the other. A record of the event: the page links each from its items.
 */
export const zoom2023 = {
  ceremony: "https://uci.zoom.us/j/93490306811",
  event: "https://uci.zoom.us/j/92626479110",
} as const satisfies EditionZoomLinks;

/** What the edition was, in our words on its published facts. */
export const about2023 = [
  "You Belong Here was Design at UCI's 2023 Design-a-thon: from Friday, February 24 at 5:30 PM to Sunday, February 26 at 8:00 PM PST, students designed a product on the theme of Community & Inclusivity, solo or in teams of up to 4. More than 300 took part.",
  "It was free and online, with workshops, mentor office hours, a keynote and a panel of judges from the industry, and in-person work sessions on campus for UCI students. Sign-ups were extended to February 19 at 11:59 PM PST.",
] as const;

export const keynote2023 = edition2023.people.keynote;

export const judges2023 = edition2023.people.judges;

export const workshopHosts2023 = edition2023.people.workshopHosts;

/** Eligibility, team size, originality and the deadline, as the 2023 page set them. */
export const rules2023: readonly string[] = [
  "Design-a-thon is open to undergraduate students in the United States. Every team member must be a current student with an institutional email address; people who do not qualify may not participate.",
  "Participate solo or in a team of at most 4 people in total. Your final team is the team named in your submission.",
  "Each team makes one submission, sent by one member on behalf of the whole team.",
  "All work must be original. Plagiarism means disqualification.",
  "Your work must not predate the event: everything you submit is made between February 24 and February 26, 2023.",
  "No late submissions. Changes made after Sunday, February 26 at 8:00 AM PST are penalized.",
];

// What the placed and awarded teams shared.
const merch = "Sponsor merch by mail, e.g. from Figma, Adobe or Notion (items could change)";
const mentorship = "A remote mentorship meeting between the team and a judge it picks";
const websiteFeature = "The project featured on the Design at UCI website";
const stickers = "Limited-edition Design at UCI stickers for every team member";

/** The prizes as published: labels and amounts exactly, each line in our words. */
export const prizes2023: readonly (PrizeGroup & { id: string })[] = [
  {
    id: "first",
    symbol: "1st",
    label: "First place",
    prizes: ["A $50 Visa gift card for each team member, by email", mentorship, websiteFeature, merch],
  },
  {
    id: "second",
    symbol: "2nd",
    label: "Second place",
    prizes: ["A $20 Visa gift card for each team member, by email", mentorship, websiteFeature, merch],
  },
  {
    id: "third",
    symbol: "3rd",
    label: "Third place",
    prizes: ["A $10 Visa gift card for each team member, by email", mentorship, websiteFeature, merch],
  },
  {
    id: "raffle",
    symbol: "Raffle",
    label: "Raffle",
    prizes: [
      "Five winners, each a merch bundle from Figma, Notion and Adobe",
      "Open to every participant who submits a working prototype to the prompt and has at least 1 entry",
      "1 entry: the #just-for-fun Discord challenge",
      "1 entry: attending a social",
      "1 entry: attending a workshop",
    ],
  },
  {
    id: "presentation",
    symbol: "Presentation",
    label: "Best presentation & story-telling",
    prizes: [stickers, websiteFeature, merch],
  },
  {
    id: "creative",
    symbol: "Creative",
    label: "Most creative & innovative",
    prizes: [stickers, websiteFeature, merch],
  },
  {
    id: "honorable",
    symbol: "Honorable",
    label: "Honorable Mention",
    prizes: [stickers, websiteFeature, merch],
  },
  {
    id: "extras",
    symbol: "Extras",
    label: "All participants",
    prizes: ["A promo code for a 90-day extended trial of Balsamiq Cloud"],
  },
];

/** The Top 3 as published; each description is ours, from the team's facts. */
export const winners2023: readonly (Winner & { id: string })[] = [
  {
    id: "first",
    place: "1st Place",
    team: "Colorful",
    members: [
      { name: "William Han", school: "USC" },
      { name: "Megan Phi", school: "USC" },
      { name: "Jayden Kang", school: "USC" },
      { name: "Amy La", school: "USC" },
    ],
    project: "Colorful",
    description: "A team of four from USC.",
  },
  {
    id: "second",
    place: "2nd Place",
    team: "Team MLH",
    members: [
      { name: "Mandy Wu", school: "University of Washington, Seattle" },
      { name: "Lea Hidaka", school: "University of Washington, Seattle" },
    ],
    project: "Honeycomb",
    description: "A team of two from the University of Washington, Seattle.",
  },
  {
    id: "third",
    place: "3rd Place",
    team: "Jackie",
    // The school as published.
    members: [{ name: "Hue Quan (Jackie) Vu", school: "School of the Art" }],
    project: "Connec",
    description: "A solo entry.",
  },
];

export interface Schedule2023Item {
  id: string;
  /** As shown, e.g. "4:00-5:30 PM". */
  time: string;
  title: string;
  description: string;
  location?: string;
  /** The Zoom meeting the published schedule linked from the item (one of `zoom2023`). */
  zoom?: string;
  /** A form the item needs, e.g. the submission form. */
  link?: { label: string; href: string };
}

/** A schedule item as the page takes it: its time as written, with the meeting and the form it links. */
export interface Schedule2023Entry extends ScheduleWrittenFacts {
  zoom?: string;
  link?: { label: string; href: string };
}

/** One day of the schedule as the page takes it. */
export interface Schedule2023Day extends Omit<EditionScheduleDay, "items"> {
  items: readonly Schedule2023Entry[];
}

/**
 * The schedule as published: times, titles, hosts, rooms and the Zoom meeting
 * or form each item linked; "(IP)" marks an in-person event, for UCI students
 * only. Descriptions are ours.
 */
export const schedule2023: readonly { id: string; label: string; name: string; items: readonly Schedule2023Item[] }[] =
  [
    {
      id: "fri",
      label: "Fri",
      name: "Friday, February 24",
      items: [
        {
          id: "opening",
          time: "5:30 PM",
          title: "Opening Ceremony",
          description: "The Design-a-thon Director opens the event.",
          location: "Zoom",
          zoom: zoom2023.ceremony,
        },
        {
          id: "judges",
          time: "5:35 PM",
          title: "Judges Introduction",
          description:
            "Meet the judges: Minjun Chen, Jeremy Marusek, Antonio Flamenco, Mosope Adebowale and Yiming Wang.",
        },
        {
          id: "keynote",
          time: "6:00 PM",
          title: "Keynote speech",
          description: "By the keynote speaker, Harrison Wheeler.",
        },
        {
          id: "brief",
          time: "6:35 PM",
          title: "Challenge Brief and Q&A",
          description: "The challenge is announced, then questions are answered.",
        },
        {
          id: "opening-close",
          time: "7:00-7:05 PM",
          title: "Closing",
          description: "The Opening Ceremony ends.",
        },
        {
          id: "gender-inclusivity",
          time: "7:30-8:15 PM",
          title: "Workshop: Design for Gender Inclusivity",
          description: "Hosted by WICS: Duong Vu and Amanda Hausmann.",
          location: "Zoom",
          zoom: zoom2023.event,
        },
        {
          id: "work-fri",
          time: "8:00-10:00 PM",
          title: "Work session (IP)",
          description:
            "UCI students only. Work rooms with mentors and organizers at hand, and food while supplies last.",
          location: "DBH 3011 & DBH 4011",
        },
        {
          id: "intro-to-figma",
          time: "8:45-9:30 PM",
          title: "Workshop: Intro to Figma",
          description: "Hosted by Victoria Wu. For those new to Figma.",
          location: "Zoom",
          zoom: zoom2023.event,
        },
        {
          id: "mentors-fri",
          time: "11:00 PM-12:00 AM",
          title: "Mentor Office Hours",
          description: "Ask the mentors for help in #mentor-office-hours.",
          location: "Discord",
        },
      ],
    },
    {
      id: "sat",
      label: "Sat",
      name: "Saturday, February 25",
      items: [
        {
          id: "diversity",
          time: "10:00-10:45 AM",
          title: "Workshop: Designing for Diversity",
          description: "Hosted by Mosope Adebowale.",
          location: "Zoom",
          zoom: zoom2023.event,
        },
        {
          id: "mentors-sat-am",
          time: "11:00 AM-12:00 PM",
          title: "Mentor Office Hours",
          description: "Ask the mentors for help in #mentor-office-hours.",
          location: "Discord",
        },
        {
          id: "authentic",
          time: "12:00-12:45 PM",
          title: "Workshop: Be F#$%ing Authentic",
          description: "Hosted by Joe Cahill.",
          location: "Zoom",
          zoom: zoom2023.event,
        },
        {
          id: "work-sat-pm",
          time: "1:00-3:00 PM",
          title: "Work session (IP)",
          description:
            "UCI students only. Work rooms with mentors and organizers at hand, and food while supplies last.",
          location: "DBH 3011 & DBH 4011",
        },
        {
          id: "games",
          time: "2:00-3:00 PM",
          title: "Social",
          description: "Game Extravaganza, with Design at UCI: online games together.",
          location: "Discord, #game-extravaganza-social",
        },
        {
          id: "case-studies",
          time: "3:00-3:45 PM",
          title: "Workshop: Creating UX Case Studies",
          description: "Hosted by CTC: Alexandria (Alex) Wang and Meghna Kaligotla.",
          location: "Zoom",
          zoom: zoom2023.event,
        },
        {
          id: "zines",
          time: "4:00-5:00 PM",
          title: "Social (IP)",
          description: "DIY Designathon Zines, with Design at UCI. UCI students only.",
          location: "DBH 3011",
        },
        {
          id: "accessibility",
          time: "5:00-5:45 PM",
          title: "Workshop: Leveraging Accessibility in Design",
          description: "Hosted by Antonio Flamenco.",
          location: "Zoom",
          zoom: zoom2023.event,
        },
        {
          id: "work-sat-evening",
          time: "5:00-7:00 PM",
          title: "Work session (IP)",
          description:
            "UCI students only. Work rooms with mentors and organizers at hand, and food while supplies last.",
          location: "DBH 3011 & DBH 4011",
        },
        {
          id: "mentors-sat-pm",
          time: "8:00-9:00 PM",
          title: "Mentor Office Hours",
          description: "Ask the mentors for help in #mentor-office-hours.",
          location: "Discord",
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
          title: "Submission Deadline",
          description: "Working prototypes are due through the Submission Form.",
          link: { label: "Submission Form", href: youBelongHereLinks.submission },
        },
        {
          id: "finalists",
          time: "1:10 PM",
          title: "Announcing 10 finalists",
          description: "The 10 finalist teams hear at the email address they gave in the Submission Form.",
        },
        {
          id: "case-study",
          time: "1:10-4:00 PM",
          title: "Work on Case Study",
          description: "The finalists prepare their case-study presentations.",
        },
        {
          id: "presentations",
          time: "4:00-5:30 PM",
          title: "Presentations",
          description: "Each of the 10 finalist teams presents its case study in 8 minutes. Anyone can watch.",
          location: "Zoom",
          zoom: zoom2023.ceremony,
        },
        {
          id: "judging",
          time: "5:30-6:15 PM",
          title: "Judging Panel",
          description:
            "The judges choose the Top 3, best presentation & story-telling, most creative & innovative, and honorable mention.",
        },
        {
          id: "closing",
          time: "7:00-7:40 PM",
          title: "Closing Ceremony",
          description: "The winners are announced.",
          location: "Zoom",
          zoom: zoom2023.ceremony,
        },
        {
          id: "raffle",
          time: "7:40-7:50 PM",
          title: "Raffle Draw",
          description: "The five raffle winners are drawn.",
        },
        {
          id: "end",
          time: "7:50-8:00 PM",
          title: "Q&A and Closing",
          description: "Last questions and thanks, and the event ends.",
        },
      ],
    },
  ];

/** The line above the schedule: "(IP)" marks an in-person event (the note under the day toggle gives the zone). */
export const scheduleIntro2023 =
  "Events marked (IP) are in person, in the rooms shown, for UCI students only; everything else is online, on Zoom or Discord.";

/** The schedule's days as Pacific dates, for `defaultScheduleDay`. */
export const DESIGNATHON_2023_DAYS = edition2023.days;

/** Questions in our words, on the facts of the 2023 page; links go to its forms and server, or our pages. */
export const faq2023: readonly FaqItem[] = [
  {
    id: "who",
    question: "Who can participate?",
    answer:
      "Undergraduate students in the United States with an institutional email address. People who do not qualify cannot take part.",
  },
  {
    id: "sign-up",
    question: "How do I sign up, and by when?",
    answer: "Through the participant sign-up form. Its deadline was extended to February 19 at 11:59 PM PST.",
    link: { label: "Participant sign-up form", href: youBelongHereLinks.signUp },
  },
  {
    id: "beginners",
    question: "Can I join without any design experience?",
    answer: "Yes. The workshops and mentor office hours during the weekend are there for beginners.",
  },
  {
    id: "cost",
    question: "How much does it cost?",
    answer: "Nothing. You need a device with Zoom and Discord.",
  },
  {
    id: "team",
    question: "How big can my team be, and how do I find one?",
    answer:
      "Go solo, or form a team of at most 4 people in total; the team named in your submission is your final team. Look for teammates in #find-a-team on the event's Discord.",
    link: { label: "You Belong Here 2023 Discord", href: youBelongHereLinks.discord },
  },
  {
    id: "prepare",
    question: "How can I prepare?",
    answer:
      "Practise with the prototyping tool you like best (Figma, Sketch, Adobe XD…) before Friday, and browse our resources.",
    link: { label: "Design at UCI resources", href: paths.resources },
  },
  {
    id: "backgrounds",
    question: "Is there a Zoom background?",
    answer: "Yes, a folder of them to download for your video calls.",
    link: { label: "You Belong Here Zoom backgrounds", href: youBelongHereLinks.zoomBackgrounds },
  },
  {
    id: "submit",
    question: "Where do we submit?",
    answer:
      "Through the Submission Form, by Sunday, February 26 at 8:00 AM PST. One member submits for the whole team.",
    link: { label: "Submission Form", href: youBelongHereLinks.faqSubmission },
  },
  {
    id: "raffle",
    question: "How do I enter the raffle?",
    answer:
      "Submit a working prototype and earn at least one entry: one for the #just-for-fun Discord challenge, one for attending a social, one for attending a workshop. Five winners are drawn on Sunday at 7:40 PM PST.",
  },
];

export const sponsors2023 = edition2023.sponsors;

/** The record as the Edition type, so the fields a record may leave out (keynote, partners) read as optional. */
export const edition: Edition = edition2023;

/** The published schedule gives its times as written, all Pacific: one entry per day of the record's `days`. */
const schedule: readonly Schedule2023Day[] = schedule2023.map((day, index) => ({
  date: edition2023.days[index] ?? day.id,
  label: day.label,
  name: day.name,
  items: day.items.map((item) => ({ kind: "written", ...item })),
}));

/**
 * Everything the page shows beyond its record, in the template's shape. The 2023 page has no
 * facts line, Zoom buttons (its schedule links each item's meeting instead), about facts or
 * closing line; `scheduleIntro` is its own.
 */
export const content = {
  /** After the event, which is what most visitors see. */
  prerenderedAt,
  countdown: countdown2023,
  /** Every form and document the page links to; the section bar shows the submission form and the brief. */
  links: youBelongHereLinks,
  /** The two meetings, linked from the schedule's items. */
  zoom: zoom2023,
  about: about2023,
  rules: rules2023,
  prizes: prizes2023,
  /** Shown from the record's `winnersAnnounced` on. */
  winners: winners2023,
  faq: faq2023,
  schedule,
  /** The line above the schedule. */
  scheduleIntro: scheduleIntro2023,
};
