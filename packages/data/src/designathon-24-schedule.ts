// The 2024 schedule (all Pacific time). Events with a
// `zoom` get the Zoom button; its durations in schedule order are 60, 45, 55,
// 45, 45, 45, 90 and 60 minutes. No 2024 event has a recording yet.
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

const STUDENT_CENTER = "Student Center, Crescent Bay Auditorium";
const HALL = "Student Center, Pacific Ballroom";

export const schedule2024 = [
  {
    date: "2024-05-17",
    label: "Fri",
    name: "Friday, May 17",
    items: [
      {
        kind: "event",
        id: "fri-check-in",
        title: "Check In",
        location: `${STUDENT_CENTER} (in person)`,
        start: pacific("2024-05-17T15:00"),
        end: pacific("2024-05-17T16:30"),
        description:
          "Pick up your badge at the auditorium. Online participants check in with the online check-in form sent by email.",
      },
      {
        kind: "event",
        id: "fri-social",
        title: "Team Formation Social",
        location: STUDENT_CENTER,
        start: pacific("2024-05-17T15:30"),
        end: pacific("2024-05-17T16:30"),
        description: "Decorate your nametag, meet other designers and find teammates if you came alone.",
      },
      {
        kind: "event",
        id: "fri-opening",
        title: "Opening Ceremony",
        location: `${STUDENT_CENTER} and on Zoom`,
        start: pacific("2024-05-17T16:30"),
        end: pacific("2024-05-17T17:30"),
        description: "Our three co-directors welcome you, walk through the weekend and reveal the challenge brief.",
        host: "Led by the Design-a-thon co-directors",
        zoom: { durationMinutes: 60, ceremony: true },
      },
      { kind: "marker", id: "fri-begins", title: "Designing Officially Begins", at: pacific("2024-05-17T17:30") },
      {
        kind: "event",
        id: "fri-dinner",
        title: "Dinner",
        location: "Engineering Hall patio, room 6011",
        start: pacific("2024-05-17T18:30"),
        end: pacific("2024-05-17T19:30"),
        description: "Dinner for in-person participants while supplies last.",
      },
      {
        kind: "event",
        id: "fri-figma",
        title: "Intro to Figma Workshop",
        location: "Engineering Hall, room 6011 and on Zoom",
        start: pacific("2024-05-17T18:40"),
        end: pacific("2024-05-17T19:25"),
        description: "Frames, auto layout and your first clickable prototype, from an empty file.",
        host: "Hosted by a campus design club",
        zoom: { durationMinutes: 45 },
      },
      { kind: "marker", id: "fri-venue-closes", title: "Venue Closes", at: pacific("2024-05-17T21:00") },
      {
        kind: "event",
        id: "fri-authentic",
        title: "Embracing Your Authentic Self",
        location: "Online",
        start: pacific("2024-05-17T21:40"),
        end: pacific("2024-05-17T22:35"),
        description: "A talk on finding and keeping your own voice as a designer.",
        host: "Hosted by Ezra Bloom",
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
        title: "Check In",
        location: HALL,
        start: pacific("2024-05-18T08:00"),
        end: pacific("2024-05-18T09:00"),
        description: "In-person participants check in for the day at the main hall.",
      },
      {
        kind: "event",
        id: "sat-breakfast",
        title: "Breakfast",
        location: HALL,
        start: pacific("2024-05-18T10:00"),
        end: pacific("2024-05-18T11:00"),
        description: "Breakfast while supplies last.",
      },
      {
        kind: "event",
        id: "sat-research",
        title: "Research for Complexity Workshop",
        location: "Engineering Hall, room 6011 and online",
        start: pacific("2024-05-18T11:00"),
        end: pacific("2024-05-18T11:45"),
        description: "How to research a problem with many people and many steps.",
        host: "Hosted by Keiko Watanabe",
        zoom: { durationMinutes: 45 },
      },
      {
        kind: "event",
        id: "sat-lunch",
        title: "Lunch",
        location: HALL,
        start: pacific("2024-05-18T12:00"),
        end: pacific("2024-05-18T13:00"),
        description: "Lunch while supplies last.",
      },
      {
        kind: "event",
        id: "sat-lego",
        title: "Build-a-Critter LEGO Workshop",
        location: HALL,
        start: pacific("2024-05-18T14:00"),
        end: pacific("2024-05-18T14:45"),
        description: "Take a break from screens and build a small creature from bricks.",
      },
      {
        kind: "event",
        id: "sat-discord",
        title: "Discord Social",
        location: "Online, on our Discord",
        start: pacific("2024-05-18T15:00"),
        end: pacific("2024-05-18T15:45"),
        description: "Games and chat with online participants.",
      },
      {
        kind: "event",
        id: "sat-boba",
        title: "Boba Break",
        location: HALL,
        start: pacific("2024-05-18T15:00"),
        end: pacific("2024-05-18T15:45"),
        description: "Boba with our productivity-tool sponsor.",
        host: "With Inkwell Notes",
      },
      {
        kind: "event",
        id: "sat-prototyping",
        title: "Intro to Prototyping Workshop",
        location: "Engineering Hall, room 6011 and on Zoom",
        start: pacific("2024-05-18T15:45"),
        end: pacific("2024-05-18T16:30"),
        description: "Make a prototype that tests one question well.",
        host: "Hosted by Samuel Adeyemi",
        zoom: { durationMinutes: 45 },
      },
      {
        kind: "event",
        id: "sat-dinner",
        title: "Dinner",
        location: HALL,
        start: pacific("2024-05-18T18:00"),
        end: pacific("2024-05-18T19:00"),
        description: "Dinner while supplies last.",
      },
      { kind: "marker", id: "sat-midway", title: "Mid-Way Check In Form Due", at: pacific("2024-05-18T19:00") },
      {
        kind: "event",
        id: "sat-accessibility",
        title: "Accessibility & Cross Cultural Design",
        location: "Engineering Hall, room 6011 and online",
        start: pacific("2024-05-18T19:10"),
        end: pacific("2024-05-18T19:55"),
        description: "Contrast, screen readers, and designing across languages and cultures.",
        host: "Hosted by Lucía Moreno",
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
        title: "Check In",
        location: HALL,
        start: pacific("2024-05-19T08:30"),
        end: pacific("2024-05-19T09:30"),
        description: "In-person participants check in for the last day.",
      },
      {
        // The old page said "8:30-9:30 PM", a typo: breakfast is in the morning, with check-in.
        kind: "event",
        id: "sun-breakfast",
        title: "Breakfast",
        location: HALL,
        start: pacific("2024-05-19T08:30"),
        end: pacific("2024-05-19T09:30"),
        description: "Breakfast while supplies last.",
      },
      {
        kind: "event",
        id: "sun-discord",
        title: "Discord Social",
        location: "Online, on our Discord",
        start: pacific("2024-05-19T10:00"),
        end: pacific("2024-05-19T12:00"),
        description: "Hang out online while the expo runs.",
      },
      {
        kind: "event",
        id: "sun-expo",
        title: "Expo Hall",
        location: HALL,
        start: pacific("2024-05-19T10:00"),
        end: pacific("2024-05-19T12:00"),
        description: "Present your project for the People's Choice Award or an Honorable Mention Award.",
      },
      { kind: "marker", id: "sun-top-10", title: "Announcing Top 10 Finalists", at: pacific("2024-05-19T12:00") },
      {
        kind: "event",
        id: "sun-prepare",
        title: "Top 10 Prepare Demos",
        location: "Anywhere",
        start: pacific("2024-05-19T12:10"),
        end: pacific("2024-05-19T13:00"),
        description: "Finalists record and polish their demos.",
      },
      { kind: "marker", id: "sun-demos-due", title: "Top 10 Demos Due", at: pacific("2024-05-19T13:00") },
      {
        kind: "event",
        id: "sun-present",
        title: "Top 10 Present Demos",
        location: `${STUDENT_CENTER} and on Zoom`,
        start: pacific("2024-05-19T13:30"),
        end: pacific("2024-05-19T15:00"),
        description: "The ten finalists present to the judges.",
        zoom: { durationMinutes: 90 },
      },
      {
        kind: "event",
        id: "sun-lunch",
        title: "Lunch",
        location: HALL,
        start: pacific("2024-05-19T15:00"),
        end: pacific("2024-05-19T17:00"),
        description: "Lunch while the judges pick the Top 3.",
      },
      {
        kind: "event",
        id: "sun-closing",
        title: "Closing Ceremony & Announcing Winners",
        location: `${STUDENT_CENTER} and on Zoom`,
        start: pacific("2024-05-19T17:00"),
        end: pacific("2024-05-19T18:00"),
        description: "We announce the winners and thank everyone who came.",
        zoom: { durationMinutes: 60, ceremony: true },
      },
      { kind: "marker", id: "sun-ends", title: "Design-a-thon Ends", at: pacific("2024-05-19T18:00") },
    ],
  },
] as const satisfies readonly Schedule2024Day[];
