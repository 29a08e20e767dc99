// The 2024 schedule as the club published it (all Pacific time): titles, times,
// places and host lines are the record's, the descriptions our own. Events with
// a `zoom` get the Zoom button; its durations in schedule order are 60, 45, 55,
// 45, 45, 45, 90 and 60 minutes. No 2024 event has a recording.
import { pacific } from "@duci/time/pacific";

export interface Schedule2024Event {
  kind: "event";
  id: string;
  title: string;
  location?: string;
  start: Date;
  end: Date;
  description: string;
  host?: string;
  /** The record's people (`designathon-24-people.ts`) who hosted it. */
  hostIds?: readonly string[];
  zoom?: {
    /** The Join Zoom button shows from the start for this many minutes. */
    durationMinutes: number;
    /** Ceremonies share one meeting link; every other event uses the other. */
    ceremony?: boolean;
    recordingUrl?: string;
  };
}

/** A moment without a duration, such as a deadline. */
export interface Schedule2024Marker {
  kind: "marker";
  id: string;
  title: string;
  at: Date;
}

export type Schedule2024Item = Schedule2024Event | Schedule2024Marker;

export interface Schedule2024Day {
  /** Pacific date, one of the record's `days`. */
  date: string;
  /** The toggle's label. */
  label: "Fri" | "Sat" | "Sun";
  /** The day's full name, for the tab's accessible name and the list heading. */
  name: string;
  items: readonly Schedule2024Item[];
}

/** The two Zoom meetings: one for the opening and closing ceremonies, one for every other event. */
export const zoom2024 = {
  ceremony: "https://uci.zoom.us/j/92344530635",
  event: "https://uci.zoom.us/j/94772751120",
} as const;

const AUDITORIUM = "Crystal Cove Auditorium (Student Center)";
const DBH = "DBH 6011";
const PATIO = "DBH 6011 (Patio)";
const DISCORD = "Online (Discord)";

export const schedule2024 = [
  {
    date: "2024-05-17",
    label: "Fri",
    name: "Friday, May 17",
    items: [
      {
        kind: "event",
        id: "fri-check-in",
        title: "Check In Starts",
        location: AUDITORIUM,
        start: pacific("2024-05-17T15:00"),
        end: pacific("2024-05-17T16:30"),
        description: "In-person check-in at the auditorium; online participants use the online check-in form.",
      },
      {
        kind: "event",
        id: "fri-social",
        title: "Team Formation Social",
        location: AUDITORIUM,
        start: pacific("2024-05-17T15:30"),
        end: pacific("2024-05-17T16:30"),
        description: "Decorate a nametag, meet other designers and find teammates.",
      },
      {
        kind: "event",
        id: "fri-opening",
        title: "Opening Ceremony",
        location: AUDITORIUM,
        start: pacific("2024-05-17T16:30"),
        end: pacific("2024-05-17T17:30"),
        description: "The weekend opens, in the auditorium and on Zoom.",
        host: "Led by co-directors Jasmine Wu, Jay Sotelo, and Elise Alinsug",
        zoom: { durationMinutes: 60, ceremony: true },
      },
      { kind: "marker", id: "fri-begins", title: "Designing Officially Begins", at: pacific("2024-05-17T17:30") },
      {
        kind: "event",
        id: "fri-dinner",
        title: "Dinner Served",
        location: PATIO,
        start: pacific("2024-05-17T18:30"),
        end: pacific("2024-05-17T19:30"),
        description: "Dinner on the patio.",
      },
      {
        kind: "event",
        id: "fri-figma",
        title: "Intro to Figma Workshop",
        location: DBH,
        start: pacific("2024-05-17T18:40"),
        end: pacific("2024-05-17T19:25"),
        description: "A first workshop for anyone new to Figma.",
        host: "Hosted by Commit the Change",
        hostIds: ["minh-nguyen", "selina-arjomand", "rafael-carrillo-munoz"],
        zoom: { durationMinutes: 45 },
      },
      { kind: "marker", id: "fri-venue-closes", title: "Venue Closes", at: pacific("2024-05-17T21:00") },
      {
        kind: "event",
        id: "fri-authentic",
        title: "Embracing Your Authentic Self",
        location: "Zoom",
        start: pacific("2024-05-17T21:40"),
        end: pacific("2024-05-17T22:35"),
        description: "An evening talk on Zoom about staying yourself as a creative.",
        host: "Hosted by Naheel Jawaid (Product Designer @ Google)",
        hostIds: ["naheel-jawaid"],
        zoom: { durationMinutes: 55 },
      },
    ],
  },
  {
    date: "2024-05-18",
    label: "Sat",
    name: "Saturday, May 18",
    items: [
      {
        kind: "event",
        id: "sat-check-in",
        title: "Check In Starts",
        location: "Donald Bren Hall (DBH)",
        start: pacific("2024-05-18T08:00"),
        end: pacific("2024-05-18T09:00"),
        description: "In-person check-in at Donald Bren Hall; online participants use the online check-in form.",
      },
      {
        kind: "event",
        id: "sat-breakfast",
        title: "Breakfast Served",
        location: PATIO,
        start: pacific("2024-05-18T10:00"),
        end: pacific("2024-05-18T11:00"),
        description: "Breakfast on the patio.",
      },
      {
        kind: "event",
        id: "sat-research",
        title: "Research for Complexity",
        location: "DBH 6011 & Online",
        start: pacific("2024-05-18T11:00"),
        end: pacific("2024-05-18T11:45"),
        description: "A workshop on design research.",
        host: "Hosted by Wenting Zhu",
        hostIds: ["wenting-zhu"],
        zoom: { durationMinutes: 45 },
      },
      {
        kind: "event",
        id: "sat-lunch",
        title: "Lunch Served",
        location: PATIO,
        start: pacific("2024-05-18T12:00"),
        end: pacific("2024-05-18T13:00"),
        description: "Lunch on the patio.",
      },
      {
        kind: "event",
        id: "sat-lego",
        title: "Build-a-Critter LEGO Workshop",
        location: DBH,
        start: pacific("2024-05-18T14:00"),
        end: pacific("2024-05-18T14:45"),
        description: "A hands-on break with LEGO bricks.",
        host: "Hosted by Cassandra Hoo (Senior UX Designer @ The Lego Group)",
        hostIds: ["cassandra-hoo"],
      },
      {
        kind: "event",
        id: "sat-discord",
        title: "Discord Social",
        location: DISCORD,
        start: pacific("2024-05-18T15:00"),
        end: pacific("2024-05-18T15:45"),
        description: "A break from designing, online.",
      },
      {
        kind: "event",
        id: "sat-boba",
        title: "Boba Break with Notion",
        location: PATIO,
        start: pacific("2024-05-18T15:00"),
        end: pacific("2024-05-18T15:45"),
        description: "Boba on the patio and a short Notion session.",
        host: "Hosted by Notion",
        hostIds: ["ella-chung"],
      },
      {
        kind: "event",
        id: "sat-prototyping",
        title: "Intro to Prototyping Workshop",
        location: DBH,
        start: pacific("2024-05-18T15:45"),
        end: pacific("2024-05-18T16:30"),
        description: "Turn a Figma design into a clickable prototype.",
        host: "Hosted by Video Game Design Club (VGDC)",
        hostIds: ["gage-johnson", "matthew-jung", "evelyn-lee", "chelsea-park", "lukas-hauge"],
        zoom: { durationMinutes: 45 },
      },
      {
        kind: "event",
        id: "sat-dinner",
        title: "Dinner Served",
        location: PATIO,
        start: pacific("2024-05-18T18:00"),
        end: pacific("2024-05-18T19:00"),
        description: "Dinner on the patio.",
      },
      { kind: "marker", id: "sat-midway", title: "Mid-Way Check In Form Due", at: pacific("2024-05-18T19:00") },
      {
        kind: "event",
        id: "sat-accessibility",
        title: "Accessibility & Cross Cultural Design",
        location: "DBH 6011 & Online",
        start: pacific("2024-05-18T19:10"),
        end: pacific("2024-05-18T19:55"),
        description: "Making products more people can use, across abilities and cultures.",
        host: "Hosted by Gresshaa Mehta (Senior Product Designer @ Microsoft)",
        hostIds: ["gresshaa-mehta"],
        zoom: { durationMinutes: 45 },
      },
      { kind: "marker", id: "sat-venue-closes", title: "Venue Closes", at: pacific("2024-05-18T21:00") },
    ],
  },
  {
    date: "2024-05-19",
    label: "Sun",
    name: "Sunday, May 19",
    items: [
      { kind: "marker", id: "sun-submissions", title: "Final Submissions Due", at: pacific("2024-05-19T08:00") },
      {
        kind: "event",
        id: "sun-check-in",
        title: "Check In Starts",
        location: DBH,
        start: pacific("2024-05-19T08:30"),
        end: pacific("2024-05-19T09:30"),
        description: "In-person check-in at Donald Bren Hall; online participants use the online check-in form.",
      },
      {
        // The old page said "8:30 AM → 9:30 PM", a slip: breakfast is in the morning, with check-in.
        kind: "event",
        id: "sun-breakfast",
        title: "Breakfast Served",
        location: PATIO,
        start: pacific("2024-05-19T08:30"),
        end: pacific("2024-05-19T09:30"),
        description: "Breakfast on the patio.",
      },
      {
        kind: "event",
        id: "sun-discord",
        title: "Discord Social",
        location: DISCORD,
        start: pacific("2024-05-19T10:00"),
        end: pacific("2024-05-19T12:00"),
        description: "Time together online before the finalists are named.",
      },
      {
        kind: "event",
        id: "sun-expo",
        title: "Expo Hall",
        location: DBH,
        start: pacific("2024-05-19T10:00"),
        end: pacific("2024-05-19T12:00"),
        description: "Designs on show in person, for the People's Choice and Honorable Mention awards.",
      },
      { kind: "marker", id: "sun-top-10", title: "Announcing Top 10 Finalists", at: pacific("2024-05-19T12:00") },
      {
        kind: "event",
        id: "sun-prepare",
        title: "Top 10 Prepare Demos",
        location: DBH,
        start: pacific("2024-05-19T12:10"),
        end: pacific("2024-05-19T13:00"),
        description: "Time for the finalists to get ready.",
      },
      { kind: "marker", id: "sun-demos-due", title: "Top 10 Demos Due", at: pacific("2024-05-19T13:00") },
      {
        kind: "event",
        id: "sun-present",
        title: "Top 10 Present Demos",
        location: DBH,
        start: pacific("2024-05-19T13:30"),
        end: pacific("2024-05-19T15:00"),
        description: "The finalists' demos, judged live.",
        zoom: { durationMinutes: 90 },
      },
      {
        kind: "event",
        id: "sun-lunch",
        title: "Lunch Served",
        location: DBH,
        start: pacific("2024-05-19T15:00"),
        end: pacific("2024-05-19T17:00"),
        description: "Lunch while the judges pick the Top 3.",
      },
      {
        kind: "event",
        id: "sun-closing",
        title: "Closing Ceremony & Announcing Winners",
        location: "DBH 6011 & Online (Zoom)",
        start: pacific("2024-05-19T17:00"),
        end: pacific("2024-05-19T18:00"),
        description: "The end of the weekend: the Top 3 and the in-person awards.",
        host: "Led by Design at UCI's Design-a-thon Directors, Jay Sotelo, Jasmine Wu, & Elise Alinsug",
        zoom: { durationMinutes: 60, ceremony: true },
      },
      { kind: "marker", id: "sun-ends", title: "Design-a-thon Ends", at: pacific("2024-05-19T18:00") },
    ],
  },
] as const satisfies readonly Schedule2024Day[];
