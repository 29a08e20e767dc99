// The shape of what an edition's page shows beyond its record
// (packages/data/src/editions/<year>/content.ts). The shared edition blocks
// (packages/ui/src/edition/) take these values as props: the types here only
// describe the content, so the blocks never import them.
import type { CountdownStep } from "@duci/time/types";
import type { FaqItem, PrizeGroup, Winner } from "./designathon-types.ts";

export interface ScheduleZoomFacts {
  /** The Join Zoom button shows from the start for this many minutes. */
  durationMinutes: number;
  /** Ceremonies share one meeting link; every other event uses the other. */
  ceremony?: boolean;
  /** The event's own meeting, where it has one of its own (instead of the edition's two). */
  url?: string;
  recordingUrl?: string;
}

/** An event with a start and an end (Pacific instants). */
export interface ScheduleEventFacts {
  kind: "event";
  id: string;
  title: string;
  start: Date;
  end: Date;
  location?: string;
  /** The host line as the record words it, e.g. "Hosted by Commit the Change". */
  host?: string;
  /** The record's people who hosted it by name; a session the record gives to a group names no one. */
  hostIds?: readonly string[];
  description?: string;
  zoom?: ScheduleZoomFacts;
}

/** A moment without a duration, such as a deadline. */
export interface ScheduleMarkerFacts {
  kind: "marker";
  id: string;
  title: string;
  at: Date;
}

/** An event whose time is only known as written, e.g. "4:00-5:30 PM" (Pacific). */
export interface ScheduleWrittenFacts {
  kind: "written";
  id: string;
  title: string;
  time: string;
  location?: string;
  description?: string;
}

export type ScheduleItemFacts = ScheduleEventFacts | ScheduleMarkerFacts | ScheduleWrittenFacts;

export interface EditionScheduleDay {
  /** The Pacific date, "YYYY-MM-DD": one of the record's `days`. */
  date: string;
  /** The day toggle's label, e.g. "Fri". */
  label: string;
  /** The day's full name, e.g. "Friday, May 17". */
  name: string;
  items: readonly ScheduleItemFacts[];
}

/** The two meeting links; null until the board has one (the button then says the link is not available). */
export interface EditionZoomLinks {
  ceremony: string | null;
  event: string | null;
}

/** A figure of the edition's, e.g. { value: "150+", label: "Projects" }. */
export interface EditionStat {
  value: string;
  label: string;
}

/** A competition track or a special award. */
export interface EditionTrack {
  id: string;
  /** The track's name over its title, e.g. "General Track". */
  label?: string;
  title: string;
  summary?: string;
  prizes?: readonly string[];
  /** A document of the track's own, e.g. its judging rubric. */
  link?: { label: string; href: string };
}

/** A committee of the organising team. */
export interface EditionCommittee {
  id: string;
  name: string;
  members: readonly { id: string; name: string; role?: string }[];
}

/** What every edition's page shows beyond its record; the template fills in each field. */
export interface EditionContent {
  /**
   * The clock the page is prerendered with (and renders first in the browser):
   * before the event, visitors without JavaScript see it as announced; once it
   * is over, just after the end, so they see the final state.
   */
  prerenderedAt: Date;
  /** A short line under the header's dates. */
  facts?: string;
  /** The header countdown, in order: the first step still ahead is shown. */
  countdown: readonly CountdownStep[];
  /** Documents the section bar links to, in a new tab; null until there is one. */
  links: { challengeBrief: string | null; handbook: string | null };
  zoom: EditionZoomLinks;
  about: readonly string[];
  /** The facts beside the about text. */
  aboutFacts?: readonly { term: string; detail: string }[];
  stats?: readonly EditionStat[];
  tracks?: readonly EditionTrack[];
  /** Awards judged across every track, e.g. People's Choice. */
  awards?: readonly EditionTrack[];
  rules: readonly string[];
  prizes: readonly PrizeGroup[];
  /** Only the winners the record names; the Winners section shows once there are any. */
  winners: readonly Winner[];
  faq: readonly FaqItem[];
  /** One entry per day of the record's `days`, in order. */
  schedule: readonly EditionScheduleDay[];
  committees?: readonly EditionCommittee[];
  /** The closing line at the foot of the page. */
  closing?: string;
}
