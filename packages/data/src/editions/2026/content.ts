// Design-a-thon 2026: what its page shows beyond the record (record.ts).
// Replace every "FILL IN"; the page and its test work before you do, so you can
// fill it in piece by piece. Facts (dates, times, places, names, numbers,
// addresses) exactly as the club published them; descriptions, answers and
// rules in our own words. Times are Pacific: pacific("2026-04-17T17:00").
// A block the year does not have: delete its field here and its line in the
// app's src/app.tsx.
import { pacific } from "@duci/time/pacific";
import type { Edition } from "../../edition.ts";
import type { EditionContent } from "../../edition-content.ts";
import { edition2026 } from "./record.ts";

/** The record as the Edition type, so the fields a record may leave out (keynote, partners) read as optional. */
export const edition: Edition = edition2026;

export const content = {
  // Before the event, visitors without JavaScript see the brief hidden and the
  // Zoom buttons posted soon. Once it is over, set it just after the end.
  prerenderedAt: new Date(edition2026.start.getTime() - 24 * 60 * 60 * 1000),
  facts: "FILL IN: Hybrid · Free · Solo or teams of up to 4",
  countdown: [
    { at: pacific("2026-03-30T23:59"), text: "Applications close in" },
    { at: edition2026.start, text: "Design-a-thon begins in" },
    { at: pacific("2026-04-19T08:00"), text: "Submissions are due in" },
    { at: "end", text: "Event has ended. Thank you for joining us!" },
  ],
  // Shown from the record's brief reveal on; null until the document exists.
  links: { challengeBrief: null, handbook: null },
  // Until they are set, a live event's Zoom button says the link is not available.
  zoom: { ceremony: null, event: null },
  about: [
    "FILL IN: what this Design-a-thon is, its theme, and who it is for.",
    "FILL IN: where it happens, what it costs, and when the challenge brief is revealed.",
  ],
  aboutFacts: [
    { term: "When", detail: "FILL IN: April 17-19, 2026 (3 days)" },
    { term: "Where", detail: "FILL IN: Hybrid: UC Irvine and online" },
    { term: "Cost", detail: "Free" },
  ],
  stats: [{ value: "FILL IN: 100+", label: "Participants" }],
  tracks: [{ id: "track-1", title: "FILL IN: Track name", summary: "FILL IN: what designers build in it." }],
  awards: [{ id: "peoples-choice", title: "People's Choice", summary: "FILL IN: how it is chosen." }],
  rules: [
    "FILL IN: who can take part (e.g. solo or teams of up to 4 students).",
    "FILL IN: what to submit, and by when.",
  ],
  prizes: [{ symbol: "1st", label: "1st Place", prizes: ["FILL IN: the prize"] }],
  // Add the winning teams the record names; the Winners section shows once there are any.
  winners: [],
  faq: [{ id: "who", question: "FILL IN: Who can join?", answer: "FILL IN: the answer." }],
  // One entry per day of the record's `days`, in order.
  schedule: [
    {
      date: edition2026.days[0],
      label: "Fri",
      name: "FILL IN: Friday, April 17",
      items: [
        {
          kind: "event",
          id: "opening",
          title: "FILL IN: Opening Ceremony",
          start: pacific("2026-04-17T17:00"),
          end: pacific("2026-04-17T18:00"),
          location: "FILL IN: room, or Zoom",
          zoom: { durationMinutes: 60, ceremony: true },
        },
        { kind: "marker", id: "begins", title: "Designing Officially Begins", at: edition2026.briefReveal },
      ],
    },
    {
      date: edition2026.days[2],
      label: "Sun",
      name: "FILL IN: Sunday, April 19",
      items: [{ kind: "marker", id: "deadline", title: "Submissions Due", at: pacific("2026-04-19T08:00") }],
    },
  ],
  committees: [{ id: "directors", name: "Directors", members: [{ id: "director-1", name: "FILL IN: Name Surname" }] }],
  closing: "FILL IN: Thank you for joining us.",
} satisfies EditionContent;
