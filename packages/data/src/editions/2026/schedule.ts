// The 2026 itinerary as the club published it (all Pacific time, PDT): titles,
// times and places are the record's, the descriptions our own. A workshop's
// presenting organisation, in brackets after its title in the record, is its
// host line here. Overlapping slots stay as published (Friday's dinner and the
// Hack @ UCI workshop, Sunday's check-in and opening session, round 2 judging
// with dinner and the speaker panel). Every event with Zoom in the record has
// a Zoom button, live for the event's own length.
import { pacific } from "@duci/time/pacific";
import type { EditionScheduleDay, EditionZoomLinks } from "../../edition-content.ts";

/** The one meeting of the record, for the ceremonies and every other event alike. */
const meeting = "https://uci.zoom.us/j/91795525081";

export const zoom2026 = { ceremony: meeting, event: meeting } as const satisfies EditionZoomLinks;

/** Where submissions went. */
export const devpost2026 = "https://ucidesignathon26.devpost.com/";

/** The Sunday deadline for every submission, on Devpost. */
export const submissionDeadline2026 = pacific("2026-04-26T08:00");

const COURTYARD = "DCE Courtyard";
const YOSEMITE = "DCE Yosemite";
const JUDGING_ROOMS = "DCE 2030, DCE 2040";

export const schedule2026 = [
  {
    date: "2026-04-24",
    label: "Fri",
    name: "Friday, April 24",
    items: [
      {
        kind: "event",
        id: "fri-check-in",
        title: "Check-In",
        start: pacific("2026-04-24T17:00"),
        end: pacific("2026-04-24T18:00"),
        location: COURTYARD,
        description:
          "Attendance confirmed. In person at the DCE entrance with a government or student ID, for a badge worn every day.",
        zoom: { durationMinutes: 60 },
      },
      {
        kind: "event",
        id: "fri-opening",
        title: "Opening Ceremony",
        start: pacific("2026-04-24T18:00"),
        end: pacific("2026-04-24T19:00"),
        location: YOSEMITE,
        description: "The weekend's kickoff: meeting the other participants and learning the theme and its prompts.",
        zoom: { durationMinutes: 60, ceremony: true },
      },
      {
        kind: "event",
        id: "fri-dinner",
        title: "Dinner",
        start: pacific("2026-04-24T19:00"),
        end: pacific("2026-04-24T20:00"),
        location: COURTYARD,
        description: "Tigawok and Panda Express, for participants in person.",
      },
      {
        kind: "event",
        id: "fri-hackathon-speed",
        title: "Workshop: Designing at Hackathon Speed",
        start: pacific("2026-04-24T19:30"),
        end: pacific("2026-04-24T20:00"),
        location: YOSEMITE,
        host: "Presented by Hack @ UCI",
        description: "Quick ideation, deciding what matters first, and working as a team against the clock.",
        zoom: { durationMinutes: 30 },
      },
      {
        kind: "event",
        id: "fri-closing",
        title: "Closing Session",
        start: pacific("2026-04-24T20:30"),
        end: pacific("2026-04-24T21:00"),
        location: YOSEMITE,
        description: "The end of day one.",
      },
    ],
  },
  {
    date: "2026-04-25",
    label: "Sat",
    name: "Saturday, April 25",
    items: [
      {
        kind: "event",
        id: "sat-check-in",
        title: "Check-In",
        start: pacific("2026-04-25T10:00"),
        end: pacific("2026-04-25T10:30"),
        location: COURTYARD,
        description: "Back for day two, badges on.",
        zoom: { durationMinutes: 30 },
      },
      {
        kind: "event",
        id: "sat-opening",
        title: "Opening Session",
        start: pacific("2026-04-25T10:30"),
        end: pacific("2026-04-25T11:00"),
        location: YOSEMITE,
        description: "The start of day two.",
      },
      {
        kind: "event",
        id: "sat-brunch",
        title: "Brunch",
        start: pacific("2026-04-25T11:00"),
        end: pacific("2026-04-25T12:00"),
        location: COURTYARD,
        description: "Muffins, croissants and more.",
      },
      {
        kind: "event",
        id: "sat-ideation",
        title: "Workshop: Ideation and Brainstorming",
        start: pacific("2026-04-25T12:00"),
        end: pacific("2026-04-25T13:00"),
        location: YOSEMITE,
        host: "Presented by Commit the Change",
        description: "Ways to come up with many ideas, and to pick the ones worth designing.",
        zoom: { durationMinutes: 60 },
      },
      {
        kind: "event",
        id: "sat-figma",
        title: "Workshop: From 0 → 1 Figma Crash Course",
        start: pacific("2026-04-25T15:00"),
        end: pacific("2026-04-25T16:00"),
        location: YOSEMITE,
        host: "Presented by Figma",
        description: "Figma from the first frame to intermediate skills.",
        zoom: { durationMinutes: 60 },
      },
      {
        kind: "event",
        id: "sat-prototype",
        title: "Workshop: Hi-fidelity to Prototype",
        start: pacific("2026-04-25T17:00"),
        end: pacific("2026-04-25T18:00"),
        location: YOSEMITE,
        host: "Presented by Design @ UCI",
        description: "Turning high-fidelity screens into an interactive prototype.",
        zoom: { durationMinutes: 60 },
      },
      {
        kind: "event",
        id: "sat-dinner",
        title: "Dinner",
        start: pacific("2026-04-25T18:00"),
        end: pacific("2026-04-25T19:00"),
        location: COURTYARD,
        description: "Raising Cane's, for participants in person.",
      },
      {
        kind: "event",
        id: "sat-pitching",
        title: "Workshop: Design to Demo: Pitching & Storytelling",
        start: pacific("2026-04-25T19:00"),
        end: pacific("2026-04-25T20:00"),
        location: YOSEMITE,
        host: "Presented by Product @ UCI",
        description: "Telling a design's story and pitching it in a demo.",
        zoom: { durationMinutes: 60 },
      },
      {
        kind: "event",
        id: "sat-closing",
        title: "Closing Session",
        start: pacific("2026-04-25T20:30"),
        end: pacific("2026-04-25T21:00"),
        location: YOSEMITE,
        description: "The end of day two.",
      },
    ],
  },
  {
    date: "2026-04-26",
    label: "Sun",
    name: "Sunday, April 26",
    items: [
      { kind: "marker", id: "sun-deadline", title: "Submission Deadline on Devpost", at: submissionDeadline2026 },
      {
        kind: "event",
        id: "sun-check-in",
        title: "Check-In",
        start: pacific("2026-04-26T14:00"),
        end: pacific("2026-04-26T15:00"),
        location: COURTYARD,
        description: "Check-in for the last day.",
        zoom: { durationMinutes: 60 },
      },
      {
        kind: "event",
        id: "sun-opening",
        title: "Opening Session",
        start: pacific("2026-04-26T14:30"),
        end: pacific("2026-04-26T15:00"),
        location: YOSEMITE,
        description: "Getting ready to pitch.",
      },
      {
        kind: "event",
        id: "sun-round-1",
        title: "Round 1 Judging",
        start: pacific("2026-04-26T15:00"),
        end: pacific("2026-04-26T17:30"),
        location: JUDGING_ROOMS,
        description:
          "Each team presented to its assigned judges for 10 minutes, checking in early, all together, at the proctors' table outside the room (online teams on Zoom).",
        zoom: { durationMinutes: 150 },
      },
      {
        kind: "event",
        id: "sun-round-2",
        title: "Round 2 Judging",
        start: pacific("2026-04-26T17:50"),
        end: pacific("2026-04-26T20:00"),
        location: JUDGING_ROOMS,
        description:
          "The top teams showed their full case study and a prototype demo in 10 minutes each, checking in with the proctors first.",
        zoom: { durationMinutes: 130 },
      },
      {
        kind: "event",
        id: "sun-dinner",
        title: "Dinner",
        start: pacific("2026-04-26T18:00"),
        end: pacific("2026-04-26T18:45"),
        location: COURTYARD,
        description: "Olive Garden: pasta bowls put together to taste.",
      },
      {
        kind: "event",
        id: "sun-panel",
        title: "Speaker Panel",
        start: pacific("2026-04-26T18:45"),
        end: pacific("2026-04-26T20:00"),
        location: YOSEMITE,
        description: "Industry professionals on innovation, telling stories through design, and careers in tech.",
        zoom: { durationMinutes: 75 },
      },
      {
        kind: "event",
        id: "sun-closing",
        title: "Closing Ceremony & Awards",
        start: pacific("2026-04-26T20:30"),
        end: pacific("2026-04-26T21:00"),
        location: YOSEMITE,
        description: "The winners announced and the awards given.",
        zoom: { durationMinutes: 30, ceremony: true },
      },
    ],
  },
] as const satisfies readonly EditionScheduleDay[];
