// Everything this edition's page shows. Replace every "TODO" (the page and its
// test work before you do, so you can fill it in piece by piece); times are
// Pacific wall-clock times like "2025-05-16T17:00".
import type { DesignathonPerson, FaqItem, PrizeGroup, SponsorCard } from "@duci/data/designathon-types";
import { editionOf } from "@duci/data/editions";

export interface EditionScheduleEntry {
  id: string;
  title: string;
  /** Pacific time, "YYYY-MM-DDTHH:MM". */
  start: string;
  /** Pacific time; leave out for a moment such as a deadline. */
  end?: string;
  location?: string;
  host?: string;
  description?: string;
}

export interface EditionScheduleDay {
  id: string;
  /** The day's toggle, e.g. "Fri". */
  label: string;
  /** e.g. "Friday, May 16". */
  name: string;
  entries: readonly EditionScheduleEntry[];
}

export interface EditionContent {
  year: number;
  /** The edition's name, e.g. "True to You" (set in packages/data/src/editions.ts). */
  name: string;
  /** The design theme announced to participants (editions.ts). */
  theme: string;
  /** As shown to visitors, e.g. "May 16-18, __YEAR__" (editions.ts). */
  dates: string;
  /** One or two sentences under the name. */
  tagline: string;
  /** Pacific times the countdown counts to: the start, then the submission deadline. */
  start: string;
  submissionDeadline: string;
  schedule: readonly EditionScheduleDay[];
  /** Judges, speakers and workshop hosts; without a photo a drawn portrait is shown. */
  people: readonly DesignathonPerson[];
  rules: readonly string[];
  prizes: readonly PrizeGroup[];
  faq: readonly FaqItem[];
  sponsors: readonly SponsorCard[];
}

// Name, theme and dates live in editions.ts, which the Design-a-thon overview lists too.
const listing = editionOf(__YEAR__);

export const edition: EditionContent = {
  year: listing.year,
  name: listing.title,
  theme: listing.theme,
  dates: listing.dates,
  tagline: "TODO: one or two sentences that invite people to join.",
  start: "__YEAR__-05-16T17:00",
  submissionDeadline: "__YEAR__-05-18T12:00",
  schedule: [
    {
      id: "day-1",
      label: "Fri",
      name: "TODO: Friday, May 16",
      entries: [
        {
          id: "opening",
          title: "TODO: Opening ceremony",
          start: "__YEAR__-05-16T17:00",
          end: "__YEAR__-05-16T18:00",
          location: "TODO: room or Zoom",
        },
      ],
    },
    {
      id: "day-3",
      label: "Sun",
      name: "TODO: Sunday, May 18",
      entries: [{ id: "deadline", title: "Submissions close", start: "__YEAR__-05-18T12:00" }],
    },
  ],
  people: [
    {
      id: "judge-1",
      name: "TODO: Name Surname",
      role: "Judge",
      about: "TODO: a sentence about them, where they design and what they care about.",
    },
  ],
  rules: ["TODO: who can take part (e.g. teams of two to four students).", "TODO: what to submit, and by when."],
  prizes: [{ symbol: "1st", label: "First place", prizes: ["TODO: the prize"] }],
  faq: [{ id: "who", question: "TODO: Who can join?", answer: "TODO: the answer." }],
  sponsors: [],
};
