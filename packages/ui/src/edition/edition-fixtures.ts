// Sample content for the stories of the edition blocks: one fictional edition,
// its people from the stories' own cast, its sponsors invented. No JSX here:
// Storybook's config can import the names to draw their portraits.
import { storyNames, storyPeople } from "../story-people.ts";
import { colors } from "../theme/tokens.ts";
import type { Committee } from "./committees.tsx";
import type { EditionTheme } from "./edition-theme.tsx";
import type { EditionFaqItem } from "./faq.tsx";
import type { ItineraryDay } from "./itinerary.tsx";
import type { PeopleGroup } from "./people-grid.tsx";
import type { EditionPrizeGroup } from "./prizes.tsx";
import type { ScheduleDay } from "./schedule.tsx";
import type { SponsorLogo } from "./sponsors.tsx";
import type { EditionStat } from "./stats.tsx";
import type { EditionAward, EditionTrack } from "./tracks.tsx";
import type { EditionWinner } from "./winners.tsx";
import type { ZoomLinks } from "./zoom-button.tsx";

export const fixtureStats: readonly EditionStat[] = [
  { value: "150+", label: "Projects" },
  { value: "600+", label: "Designers" },
  { value: "3", label: "Days" },
  { value: "24", label: "Mentors" },
];

export const fixtureTracks: readonly EditionTrack[] = [
  {
    id: "campus-access",
    title: "Campus Access",
    summary: "Design a way for a student with a disability to find the quickest step-free route to class.",
    prizes: ["A sketchbook set for each member", "A portfolio review with a mentor"],
  },
  {
    id: "climate",
    title: "Climate at Home",
    summary: "Help a shared household see, and cut, the energy it uses.",
    prizes: ["A sketchbook set for each member", "A portfolio review with a mentor"],
  },
  {
    id: "play",
    title: "Play and Wellbeing",
    summary: "Make a small daily break something people look forward to.",
    prizes: ["A drawing tablet for each member"],
  },
];

export const fixtureAwards: readonly EditionAward[] = [
  { id: "peoples-choice", title: "People's Choice", summary: "Voted by everyone at the closing ceremony." },
  { id: "most-novel", title: "Most Novel", summary: "The idea the judges had not seen before." },
  { id: "first-timers", title: "Best First-Time Team", summary: "For a team at its first hackathon." },
];

const [avery, jordan, priya, mateo, kai, noor, sam] = storyNames as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** The organizing team of a small edition: the stories' cast alone (their portraits are always drawn). */
export const fixtureCommittees: readonly Committee[] = [
  {
    id: "directors",
    name: "Directors",
    members: [
      { id: "avery-quinn", name: avery, role: "Co-director" },
      { id: "jordan-lee", name: jordan, role: "Co-director" },
    ],
  },
  {
    id: "design",
    name: "Design",
    members: [
      { id: "priya-raman", name: priya, role: "Lead" },
      { id: "mateo-cruz", name: mateo },
      { id: "kai-tanaka", name: kai },
    ],
  },
  {
    id: "outreach",
    name: "Outreach",
    members: [
      { id: "noor-haddad", name: noor, role: "Lead" },
      { id: "sam-ortiz", name: sam },
      { id: "maren-osei", name: storyPeople.maren.name, role: "Sponsorships" },
      { id: "julian-park", name: storyPeople.julian.name, role: "Judges and mentors" },
      { id: "zara-ahmed", name: storyPeople.zara.name },
    ],
  },
];

/**
 * Fictional people beyond the stories' cast, for a full-sized team. Their
 * portraits are drawn in Storybook's build only when its config lists them
 * (`.storybook/main.ts`, beside `storyNames`).
 */
export const fixtureExtraNames = [
  "Lena Morales",
  "Ravi Desai",
  "Hana Kim",
  "Diego Alvarado",
  "Mira Castellano",
  "Theo Nakamura",
  "Ayla Demir",
  "Owen Fairbanks",
  "Sofia Lindqvist",
  "Tariq Bello",
  "Ines Carvalho",
  "Felix Ambrose",
  "Yara Mansour",
  "Ezra Whitlock",
  "Lucia Ferreira",
  "Arjun Mehta",
  "Nadia Petrova",
  "Caleb Okafor",
  "Wren Halloway",
  "Mina Sato",
  "Rafael Quintero",
  "Elise Marchetti",
  "Dev Kapoor",
  "Talia Brooks",
  "Omar Rashidi",
  "Juniper Hale",
  "Kenji Morita",
  "Amara Nwosu",
  "Silas Bergman",
  "Rosa Villanueva",
] as const;

const member = (name: string, role?: string) => ({
  id: name.toLowerCase().replace(/[^a-z]+/g, "-"),
  name,
  ...(role ? { role } : {}),
});

const extra = (from: number, to: number) => fixtureExtraNames.slice(from, to).map((name) => member(name));

/** A full-sized organizing team: forty people in seven committees. */
export const fixtureLargeCommittees: readonly Committee[] = [
  {
    id: "directors",
    name: "Directors",
    members: [member(avery, "Co-director"), member(jordan, "Co-director")],
  },
  {
    id: "design",
    name: "Design",
    members: [member(priya, "Lead"), member(mateo), member(kai), ...extra(0, 4)],
  },
  {
    id: "marketing",
    name: "Marketing",
    members: [member(noor, "Lead"), member(sam, "Social media"), ...extra(4, 9)],
  },
  {
    id: "sponsorship",
    name: "Sponsorship",
    members: [member(storyPeople.maren.name, "Lead"), ...extra(9, 13)],
  },
  {
    id: "logistics",
    name: "Logistics",
    members: [member(fixtureExtraNames[13], "Lead"), ...extra(14, 20)],
  },
  {
    id: "judging",
    name: "Judging & Mentors",
    members: [member(storyPeople.julian.name, "Lead"), member(storyPeople.zara.name), ...extra(20, 25)],
  },
  {
    id: "tech",
    name: "Web & Tech",
    members: [member(fixtureExtraNames[25], "Lead"), ...extra(26, 30)],
  },
];

export const fixtureItinerary: readonly ItineraryDay[] = [
  {
    date: "2026-04-17",
    name: "Friday, April 17",
    items: [
      { id: "check-in", time: "4:00 - 5:00 PM", title: "Check-in", place: "Main Hall lobby" },
      {
        id: "opening",
        time: "5:00 - 6:00 PM",
        title: "Opening Ceremony",
        place: "Main Hall",
        detail: "The prompt is revealed; teams of up to four can form afterwards.",
      },
      { id: "begins", time: "6:00 PM", title: "Designing begins" },
    ],
  },
  {
    date: "2026-04-18",
    name: "Saturday, April 18",
    items: [
      { id: "breakfast", time: "9:00 - 10:00 AM", title: "Breakfast", place: "Main Hall" },
      {
        id: "workshop",
        time: "11:00 AM - 12:00 PM",
        title: "Workshop: Prototyping in an Afternoon",
        place: "Studio B",
        detail: "Bring a laptop; no experience needed.",
      },
      { id: "mentors", time: "2:00 - 5:00 PM", title: "Mentor office hours", place: "Online" },
    ],
  },
  {
    date: "2026-04-19",
    name: "Sunday, April 19",
    items: [
      { id: "submissions", time: "10:00 AM", title: "Submissions due" },
      { id: "judging", time: "11:00 AM - 1:00 PM", title: "Judging", place: "Main Hall" },
      { id: "closing", time: "2:00 - 3:00 PM", title: "Closing Ceremony and awards", place: "Main Hall" },
    ],
  },
];

/** A later edition's own look: a serif display type for figures and wordmarks, warm cards. */
export const fixtureTheme: EditionTheme = {
  tint: colors.peach,
  accent: colors.orange,
  card: {
    ground: colors.white,
    ink: colors.text,
    muted: colors.textMuted,
    link: colors.link,
    accent: colors.orangeDark,
    border: `2px solid ${colors.black}`,
    radius: 12,
    shadow: `4px 4px 0 ${colors.orange}`,
  },
  displayFont: 'Georgia, "Times New Roman", serif',
  ornaments: { "[data-ed='figure']": { color: colors.orangeDark } },
};

/** A Pacific wall-clock time of the sample weekend (Pacific daylight time, UTC−7). */
const at = (day: 10 | 11 | 12, time: string) => new Date(`2031-10-${day}T${time}:00-07:00`);

export const storySections = [
  { label: "About", id: "s-about" },
  { label: "Judges & Speakers", id: "s-speakers" },
  { label: "Rules", id: "s-rules" },
  { label: "Prizes", id: "s-prizes" },
  { label: "Schedule", id: "s-schedule" },
  { label: "FAQ", id: "s-faq" },
  { label: "Sponsors and Partners", id: "s-sponsors" },
];

/** Documents of the sample edition: anchors on the story's own page. */
export const storyLinks = { challengeBrief: "#challenge-brief", handbook: "#handbook" };

export const storyZoom: ZoomLinks = { ceremony: "#ceremony-meeting", event: "#workshop-meeting" };

export const storyAbout = {
  paragraphs: [
    "A weekend design competition for students: turn a prompt into a prototype, learn from working designers in workshops and present to a panel of judges.",
    "Take part on campus or online. It is free, and no design experience is needed.",
  ],
  facts: [
    { term: "When", detail: "October 10-12 (3 days)" },
    { term: "Where", detail: "Hybrid: on campus and online" },
    { term: "Cost", detail: "Free" },
  ],
};

export const storyRules = [
  "Every team member is a current student.",
  "Compete solo or in a team of up to 4.",
  "One member submits for the whole team.",
  "Design everything during the event.",
  "Late submissions are not judged.",
];

export const storyPrizes: readonly EditionPrizeGroup[] = [
  { symbol: "1st", label: "1st Place", prizes: ["A drawing tablet for each member", "A portfolio review"] },
  { symbol: "2nd", label: "2nd Place", prizes: ["A mechanical keyboard for each member"] },
  { symbol: "3rd", label: "3rd Place", prizes: ["A sketchbook set for each member"] },
  { symbol: "Presentation", label: "People's Choice", prizes: ["Voted by participants", "Stickers"] },
];

export const storyFaq: readonly EditionFaqItem[] = [
  { id: "who", question: "Who can take part?", answer: "Any current student; no design experience needed." },
  { id: "cost", question: "Does it cost anything?", answer: "No, it is free." },
  {
    id: "team",
    question: "Do I need a team?",
    answer: "No: come solo or bring up to three teammates.",
    link: { label: "The rules", href: "#s-rules" },
  },
];

const person = (name: string, role: string) => ({ id: name.toLowerCase().replaceAll(" ", "-"), name, role });

export const storyJudges: PeopleGroup["people"] = [
  { id: "maren-osei", ...storyPeople.maren },
  person(storyNames[0] ?? "", "Product Designer at a travel app"),
  person(storyNames[1] ?? "", "Design Lead at a health start-up"),
  person(storyNames[2] ?? "", "UX Researcher at a bank"),
];

export const storyHosts: PeopleGroup["people"] = [
  person(storyNames[3] ?? "", "Design Systems Engineer"),
  person(storyNames[4] ?? "", "Motion Designer"),
];

export const storyWinners: readonly EditionWinner[] = [
  {
    place: "1st Place",
    team: "Team Lantern",
    members: [
      { name: storyNames[5] ?? "", school: "A state university" },
      { name: storyNames[6] ?? "", school: "A state university" },
    ],
    project: "Lantern",
    description: "A calm study planner that turns a syllabus into weekly goals.",
  },
  {
    place: "2nd Place",
    team: "Team Orbit",
    members: [{ name: storyNames[0] ?? "", school: "A community college" }],
    project: "Orbit",
    description: "A shared calendar for student clubs.",
  },
];

/** Friday and Saturday of the sample weekend, with Zoom events and markers. */
export const storySchedule: readonly ScheduleDay[] = [
  {
    date: "2031-10-10",
    label: "Fri",
    name: "Friday, October 10",
    items: [
      {
        kind: "event",
        id: "opening",
        title: "Opening Ceremony",
        location: "Main hall",
        start: at(10, "17:00"),
        end: at(10, "18:00"),
        description: "The weekend opens and the prompt is revealed.",
        zoom: { durationMinutes: 60, ceremony: true },
      },
      { kind: "marker", id: "begins", title: "Designing Begins", at: at(10, "18:00") },
      {
        kind: "event",
        id: "figma",
        title: "Intro to Prototyping",
        location: "Room 101",
        start: at(10, "19:00"),
        end: at(10, "19:45"),
        host: `Hosted by ${storyNames[3]}`,
        zoom: { durationMinutes: 45 },
      },
    ],
  },
  {
    date: "2031-10-11",
    label: "Sat",
    name: "Saturday, October 11",
    items: [
      { kind: "written", id: "lunch", title: "Lunch", time: "12:00-1:00 PM", location: "Patio" },
      { kind: "marker", id: "due", title: "Submissions Due", at: at(11, "20:00") },
    ],
  },
];

export const storySponsors: readonly SponsorLogo[] = [
  { id: "northwind", alt: "Northwind Studio" },
  { id: "fable", alt: "Fable & Grid" },
  { id: "pixel-works", alt: "Pixel Works" },
];

export const storyPartners: readonly SponsorLogo[] = [
  { id: "game-club", alt: "Campus Game Club" },
  { id: "service-club", alt: "Code for Good Club" },
];

/** A drawn wordmark: a shape in one colour, as an SVG data address (no text to outline). */
const drawnMark = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96"><rect width="240" height="96" rx="12" fill="#fff"/><circle cx="60" cy="48" r="26" fill="${fill}"/><rect x="100" y="38" width="110" height="20" rx="10" fill="${fill}"/></svg>`,
  )}`;

export const storyDrawnSponsors: readonly SponsorLogo[] = [
  { id: "northwind", alt: "Northwind Studio", logo: drawnMark("#011EFB"), size: { width: 240, height: 96 } },
  { id: "fable", alt: "Fable & Grid", logo: drawnMark("#B1005A"), size: { width: 240, height: 96 } },
];
