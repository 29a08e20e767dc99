// The content service's events as the last deploy built them, published at
// /events.json, so a build that cannot read the service keeps them instead of
// shrinking /events and /events.ics to the bundled events.
import { club } from "./config.ts";
import { SERVICE_EVENTS_LIMIT } from "./event-schema.ts";
import { type ServiceEventDocument, showableServiceDocuments } from "./listed-event.ts";

/** The file a build publishes its service events in, at the site's root. */
export const LAST_FEED_FILE = "events.json";

/** The most a build reads of a deployed feed (a full one is a few hundred kilobytes). */
export const MAX_LAST_FEED_BYTES = 10_000_000;

/** The deployed feed: when it was built and the content service's events it was built with. */
export interface LastFeed {
  built: string;
  events: ServiceEventDocument[];
}

/** Where the deployed site publishes its feed: https://designatuci.com/events.json (VITE_SITE_URL). */
export function lastFeedUrl(siteUrl: string = club.siteUrl): string {
  return `${siteUrl}/${LAST_FEED_FILE}`;
}

/** The text of /events.json for a build at `built` with the service's `documents` (only the showable ones). */
export function lastFeedText(built: Date, documents: unknown): string {
  const feed: LastFeed = { built: built.toISOString(), events: showableServiceDocuments(documents) };
  return `${JSON.stringify(feed)}\n`;
}

/** `value` as JSON with every object's keys in order, so two equal documents read the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "object" && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * What is wrong with the service events a build is about to build in (the
 * fetch step's feed), or null when they are exactly what
 * `showableServiceDocuments` keeps: a list of at most SERVICE_EVENTS_LIMIT
 * events, each one the site can list, with only the fields it shows, each
 * within its limit.
 *
 * @example
 * embeddedFeedProblem([{ title: "Figma 101", time: "2030-10-10T01:00:00.000Z" }]) // null
 * embeddedFeedProblem({ events: [] }) // "is not a list of events"
 */
export function embeddedFeedProblem(documents: unknown): string | null {
  if (!Array.isArray(documents)) return "is not a list of events";
  if (documents.length > SERVICE_EVENTS_LIMIT) {
    return `holds ${documents.length} events, more than the ${SERVICE_EVENTS_LIMIT} a build keeps`;
  }
  for (const [index, document] of documents.entries()) {
    const title = (document as { title?: unknown } | null)?.title;
    const which = `event ${index + 1}${typeof title === "string" ? ` (${JSON.stringify(title.slice(0, 60))})` : ""}`;
    const [checked] = showableServiceDocuments([document]);
    if (!checked) return `has ${which}, which the site cannot list (no title, or no date from 2000 to 2100)`;
    if (canonical(checked) !== canonical(document)) {
      return `has ${which} not as the site keeps it (a field it does not show, text over its limit or with invisible characters, or a link it would not show)`;
    }
  }
  return null;
}

/**
 * Fetches the deployed feed and keeps its showable events, checked as the
 * service's own answer is (it is read from the network). Rejects on a
 * failure, an HTTP error, an answer that is not a feed or is larger than
 * MAX_LAST_FEED_BYTES, or no answer within `timeoutMs`.
 */
export async function fetchLastFeed(url: string, timeoutMs: number): Promise<LastFeed> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // Node says only "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND).
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    if (error instanceof Error && error.name === "TimeoutError")
      throw new Error(`no answer within ${timeoutMs / 1000} s`);
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}${typeof cause === "string" ? ` (${cause})` : ""}`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  if (Number(response.headers.get("content-length")) > MAX_LAST_FEED_BYTES) {
    await response.body?.cancel();
    throw new Error(`larger than ${MAX_LAST_FEED_BYTES / 1_000_000} MB`);
  }
  const text = await response.text();
  if (text.length > MAX_LAST_FEED_BYTES) throw new Error(`larger than ${MAX_LAST_FEED_BYTES / 1_000_000} MB`);
  let feed: unknown;
  try {
    feed = JSON.parse(text);
  } catch {
    throw new Error("not JSON");
  }
  const { built, events } = (typeof feed === "object" && feed !== null ? feed : {}) as Record<string, unknown>;
  if (typeof built !== "string" || Number.isNaN(Date.parse(built)) || !Array.isArray(events)) {
    throw new Error("not an events feed");
  }
  return { built, events: showableServiceDocuments(events) };
}
