import { endpoints } from "./config.ts";
import { EVENTS_QUERY } from "./event-schema.ts";
import type { ListedEvent } from "./event-types.ts";
import { fetchLastFeed, lastFeedUrl } from "./last-feed.ts";
import { listedServiceEvents, type ServiceEventDocument, showableServiceDocuments } from "./listed-event.ts";

/** How long the events pages wait for the content service before keeping the bundled list. */
export const SANITY_TIMEOUT_MS = 10_000;

export interface SanityEventsOptions {
  projectId?: string;
  dataset?: string;
  /** A host such as "http://127.0.0.1:4000"; empty uses Sanity's CDN host. */
  apiHost?: string;
  timeoutMs?: number;
}

/** Whether the content service is configured (an empty project id turns it off). */
export function sanityEnabled(projectId: string = endpoints.sanityProjectId): boolean {
  return projectId !== "";
}

/**
 * Maps the service's answer to listed events. Never throws: a malformed answer
 * (not a list) is an error the caller logs; documents that cannot be shown are
 * dropped, missing fields defaulted, unsafe links removed.
 */
export function mapSanityEvents(result: unknown): ListedEvent[] {
  if (!Array.isArray(result)) throw new TypeError("the events query did not answer a list");
  return listedServiceEvents(result);
}

/**
 * Asks the content service for its event documents, as stored. The client is
 * loaded on demand so it stays out of the first-load bundle. Rejects on a
 * failure, an answer that is not a list, or no answer within `timeoutMs`.
 */
export async function fetchSanityDocuments(options: SanityEventsOptions = {}): Promise<unknown[]> {
  const projectId = options.projectId ?? endpoints.sanityProjectId;
  const dataset = options.dataset ?? endpoints.sanityDataset;
  const apiHost = options.apiHost ?? endpoints.sanityApiHost;
  const timeoutMs = options.timeoutMs ?? SANITY_TIMEOUT_MS;
  if (!sanityEnabled(projectId)) return [];

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  const request = (async () => {
    const { createClient } = await import("@sanity/client");
    const client = createClient({
      projectId,
      dataset,
      apiVersion: endpoints.sanityApiVersion,
      useCdn: true,
      timeout: timeoutMs,
      maxRetries: 1,
      ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
    });
    const result = await client.fetch<unknown>(EVENTS_QUERY);
    if (!Array.isArray(result)) throw new TypeError("the events query did not answer a list");
    return result;
  })();
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the content service for its events, ready for the pages; rejects as `fetchSanityDocuments` does. */
export async function fetchSanityEvents(options: SanityEventsOptions = {}): Promise<ListedEvent[]> {
  return mapSanityEvents(await fetchSanityDocuments(options));
}

/** How long a build waits for the content service before building with the bundled events alone. */
export const BUILD_SANITY_TIMEOUT_MS = 5_000;

/** What a build got from the content service, and the one line it prints about it. */
export interface BuildTimeEvents {
  /** The service's events the site can list, checked and bounded (`showableServiceDocuments`). */
  documents: ServiceEventDocument[];
  note: string;
}

export interface BuildTimeEventsOptions extends SanityEventsOptions {
  /** The deployed feed kept when the service cannot be read; the site's /events.json by default. */
  lastFeedUrl?: string;
}

/**
 * The content service's events for a build, so the prerendered pages and
 * /events.ics hold them: only those the site can list, each bounded
 * (`showableServiceDocuments`), never the documents as stored. Never rejects:
 * when the service fails or is silent for `timeoutMs`, the build keeps the
 * events of the deployed feed (/events.json) rather than silently dropping
 * them; when that cannot be read either, or the service is off, it goes on
 * with the bundled events. Either way it says so in one line.
 */
export async function fetchBuildTimeEvents(options: BuildTimeEventsOptions = {}): Promise<BuildTimeEvents> {
  const bundledOnly = "building /events and /events.ics with the bundled events only";
  if (!sanityEnabled(options.projectId ?? endpoints.sanityProjectId)) {
    return { documents: [], note: `events: the content service is off; ${bundledOnly}` };
  }
  let failure: string;
  try {
    const answer = await fetchSanityDocuments({ timeoutMs: BUILD_SANITY_TIMEOUT_MS, ...options });
    const documents = showableServiceDocuments(answer);
    const left = answer.length - documents.length;
    const leftOut = left > 0 ? ` (${left} left out: no title, or no date from 2000 to 2100)` : "";
    return {
      documents,
      note: `events: ${documents.length} events from the content service built into /events and /events.ics${leftOut}`,
    };
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const feed = options.lastFeedUrl ?? lastFeedUrl();
  try {
    const kept = await fetchLastFeed(feed, options.timeoutMs ?? BUILD_SANITY_TIMEOUT_MS);
    return {
      documents: kept.events,
      note: `events: the content service did not answer (${failure}); kept the ${kept.events.length} events of the deployed feed (${feed}, built ${kept.built}) in /events and /events.ics`,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      documents: [],
      note: `events: the content service did not answer (${failure}), nor did the deployed feed (${feed}: ${reason}); ${bundledOnly}`,
    };
  }
}
