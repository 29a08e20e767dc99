// What this edition's page shows beyond its record (packages/data/src/editions/__YEAR__.ts,
// which holds the name, dates, days, brief reveal, colours, people and sponsors).
// Replace every "TODO"; the page and its test work before you do, so you can
// fill it in piece by piece. Times are Pacific: pacific("__YEAR__-05-16T17:00").
import type { FaqItem, PrizeGroup, Winner } from "@duci/data/designathon-types";
import type { Edition } from "@duci/data/edition";
import { edition__YEAR__ as record } from "@duci/data/editions/__YEAR__";
import { pacific } from "@duci/time/pacific";
import type { CountdownStep } from "@duci/time/types";
import type { ScheduleDay } from "@duci/ui/edition/schedule";
import type { ZoomLinks } from "@duci/ui/edition/zoom-button";

/** The record as the Edition type, so the fields a record may leave out (keynote, partners) read as optional. */
export const edition: Edition = record;

/** A document or form the section bar links to, in a new tab; null until there is one. */
export type DocumentLink = string | null;

export const content = {
  /**
   * The clock the page is prerendered with (and renders first in the browser,
   * before the real clock takes over): before the event, visitors without
   * JavaScript see the brief hidden and the Zoom buttons posted soon. Once
   * the event is over, set it just after the end so they see the final state.
   */
  prerenderedAt: new Date(record.start.getTime() - 24 * 60 * 60 * 1000),
  /** A short line under the dates (the dates come from the record's days). */
  facts: "TODO: Hybrid · Free · Solo or teams of up to 4",
  /** The header countdown, in order: the first step still ahead is shown. */
  countdown: [
    { at: record.start, text: "Design-a-thon begins in" },
    { at: pacific("__YEAR__-05-18T08:00"), text: "Submissions are due in" },
    { at: "end", text: "Event has ended. Thank you for joining us!" },
  ] satisfies CountdownStep[],
  links: {
    /** Shown from the record's brief reveal on. */
    challengeBrief: null as DocumentLink,
    handbook: null as DocumentLink,
  },
  /** The meeting links; until they are set, a live event's Zoom button says the link is not available. */
  zoom: { ceremony: null, event: null } as ZoomLinks,
  /** Two paragraphs about the edition. */
  about: [
    "TODO: what this Design-a-thon is, its theme, and who it is for.",
    "TODO: where it happens, what it costs, and when the challenge brief is revealed.",
  ],
  /** The facts beside the about text. */
  aboutFacts: [
    { term: "When", detail: "TODO: May 16-18, __YEAR__ (3 days)" },
    { term: "Where", detail: "TODO: Hybrid: UC Irvine and online" },
    { term: "Cost", detail: "Free" },
  ],
  rules: ["TODO: who can take part (e.g. solo or teams of up to 4 students).", "TODO: what to submit, and by when."],
  prizes: [{ symbol: "1st", label: "First place", prizes: ["TODO: the prize"] }] satisfies PrizeGroup[],
  /** Add the winning teams after the closing ceremony; the Winners section shows once there are any. */
  winners: [] as Winner[],
  faq: [{ id: "who", question: "TODO: Who can join?", answer: "TODO: the answer." }] satisfies FaqItem[],
  /** One entry per day of the record's `days`, in order. */
  schedule: [
    {
      date: record.days[0] ?? "__YEAR__-05-16",
      label: "Fri",
      name: "TODO: Friday, May 16",
      items: [
        {
          kind: "event",
          id: "opening",
          title: "TODO: Opening Ceremony",
          start: pacific("__YEAR__-05-16T17:00"),
          end: pacific("__YEAR__-05-16T18:00"),
          location: "TODO: room, or Zoom",
          description: "TODO: what happens.",
          zoom: { durationMinutes: 60, ceremony: true },
        },
        { kind: "marker", id: "begins", title: "Designing Officially Begins", at: record.briefReveal },
      ],
    },
    {
      date: record.days[2] ?? "__YEAR__-05-18",
      label: "Sun",
      name: "TODO: Sunday, May 18",
      items: [{ kind: "marker", id: "deadline", title: "Submissions Due", at: pacific("__YEAR__-05-18T08:00") }],
    },
  ] satisfies ScheduleDay[],
  /** The closing line at the foot of the page. */
  closing: "TODO: Thank you for joining us.",
};
