import { eventProblems } from "@duci/time/event-problems";
import { parseDuration } from "@duci/time/parse-duration";
import { parseEventTime } from "@duci/time/parse-event-time";
import {
  durationProblem,
  EVENT_LINKS_LIMIT,
  EVENT_TEXT_LIMITS,
  linkLabelProblem,
  linkUrlProblem,
  SERVICE_EVENTS_LIMIT,
} from "./event-schema.ts";
import { EVENT_TYPES, type EventLink, type EventSource, KNOWN_EVENT_TYPES, type ListedEvent } from "./event-types.ts";

const knownTypes: ReadonlySet<string> = new Set(KNOWN_EVENT_TYPES);

/** Trimmed text, cut to `limit` characters (whole characters, ending in "…"); "" for anything else. */
function text(value: unknown, limit: number): string {
  if (typeof value !== "string") return "";
  const characters = Array.from(value.trim());
  return characters.length > limit ? `${characters.slice(0, limit - 1).join("")}…` : characters.join("");
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

/**
 * The duration in minutes when the studio would accept it (15 to 600 whole
 * minutes); otherwise null, and the event is taken to last 60 minutes, so a
 * typo cannot keep it "Live Now" for months or push its end past any calendar.
 */
function validDuration(value: unknown): number | null {
  const minutes = parseDuration(value);
  return minutes !== null && durationProblem(minutes) === null ? minutes : null;
}

/** The key of an event: its start instant (or stored time when unreadable) plus its title. */
export function eventKey(start: Date, time: string, title: string): string {
  const when = Number.isNaN(start.getTime()) ? time : start.toISOString();
  return `${when}|${title.trim()}`;
}

/**
 * Turns a stored event (bundled, or a content-service document) into a
 * `ListedEvent`. Never throws: a document that is not an object or has no
 * title is dropped (null); other missing fields are defaulted and listed as
 * problems for the editor's preview.
 */
export function toListedEvent(raw: unknown, source: EventSource): ListedEvent | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const doc = raw as Record<string, unknown>;
  const title = text(doc.title, EVENT_TEXT_LIMITS.title);
  if (!title) return null;
  const time = typeof doc.time === "string" ? doc.time : "";
  const start = parseEventTime(doc.time) ?? new Date(Number.NaN);
  const type = text(doc.type, EVENT_TEXT_LIMITS.type);
  const problems = eventProblems({ title, time: doc.time, duration: doc.duration });
  const durationMinutes = validDuration(doc.duration);
  const minutes = parseDuration(doc.duration);
  if (minutes !== null && durationMinutes === null) {
    problems.push(`"${title}": ${durationProblem(minutes)} 60 minutes are assumed.`);
  }
  for (const [field, value] of [
    ["title", doc.title],
    ["type", doc.type],
    ["place", doc.place],
    ["desc", doc.desc],
  ] as const) {
    const length = typeof value === "string" ? Array.from(value.trim()).length : 0;
    if (length > EVENT_TEXT_LIMITS[field]) {
      problems.push(`"${title}": the ${field} has ${length} characters and is cut to ${EVENT_TEXT_LIMITS[field]}`);
    }
  }
  if (!type) problems.push(`"${title}": type is missing`);
  else if (!knownTypes.has(type)) problems.push(`"${title}": type "${type}" is not one of ${EVENT_TYPES.join(", ")}`);
  return {
    key: eventKey(start, time, title),
    title,
    time,
    start,
    durationMinutes,
    type: type || "Event",
    desc: text(doc.desc, EVENT_TEXT_LIMITS.desc),
    place: text(doc.place, EVENT_TEXT_LIMITS.place),
    links: safeEventLinks(doc.links),
    source,
    problems,
  };
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
