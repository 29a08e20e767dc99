// The one definition of the content service's `event` document: its field
// names, the lists editors pick from, the rules that keep the site working,
// and the GROQ query the site reads with. The studio (apps/studio) builds its
// schema from this file and the site's events source queries with
// EVENTS_QUERY, so a renamed field changes both or the tests fail.
import { DEFAULT_EVENT_DURATION_MINUTES, EVENT_YEARS, PACIFIC_TIME_ZONE } from "@duci/time/constants";
import { formatPacificTimeRange } from "@duci/time/format-pacific-time-range";
import { readEventTime } from "@duci/time/read-event-time";
import { EVENT_TYPES } from "./event-types.ts";

/** The document type the studio creates and the site queries. */
export const EVENT_DOCUMENT_TYPE = "event";

/** Every field of an event document, in the order the studio shows them. */
export const EVENT_FIELDS = ["title", "time", "duration", "type", "desc", "place", "links"] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

/** The fields of one entry of `links`. */
export const EVENT_LINK_FIELDS = ["label", "link"] as const;
export type EventLinkField = (typeof EVENT_LINK_FIELDS)[number];

/** The fields the site cannot show an event without. */
export const REQUIRED_EVENT_FIELDS = ["title", "time", "duration", "type"] as const satisfies readonly EventField[];

/** The link labels offered to editors; they may type another. */
export const EDITOR_LINK_LABELS = ["RSVP Form", "Recording", "Resources", "Slides", "Zoom Link"] as const;

/** The durations an event may have, in minutes (a quarter of an hour to ten hours). */
export const EVENT_DURATION_LIMITS = { min: 15, max: 600 } as const;

/**
 * The longest text each field may hold, in characters: room for any real
 * title, place or link, short enough that a mistaken paste cannot swamp a card.
 */
export const EVENT_TEXT_LIMITS = {
  title: 120,
  type: 40,
  place: 120,
  desc: 2000,
  label: 40,
  link: 2000,
} as const satisfies Partial<Record<EventField | EventLinkField, number>>;

/** The most links an event may have: room for every button an event needs, so a runaway list cannot swamp a card. */
export const EVENT_LINKS_LIMIT = 10;

/** At most this many events are asked of the content service (the newest), so a runaway dataset cannot swamp the pages. */
export const SERVICE_EVENTS_LIMIT = 200;

/** Editors enter and read event times in the club's zone, whatever their laptop's zone. */
export const EVENT_TIME_ZONE = PACIFIC_TIME_ZONE;

/** What an editor sees beside each field in the studio. */
export const EVENT_FIELD_HELP: Record<EventField, { title: string; description: string }> = {
  title: { title: "Title", description: "The event's name as visitors see it, e.g. “Figma 101”." },
  time: {
    title: "Start time (Pacific)",
    description: "When the event starts, in Pacific time (Irvine), whatever time zone your computer is in.",
  },
  duration: {
    title: "Duration (minutes)",
    description: `How long the event lasts, in whole minutes (${EVENT_DURATION_LIMITS.min} to ${EVENT_DURATION_LIMITS.max}). The site shows the event as live during this time.`,
  },
  type: {
    title: "Type",
    description: `Pick one (${EVENT_TYPES.join(", ")}) or type another.`,
  },
  desc: { title: "Description", description: "A sentence or two about the event." },
  place: { title: "Place", description: "A room (e.g. “ICS 174”), “Zoom” or “Discord”." },
  links: {
    title: "Links",
    description: "Buttons under the event, e.g. the RSVP form or the Zoom link. Only https:// or mailto: addresses.",
  },
};

export const EVENT_LINK_FIELD_HELP: Record<EventLinkField, { title: string; description: string }> = {
  label: {
    title: "Label",
    description: `The button's text: pick one (${EDITOR_LINK_LABELS.join(", ")}) or type another.`,
  },
  link: {
    title: "URL",
    description: "Starts with https:// (or mailto: for an email address, with nothing after the address).",
  },
};

/** The GROQ projection of an event: exactly the fields above, links with their two fields. */
export const EVENT_PROJECTION = `{ ${EVENT_FIELDS.map((field) =>
  field === "links" ? `links[] { ${EVENT_LINK_FIELDS.join(", ")} }` : field,
).join(", ")} }`;

/** The newest published events (at most SERVICE_EVENTS_LIMIT), newest first, with the fields the site shows. */
export const EVENTS_QUERY = `*[_type == "${EVENT_DOCUMENT_TYPE}"] | order(time desc) [0...${SERVICE_EVENTS_LIMIT}] ${EVENT_PROJECTION}`;

/**
 * The published events that could overlap an event starting at `$from` and
 * ending at `$to` (ISO instants), other than `$id` itself: everything starting
 * in the ten hours before `$to`. The exact check is `overlappingEvents`.
 */
export const OVERLAP_CANDIDATES_QUERY = `*[_type == "${EVENT_DOCUMENT_TYPE}" && !(_id in path("drafts.**")) && !(_id in path("versions.**")) && _id != $id && defined(time) && dateTime(time) < dateTime($to) && dateTime(time) > dateTime($from) - ${EVENT_DURATION_LIMITS.max * 60}] { _id, title, time, duration }`;

/** A problem with one field of an event document. */
export interface EventIssue {
  /** Where: a field name, or ["links", index, "label" | "link"]. */
  path: readonly (string | number)[];
  level: "error" | "warning";
  message: string;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

// Marks that reorder the text around them: one U+202E shows "KCAB" as "BACK".
const DIRECTION_MARK = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const DIRECTION_MARKS = new RegExp(DIRECTION_MARK.source, "g");
// Zero-width characters are fine inside text (an emoji's joiner), but at its ends they only hide.
const INVISIBLE_ENDS = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/**
 * Text as a visitor should read it: without direction marks anywhere, and
 * without whitespace or zero-width characters at either end.
 *
 * @example
 * visibleText("\u200B Figma 101 \u202E") // "Figma 101"
 */
export function visibleText(value: string): string {
  return value.replace(DIRECTION_MARKS, "").replace(INVISIBLE_ENDS, "");
}

/** The problem with a text value: not text, invisible characters the site would remove, or longer than its field's limit; null when fine. */
function textProblem(value: unknown, name: string, limit: number): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== "string") return `The ${name} must be text.`;
  if (visibleText(value) === "") return `The ${name} has only invisible characters; type it again.`;
  if (DIRECTION_MARK.test(value)) {
    return `The ${name} has invisible direction marks, which show text reversed; type it again without them.`;
  }
  if (visibleText(value) !== value.trim()) {
    return `The ${name} starts or ends with an invisible character (a zero-width space); delete it.`;
  }
  const length = value.trim().length;
  return length > limit ? `The ${name} must be at most ${limit} characters (it has ${length}).` : null;
}

/** The problem with a title, or null. Blank values are the `required` check's business. */
export function titleProblem(value: unknown): string | null {
  return textProblem(value, "title", EVENT_TEXT_LIMITS.title);
}

/** The problem with a stored `time` (an ISO instant from the date picker), or null. */
export function timeProblem(value: unknown): string | null {
  if (isBlank(value)) return null;
  const { problem } = readEventTime(value);
  if (problem === "outside-years") return `Pick a date in the years ${EVENT_YEARS.first} to ${EVENT_YEARS.last}.`;
  return problem === "unreadable" ? "Pick a date and a time with the date picker." : null;
}

/** The problem with a duration, or null. */
export function durationProblem(value: unknown): string | null {
  if (isBlank(value)) return null;
  const { min, max } = EVENT_DURATION_LIMITS;
  if (typeof value !== "number" || !Number.isInteger(value)) return "The duration must be a whole number of minutes.";
  if (value < min || value > max) return `The duration must be between ${min} and ${max} minutes (it is ${value}).`;
  return null;
}

/** The problem with a type, or null. Any text is allowed: the list only suggests. */
export function typeProblem(value: unknown): string | null {
  return textProblem(value, "type", EVENT_TEXT_LIMITS.type);
}

/** The problem with a link's URL, or null: only https:// and mailto: addresses are safe to show. */
export function linkUrlProblem(value: unknown): string | null {
  if (isBlank(value)) return null;
  const text = typeof value === "string" ? value.trim() : "";
  const message = "The URL must start with https:// (or mailto: for an email address).";
  if (!/^(https:\/\/|mailto:)/i.test(text)) return message;
  if (text.length > EVENT_TEXT_LIMITS.link) return `The URL must be at most ${EVENT_TEXT_LIMITS.link} characters.`;
  try {
    const url = new URL(text);
    if (url.protocol === "https:" && url.hostname.includes(".")) return null;
    if (url.protocol === "mailto:" && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(decodeURIComponent(url.pathname))) {
      // Anything after the address (?cc=, ?bcc=, ?body=) would write the visitor's email for them.
      return /[?#]/.test(text)
        ? "A mailto: link takes an email address only, with nothing after it (no ?cc= or ?subject=)."
        : null;
    }
  } catch {
    // falls through to the message
  }
  return text.toLowerCase().startsWith("mailto:")
    ? "The email address after mailto: is not complete."
    : "The URL is not a complete web address.";
}

/** The problem with the list of links, or null: more than EVENT_LINKS_LIMIT of them. */
export function linksProblem(value: unknown): string | null {
  if (!Array.isArray(value) || value.length <= EVENT_LINKS_LIMIT) return null;
  return `An event may have at most ${EVENT_LINKS_LIMIT} links (it has ${value.length}).`;
}

/** The problem with a link's label, or null. */
export function linkLabelProblem(value: unknown): string | null {
  return textProblem(value, "label", EVENT_TEXT_LIMITS.label);
}

const fieldChecks: Record<Exclude<EventField, "links">, (value: unknown) => string | null> = {
  title: titleProblem,
  time: timeProblem,
  duration: durationProblem,
  type: typeProblem,
  desc: (value) => textProblem(value, "description", EVENT_TEXT_LIMITS.desc),
  place: (value) => textProblem(value, "place", EVENT_TEXT_LIMITS.place),
};

/** The problem with one field's value (not its absence), or null: what the studio runs per field. */
export function fieldProblem(field: Exclude<EventField, "links">, value: unknown): string | null {
  return fieldChecks[field](value);
}

/** The message shown when a required field is empty. */
export function requiredMessage(field: EventField | EventLinkField): string {
  const help = field === "label" || field === "link" ? EVENT_LINK_FIELD_HELP[field] : EVENT_FIELD_HELP[field];
  return `${help.title} is required.`;
}

/**
 * Every error in an event document, in the studio's words; an empty list
 * means the studio lets it be published. The studio's rules run the same
 * checks field by field; this whole-document form is what the site's tests use.
 */
export function validateEvent(doc: unknown): EventIssue[] {
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    return [{ path: [], level: "error", message: "An event must be a document with fields." }];
  }
  const record = doc as Record<string, unknown>;
  const issues: EventIssue[] = [];
  const error = (path: readonly (string | number)[], message: string) => issues.push({ path, level: "error", message });

  for (const field of EVENT_FIELDS) {
    const value = record[field];
    if (isBlank(value)) {
      if ((REQUIRED_EVENT_FIELDS as readonly string[]).includes(field)) error([field], requiredMessage(field));
      continue;
    }
    if (field !== "links") {
      const problem = fieldProblem(field, value);
      if (problem) error([field], problem);
      continue;
    }
    if (!Array.isArray(value)) {
      error([field], "Links must be a list.");
      continue;
    }
    const tooMany = linksProblem(value);
    if (tooMany) error([field], tooMany);
    value.forEach((item: unknown, index) => {
      const link = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
      if (isBlank(link.label)) error(["links", index, "label"], requiredMessage("label"));
      else {
        const problem = linkLabelProblem(link.label);
        if (problem) error(["links", index, "label"], problem);
      }
      if (isBlank(link.link)) error(["links", index, "link"], requiredMessage("link"));
      else {
        const problem = linkUrlProblem(link.link);
        if (problem) error(["links", index, "link"], problem);
      }
    });
  }
  return issues;
}

/** The timing fields of an event document as stored: nothing read yet (the parsed timing is `TimedEvent`). */
export interface StoredEventTiming {
  _id?: string;
  title?: unknown;
  time?: unknown;
  duration?: unknown;
}

/** The instants an event occupies: [start, end); null when its time cannot be read. */
export function eventSpan(event: StoredEventTiming): { start: Date; end: Date } | null {
  const { start } = readEventTime(event.time);
  if (!start) return null;
  const minutes =
    typeof event.duration === "number" && Number.isInteger(event.duration) && event.duration > 0
      ? event.duration
      : DEFAULT_EVENT_DURATION_MINUTES;
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

/** The published id of a document, whether `id` is a draft's, a release version's or the published one. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
}

/**
 * The events among `others` whose time overlaps `event`'s (an event ending as
 * another starts does not overlap it), leaving out the event itself and its
 * draft. Events without a readable time are ignored.
 */
export function overlappingEvents<T extends StoredEventTiming>(event: StoredEventTiming, others: readonly T[]): T[] {
  const span = eventSpan(event);
  if (!span) return [];
  const self = event._id ? publishedId(event._id) : undefined;
  return others.filter((other) => {
    if (self && other._id && publishedId(other._id) === self) return false;
    const otherSpan = eventSpan(other);
    return otherSpan !== null && otherSpan.start < span.end && span.start < otherSpan.end;
  });
}

// Made when first needed: the site's pages load this module as they start, and a page's first
// Intl date format costs it 50-90 ms on a phone.
let dayFormat: Intl.DateTimeFormat | undefined;

/** "Thu, Oct 10, 6:00-7:30 PM" in Pacific time. */
function describeSpan(span: { start: Date; end: Date }): string {
  dayFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: PACIFIC_TIME_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
  });
  return `${dayFormat.format(span.start)}, ${formatPacificTimeRange(span.start, span.end)}`;
}

/** The studio's warning when `event` overlaps published events, or null when it overlaps none. */
export function overlapWarning(event: StoredEventTiming, others: readonly StoredEventTiming[]): string | null {
  const overlaps = overlappingEvents(event, others);
  if (overlaps.length === 0) return null;
  const names = overlaps.map((other) => {
    const title = typeof other.title === "string" && other.title.trim() ? other.title.trim() : "an untitled event";
    const span = eventSpan(other);
    return span ? `“${title}” (${describeSpan(span)} Pacific)` : `“${title}”`;
  });
  return `This event overlaps ${names.join(" and ")}. Check both times; publish anyway if they really run at once.`;
}

/** The `$from`, `$to` and `$id` parameters of OVERLAP_CANDIDATES_QUERY for `event`, or null without a readable time. */
export function overlapQueryParams(event: StoredEventTiming): { id: string; from: string; to: string } | null {
  const span = eventSpan(event);
  if (!span) return null;
  return { id: event._id ? publishedId(event._id) : "", from: span.start.toISOString(), to: span.end.toISOString() };
}
