// The 2025 itinerary as the club published it (all Pacific time; the record
// says "PST", but April is Pacific daylight time): titles, times, places, host
// lines and Zoom addresses are the record's, the descriptions our own. Every
// online session had a Zoom meeting of its own; its button lasts the session's
// length. No 2025 session has a recording.
import { pacific } from "@duci/time/pacific";
import type { EditionScheduleDay } from "../../edition-content.ts";

/** A day of 2025's itinerary: Friday, Saturday or Sunday. */
export type Schedule2025Day = EditionScheduleDay & { label: "Fri" | "Sat" | "Sun" };

/** Each session's own meeting, as the record's itinerary links it. */
export const zoom2025 = {
  opening: "https://uci.zoom.us/s/92513036552",
  figma: "https://uci.zoom.us/s/96116679159",
  notion: "https://uci.zoom.us/s/94897604899",
  aiByDesign: "https://uci.zoom.us/s/92750957032",
  /** Shared by the UX Principles and Project Pitching workshops. */
  workshops: "https://uci.zoom.us/j/3018853834",
  mentoring: "https://uci.zoom.us/s/95918899660",
  /** Shared by the finalist pitches, the fireside chat and the closing ceremony. */
  sunday: "https://uci.zoom.us/s/98256770100",
} as const;

const COURTYARD = "DCE Courtyard (In-Person)";
const YOSEMITE_ZOOM = "DCE, Yosemite ABC (In-Person) + Zoom (Online)";
// The record writes two of these with a double space after the comma ("DCE,  3070"); one is meant.
const ROOMS_ZOOM = "DCE, 3070 & 3080 (In-Person) + Zoom (Online)";
const ANTREPRENEUR_ZOOM = "Antrepreneur Center (In-Person) + Zoom (Online)";

export const schedule2025 = [
  {
    date: "2025-04-18",
    label: "Fri",
    name: "Friday, April 18",
    items: [
      { kind: "marker", id: "fri-check-in-starts", title: "Check-In Starts", at: pacific("2025-04-18T15:30") },
      {
        kind: "event",
        id: "fri-check-in",
        title: "Check-In",
        location: COURTYARD,
        start: pacific("2025-04-18T15:30"),
        end: pacific("2025-04-18T17:00"),
        description:
          "Attendance was confirmed here. In-person designers showed a government or student ID at the DCE entrance and got a badge to wear on each day.",
      },
      {
        kind: "event",
        id: "fri-opening",
        title: "Opening Ceremony and Keynote Speaker + Panel",
        location: YOSEMITE_ZOOM,
        start: pacific("2025-04-18T16:30"),
        end: pacific("2025-04-18T17:30"),
        host: "Led by the DAUCI Designathon Directors Jasmine Wu and Laila Wafaie.",
        description:
          "The weekend's kickoff: an opening keynote by Robyn Young, then a panel with Alex Park, Tyler Vickers and Miles Seiden.",
        zoom: { durationMinutes: 60, ceremony: true, url: zoom2025.opening },
      },
      {
        kind: "event",
        id: "fri-dinner",
        title: "Dinner & Team Formation",
        location: COURTYARD,
        start: pacific("2025-04-18T17:30"),
        end: pacific("2025-04-18T18:30"),
        description: "Panda Express, snacks and a first chance to meet other designers, form teams and trade ideas.",
      },
      { kind: "marker", id: "fri-designing-begins", title: "Designing Begins", at: pacific("2025-04-18T18:30") },
      {
        kind: "event",
        id: "fri-figma",
        title: "Workshop: Basics of Figma & Prototyping with Commit the Change",
        location: "Yosemite ABC (In-Person) + Zoom (Online)",
        start: pacific("2025-04-18T19:00"),
        end: pacific("2025-04-18T19:30"),
        host: "Hosted by Commit the Change",
        description:
          "A beginner's start in Figma: frames, the core tools, a tidy workspace, handy plugins and simple prototypes.",
        zoom: { durationMinutes: 30, url: zoom2025.figma },
      },
      { kind: "marker", id: "fri-venue-closes", title: "Venue Closes", at: pacific("2025-04-18T19:30") },
    ],
  },
  {
    date: "2025-04-19",
    label: "Sat",
    name: "Saturday, April 19",
    items: [
      { kind: "marker", id: "sat-check-in-starts", title: "Check-In Starts", at: pacific("2025-04-19T08:00") },
      {
        kind: "event",
        id: "sat-breakfast",
        title: "Check-In & Breakfast",
        location: COURTYARD,
        start: pacific("2025-04-19T08:00"),
        end: pacific("2025-04-19T09:30"),
        description: "Badges on, muffins and bagels in hand, before a full day of designing.",
      },
      {
        kind: "event",
        id: "sat-hike",
        title: "Hiking Social",
        location: "Aldrich Park (In-Person)",
        start: pacific("2025-04-19T10:00"),
        end: pacific("2025-04-19T11:00"),
        host: "Led by Director Jerry Nguyen",
        description: "A morning walk through the park at the heart of campus.",
      },
      {
        kind: "event",
        id: "sat-notion",
        title: "Workshop: Notion for Building Design Portfolios",
        location: ROOMS_ZOOM,
        start: pacific("2025-04-19T11:00"),
        end: pacific("2025-04-19T12:00"),
        host: "Hosted by Ella Chung, Notion Campus Ambassador",
        description: "Hands-on: shaping design work into a clear portfolio story in Notion.",
        zoom: { durationMinutes: 60, url: zoom2025.notion },
      },
      {
        kind: "event",
        id: "sat-lunch",
        title: "Lunch (with Notion)",
        location: COURTYARD,
        start: pacific("2025-04-19T12:00"),
        end: pacific("2025-04-19T13:30"),
        description: "Sandwiches and In-N-Out with Notion: a break, or more time with the team.",
      },
      {
        kind: "event",
        id: "sat-ai-by-design",
        title: "Workshop: AI by Design: An Approach to Strategic, Human-Centered AI",
        location: ROOMS_ZOOM,
        start: pacific("2025-04-19T13:30"),
        end: pacific("2025-04-19T14:15"),
        host: "Led by Erin from FourbyNorth",
        description: "The basics of AI, and how designers decide where it belongs in a product and where it does not.",
        zoom: { durationMinutes: 45, url: zoom2025.aiByDesign },
      },
      {
        kind: "event",
        id: "sat-ux-principles",
        title: "Workshop: UX Principles",
        location: ROOMS_ZOOM,
        start: pacific("2025-04-19T14:15"),
        end: pacific("2025-04-19T15:15"),
        description:
          "The fundamentals of user experience, from usability and hierarchy to feedback and consistency, for newcomers and for a refresher.",
        zoom: { durationMinutes: 60, url: zoom2025.workshops },
      },
      {
        kind: "event",
        id: "sat-pitching",
        title: "Workshop: Project Pitching with TEDxUCIrvine",
        location: ROOMS_ZOOM,
        start: pacific("2025-04-19T15:15"),
        end: pacific("2025-04-19T16:15"),
        host: "Led by Tristan Rallos from TEDxUCIrvine",
        description: "How to present a project: frame the problem, show what users taught you, and land the solution.",
        zoom: { durationMinutes: 60, url: zoom2025.workshops },
      },
      {
        kind: "event",
        id: "sat-mentoring",
        title: "Mentoring Hours",
        location: "DCE + Zoom (Online)",
        start: pacific("2025-04-19T16:30"),
        end: pacific("2025-04-19T17:30"),
        description: "Mentors from many corners of design gave feedback on ideas and prototypes.",
        zoom: { durationMinutes: 60, url: zoom2025.mentoring },
      },
      {
        kind: "event",
        id: "sat-dinner",
        title: "Dinner",
        location: COURTYARD,
        start: pacific("2025-04-19T18:00"),
        end: pacific("2025-04-19T19:30"),
        description: "Pizza for the last stretch.",
      },
      {
        kind: "event",
        id: "sat-karaoke",
        title: "Karaoke",
        location: "DCE, Yosemite ABC (In-Person)",
        start: pacific("2025-04-19T19:30"),
        end: pacific("2025-04-19T20:30"),
        host: "Hosted by Designathon Directors Jerry Nguyen and John Daniel Norombaba.",
        description: "An hour of songs from the 2020s to close the day.",
      },
      { kind: "marker", id: "sat-venue-closes", title: "Venue Closes", at: pacific("2025-04-19T20:30") },
    ],
  },
  {
    date: "2025-04-20",
    label: "Sun",
    name: "Sunday, April 20",
    items: [
      { kind: "marker", id: "sun-check-in-starts", title: "Check-In Starts", at: pacific("2025-04-20T08:00") },
      {
        kind: "event",
        id: "sun-breakfast",
        title: "Check-In and Breakfast",
        location: "ISEB Patio (In-Person)",
        start: pacific("2025-04-20T08:00"),
        end: pacific("2025-04-20T09:00"),
        description: "Bagels on the patio; badges checked.",
      },
      {
        kind: "marker",
        id: "sun-submissions-due",
        title: "Final Submissions Due on Devpost",
        at: pacific("2025-04-20T09:00"),
      },
      {
        kind: "event",
        id: "sun-judging",
        title: "Judging Fair",
        location: "ISEB Patio (In-Person) + Devpost (Online)",
        start: pacific("2025-04-20T10:00"),
        end: pacific("2025-04-20T12:00"),
        description:
          "In-person teams showed their work to judges at their tables, science-fair style; online projects were judged on Devpost against the rubric.",
      },
      {
        kind: "event",
        id: "sun-pitches",
        title: "Top 10 Finalist Pitches on Stage",
        location: ANTREPRENEUR_ZOOM,
        start: pacific("2025-04-20T14:30"),
        end: pacific("2025-04-20T15:15"),
        description: "The ten finalist teams each pitched for 2-3 minutes to a live panel of judges.",
        zoom: { durationMinutes: 45, url: zoom2025.sunday },
      },
      {
        kind: "event",
        id: "sun-fireside",
        title: "Fireside Chat with Lawrence Ntim (ex. Founding Designer @ DropBox AI)",
        location: ANTREPRENEUR_ZOOM,
        start: pacific("2025-04-20T15:15"),
        end: pacific("2025-04-20T15:45"),
        description: "A conversation on a career in design, AI and UX.",
        zoom: { durationMinutes: 30, url: zoom2025.sunday },
      },
      {
        kind: "event",
        id: "sun-closing",
        title: "Closing Ceremony & Winners Announced",
        location: ANTREPRENEUR_ZOOM,
        start: pacific("2025-04-20T15:45"),
        end: pacific("2025-04-20T16:30"),
        host: "Led by Directors Jasmine Wu and Laila Wafaie",
        description:
          "The winners and the weekend's close; online winners' prizes were to be shipped via an online form.",
        zoom: { durationMinutes: 45, ceremony: true, url: zoom2025.sunday },
      },
      { kind: "marker", id: "sun-ends", title: "Design-a-thon Ends", at: pacific("2025-04-20T16:30") },
    ],
  },
] as const satisfies readonly Schedule2025Day[];
