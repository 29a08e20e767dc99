import { eventProblems } from "@duci/time/event-problems";
import { parseDuration } from "@duci/time/parse-duration";
import { parseEventTime } from "@duci/time/parse-event-time";
import { EVENT_TYPES, type EventLink, type EventSource, KNOWN_EVENT_TYPES, type ListedEvent } from "./event-types.ts";

const knownTypes: ReadonlySet<string> = new Set(KNOWN_EVENT_TYPES);

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Whether a link may be rendered: only http(s) and mailto URLs, since content
 * from the service is untrusted (no javascript:, data: or relative tricks).
 */
export function isSafeLink(url: unknown): url is string {
  if (typeof url !== "string") return false;
  const value = url.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(value)) return false;
  try {
    const parsed = new URL(value);
    return ["http:", "https:", "mailto:"].includes(parsed.protocol);
  } catch {
    return false;
  }
}

/** The labelled, safe links of a stored `links` value; anything else is left out. */
export function safeEventLinks(value: unknown): EventLink[] {
  if (!Array.isArray(value)) return [];
  const result: EventLink[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null) continue;
    const { label, link } = item as { label?: unknown; link?: unknown };
    const name = text(label);
    if (name && isSafeLink(link)) result.push({ label: name, link: link.trim() });
  }
  return result;
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
  const title = text(doc.title);
  if (!title) return null;
  const time = typeof doc.time === "string" ? doc.time : "";
  const start = parseEventTime(doc.time) ?? new Date(Number.NaN);
  const type = text(doc.type);
  const problems = eventProblems({ title, time: doc.time, duration: doc.duration });
  if (!type) problems.push(`"${title}": type is missing`);
  else if (!knownTypes.has(type)) problems.push(`"${title}": type "${type}" is not one of ${EVENT_TYPES.join(", ")}`);
  return {
    key: eventKey(start, time, title),
    title,
    time,
    start,
    durationMinutes: parseDuration(doc.duration),
    type: type || "Event",
    desc: text(doc.desc),
    place: text(doc.place),
    links: safeEventLinks(doc.links),
    source,
    problems,
  };
}
