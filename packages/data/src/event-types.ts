/** A button under an event: "Zoom Link", "Discord Link", "Recording", "RSVP Form", "Slides", … */
export interface EventLink {
  label: string;
  link: string;
}

/**
 * An event as stored in the bundled list: `time` is Pacific wall-clock time,
 * either ISO local ("2024-10-09T18:00") or "10/9/2024 6:00 PM"; `duration` is
 * minutes as a string.
 */
export interface ClubEvent {
  title: string;
  time: string;
  duration: string;
  type: EventType;
  desc?: string;
  place: string;
  links?: readonly EventLink[];
}

/**
 * Every event type: the studio offers these to editors (who may still type
 * another) and the site shows them without a content warning.
 */
export const EVENT_TYPES = ["Industry Speaker", "Workshop", "Social", "Project Teams", "Fundraiser", "AMA"] as const;

/** Other spellings in the bundled past events: the site accepts them, the studio no longer offers them. */
export const PAST_EVENT_TYPE_SPELLINGS = ["Social Event", "Project teams", "Fundraiser + Social"] as const;

/** Every type the site knows: the current list and the past spellings. */
export const KNOWN_EVENT_TYPES: readonly string[] = [...EVENT_TYPES, ...PAST_EVENT_TYPE_SPELLINGS];

export type EventType = (typeof EVENT_TYPES)[number] | (typeof PAST_EVENT_TYPE_SPELLINGS)[number];

/** Where a listed event came from: the bundled list, the content service, or both (merged). */
export type EventSource = "bundled" | "service" | "both";

/** An event ready for the pages: timing parsed, links checked, content problems listed. */
export interface ListedEvent {
  /** Start instant plus title: unique within a list, stable across sources. */
  key: string;
  title: string;
  /** The stored `time`, kept for the editor's preview. */
  time: string;
  /** Invalid date when `time` cannot be read (such events show only in the preview). */
  start: Date;
  /** Null when missing or invalid: the event is then taken to last 60 minutes. */
  durationMinutes: number | null;
  type: string;
  desc: string;
  place: string;
  links: readonly EventLink[];
  source: EventSource;
  /** What an editor should fix (unreadable time, missing duration, unknown type); empty when fine. */
  problems: readonly string[];
}
