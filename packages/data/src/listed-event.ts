// An event document's one way onto the pages: read once (`toListedEvent`),
// judged as it is read (a missing or bad field gets its documented fallback and
// a problem for the editor's preview, never an error), then listed
// (`mergeEvents`, event-merge.ts: a module of its own, so the home page merges
// the service's answer without carrying this one). Bundled events, the content
// service's documents and the deployed feed's all take this path.
import { DEFAULT_EVENT_DURATION_MINUTES, EVENT_YEARS } from "@duci/time/constants";
import { parseDuration } from "@duci/time/parse-duration";
import { readEventTime } from "@duci/time/read-event-time";
import type { EventTimeProblem } from "@duci/time/types";
import {
  durationProblem,
  EVENT_LINKS_LIMIT,
  EVENT_TEXT_LIMITS,
  linkLabelProblem,
  linkUrlProblem,
  SERVICE_EVENTS_LIMIT,
  visibleText,
} from "./event-schema.ts";
import { EVENT_TYPES, type EventLink, type EventSource, KNOWN_EVENT_TYPES, type ListedEvent } from "./event-types.ts";

const knownTypes: ReadonlySet<string> = new Set(KNOWN_EVENT_TYPES);

/**
 * The visible text (`visibleText`: no direction marks, no invisible ends), cut to `limit`
 * characters (whole characters, ending in "…"); "" for anything else.
 */
function text(value: unknown, limit: number): string {
  if (typeof value !== "string") return "";
  const characters = Array.from(visibleText(value));
  return characters.length > limit ? `${characters.slice(0, limit - 1).join("")}…` : characters.join("");
}

/** A stored value as a problem quotes it. */
function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return `(a value of type ${value === null ? "null" : typeof value})`;
}

/**
 * Whether a link may be rendered: the studio's own rule (https:// with a real
 * host, or mailto: with an address, within the length limit), since content
 * from the service is untrusted (no http:, javascript:, data: or relative tricks).
 */
export function isSafeLink(url: unknown): url is string {
  return typeof url === "string" && url.trim() !== "" && linkUrlProblem(url) === null;
}

/** The labelled, safe links of a stored `links` value (the first EVENT_LINKS_LIMIT); anything else is left out. */
export function safeEventLinks(value: unknown): EventLink[] {
  if (!Array.isArray(value)) return [];
  const result: EventLink[] = [];
  for (const item of value.slice(0, EVENT_LINKS_LIMIT)) {
    if (typeof item !== "object" || item === null) continue;
    const { label, link } = item as { label?: unknown; link?: unknown };
    const name = text(label, Number.POSITIVE_INFINITY);
    if (name && linkLabelProblem(name) === null && isSafeLink(link)) result.push({ label: name, link: link.trim() });
  }
  return result;
}

/** The key of an event: its start instant (or stored time when unreadable) plus its title. */
export function eventKey(start: Date, time: string, title: string): string {
  const when = Number.isNaN(start.getTime()) ? time : start.toISOString();
  return `${when}|${title.trim()}`;
}

/** What an editor reads about a stored `time` with `problem`, or null when it is fine. */
function timeProblemText(name: string, time: unknown, problem: EventTimeProblem | null): string | null {
  switch (problem) {
    case null:
      return null;
    case "missing":
      return `${name}: time is missing`;
    case "unreadable":
      return (
        `${name}: time ${show(time)} is not a date and time like "2024-10-12T18:00", ` +
        `"10/12/2024 6:00 PM" or "2024-10-12T18:00:00Z"`
      );
    case "skipped":
      return `${name}: time ${show(time)} does not exist in Pacific time (clocks skip that hour)`;
    case "outside-years":
      return `${name}: time ${show(time)} is outside the years ${EVENT_YEARS.first} to ${EVENT_YEARS.last}; the event is not shown`;
  }
}

/**
 * A stored `duration` read once: the minutes when the studio would accept
 * them (15 to 600 whole minutes), else null, and the event is taken to last
 * 60 minutes, so a typo cannot keep it "Live Now" for months or push its end
 * past any calendar; with what an editor should fix.
 */
function readDuration(name: string, value: unknown): { minutes: number | null; problem: string | null } {
  if (value === undefined || value === null || value === "") {
    return {
      minutes: null,
      problem: `${name}: duration is missing (${DEFAULT_EVENT_DURATION_MINUTES} minutes would be assumed)`,
    };
  }
  const minutes = parseDuration(value);
  if (minutes === null) {
    return { minutes: null, problem: `${name}: duration ${show(value)} is not a positive whole number of minutes` };
  }
  const outOfRange = durationProblem(minutes);
  return outOfRange
    ? { minutes: null, problem: `${name}: ${outOfRange} ${DEFAULT_EVENT_DURATION_MINUTES} minutes are assumed.` }
    : { minutes, problem: null };
}

function isBlankTime(time: unknown): boolean {
  return time === undefined || time === null || time === "";
}

/** What an editor reads about an event whose title shows nothing. */
function untitledProblem(name: string, title: unknown): string {
  return typeof title === "string" && title.trim() !== ""
    ? `${name}: the title has only invisible characters (zero-width spaces or direction marks); the event is not shown`
    : `${name}: the title is missing; the event is not shown`;
}

/**
 * Turns a stored event (bundled, or a content-service document) into a
 * `ListedEvent`, reading each field once. Never throws: a value that is not
 * an object is dropped (null); every text loses what would hide or reverse
 * it (`visibleText`); an event with no visible title is listed for the
 * editor's preview only, never shown; any other field missing or bad gets its
 * fallback (no start: shown only in the preview; no valid duration: 60
 * minutes; no type: "Event"; an unknown type: shown as written; text cut to
 * its limit; unsafe links left out) and a problem for the editor's preview.
 */
export function toListedEvent(raw: unknown, source: EventSource): ListedEvent | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const doc = raw as Record<string, unknown>;
  const title = text(doc.title, EVENT_TEXT_LIMITS.title);
  const name = title
    ? `"${title}"`
    : isBlankTime(doc.time)
      ? "An untitled event with no time"
      : `An untitled event at ${show(doc.time)}`;
  const time = readEventTime(doc.time);
  const duration = readDuration(name, doc.duration);
  const type = text(doc.type, EVENT_TEXT_LIMITS.type);

  const problems: string[] = [];
  if (!title) problems.push(untitledProblem(name, doc.title));
  const timeProblem = timeProblemText(name, doc.time, time.problem);
  if (timeProblem) problems.push(timeProblem);
  if (duration.problem) problems.push(duration.problem);
  for (const [field, value] of [
    ["title", doc.title],
    ["type", doc.type],
    ["place", doc.place],
    ["desc", doc.desc],
  ] as const) {
    const length = typeof value === "string" ? Array.from(visibleText(value)).length : 0;
    if (length > EVENT_TEXT_LIMITS[field]) {
      problems.push(`${name}: the ${field} has ${length} characters and is cut to ${EVENT_TEXT_LIMITS[field]}`);
    }
  }
  if (!type) problems.push(`${name}: type is missing`);
  else if (!knownTypes.has(type)) problems.push(`${name}: type "${type}" is not one of ${EVENT_TYPES.join(", ")}`);

  const stored = typeof doc.time === "string" ? doc.time : "";
  // No start keeps an untitled event off every page and calendar, as an unreadable time does.
  const start = (title && time.start) || new Date(Number.NaN);
  return {
    key: eventKey(start, stored, title),
    title,
    time: stored,
    start,
    durationMinutes: duration.minutes,
    type: type || "Event",
    desc: text(doc.desc, EVENT_TEXT_LIMITS.desc),
    place: text(doc.place, EVENT_TEXT_LIMITS.place),
    links: safeEventLinks(doc.links),
    source,
    problems,
  };
}

/** The content service's documents (`unknown`: its answer is untrusted) as listed events; anything not a list holds none. */
export function listedServiceEvents(documents: unknown): ListedEvent[] {
  return Array.isArray(documents) ? documents.flatMap((doc) => toListedEvent(doc, "service") ?? []) : [];
}

/** A content-service event as a build keeps it: the fields the site shows, as the site reads them. */
export interface ServiceEventDocument {
  title: string;
  /** The start instant, ISO ("2030-10-10T01:00:00.000Z"). */
  time: string;
  duration?: number;
  type?: string;
  desc?: string;
  place?: string;
  links?: EventLink[];
}

/**
 * The documents of a content-service answer (or a kept copy of one) that the
 * site can list, as a build embeds them: only events with a title and a start
 * in the years 2000 to 2100, at most SERVICE_EVENTS_LIMIT of them, each with
 * exactly the fields the site shows, every text cut to its limit, unsafe links
 * and a duration the studio would refuse left out. The site reads them back
 * as the same events. Anything that is not a list holds none.
 */
export function showableServiceDocuments(raw: unknown): ServiceEventDocument[] {
  if (!Array.isArray(raw)) return [];
  const documents: ServiceEventDocument[] = [];
  for (const item of raw.slice(0, SERVICE_EVENTS_LIMIT)) {
    const event = toListedEvent(item, "service");
    if (!event || Number.isNaN(event.start.getTime())) continue;
    const typed = text((item as Record<string, unknown>).type, EVENT_TEXT_LIMITS.type);
    documents.push({
      title: event.title,
      time: event.start.toISOString(),
      ...(event.durationMinutes === null ? {} : { duration: event.durationMinutes }),
      ...(typed ? { type: event.type } : {}),
      ...(event.desc ? { desc: event.desc } : {}),
      ...(event.place ? { place: event.place } : {}),
      ...(event.links.length ? { links: [...event.links] } : {}),
    });
  }
  return documents;
}
