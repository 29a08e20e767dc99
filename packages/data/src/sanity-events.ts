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

/** How long a build waits for the content service, and for the deployed feed. */
export const BUILD_SANITY_TIMEOUT_MS = 5_000;

/** What a build got from the content service, and the one line it prints about it. */
export interface BuildTimeEvents {
  /** The service's events the site can list, checked and bounded (`showableServiceDocuments`). */
  documents: ServiceEventDocument[];
  note: string;
  /**
   * True when the build must stop instead: the events would shrink to less
   * than half of the deployed feed's, or nothing says what the site's events
   * are. `documents` is then empty and `note` says why, for an editor.
   */
  stop: boolean;
}

export interface BuildTimeEventsOptions extends SanityEventsOptions {
  /** The deployed feed the answer is measured against, and kept when the service cannot be read; the site's /events.json by default. */
  lastFeedUrl?: string;
  /** A real clean-out (DUCI_ALLOW_EVENTS_DROP=1): the service's answer is built in however few events it holds. */
  allowDrop?: boolean;
}

/** Where editors read what to do when the build keeps or refuses events. */
const HELP = "docs/maintaining.md, “When the events feed shrinks”";
const BUILT_INTO = "/events and /events.ics";

function reason(result: PromiseSettledResult<unknown>): string {
  if (result.status === "fulfilled") return "";
  return result.reason instanceof Error ? result.reason.message : String(result.reason);
}

/**
 * The content service's events for a build, so the prerendered pages and
 * /events.ics hold them: only those the site can list, each bounded
 * (`showableServiceDocuments`), never the documents as stored. Never rejects.
 * The answer is measured against the deployed feed (/events.json), the last
 * events a build published, so the feed never shrinks silently:
 * - an empty answer, or one mostly of documents the site cannot list, is
 *   taken for a fault when the deployed feed has events: the build keeps
 *   those, and says so;
 * - an answer with fewer than half of the deployed feed's events stops the
 *   build (`stop`);
 * - the service failing or silent for `timeoutMs` keeps the deployed feed's
 *   events; with neither to go by, the build stops, since publishing would
 *   leave the next outage nothing to keep.
 * `allowDrop` (a real clean-out) builds whatever the service answered, and
 * the bundled events alone when neither answers. The service being off
 * builds the bundled events. Every outcome is one line, `note`.
 */
export async function fetchBuildTimeEvents(options: BuildTimeEventsOptions = {}): Promise<BuildTimeEvents> {
  if (!sanityEnabled(options.projectId ?? endpoints.sanityProjectId)) {
    return {
      documents: [],
      note: `events: the content service is off; building ${BUILT_INTO} with the bundled events only`,
      stop: false,
    };
  }
  const timeoutMs = options.timeoutMs ?? BUILD_SANITY_TIMEOUT_MS;
  const feed = options.lastFeedUrl ?? lastFeedUrl();
  const allowDrop = options.allowDrop === true;
  // Both at once: the deployed feed is what the answer is measured against.
  const [answer, last] = await Promise.allSettled([
    fetchSanityDocuments({ ...options, timeoutMs }),
    fetchLastFeed(feed, timeoutMs),
  ]);
  const deployed = last.status === "fulfilled" ? last.value : null;
  const keepDeployed = (why: string, after = ""): BuildTimeEvents => ({
    documents: deployed?.events ?? [],
    note: `events: ${why}; kept the ${deployed?.events.length} events of the deployed feed (${feed}, built ${deployed?.built}) in ${BUILT_INTO}${after}`,
    stop: false,
  });
  const stop = (why: string): BuildTimeEvents => ({ documents: [], note: `events: ${why}`, stop: true });

  if (answer.status === "rejected") {
    const failure = `the content service did not answer (${reason(answer)})`;
    if (deployed) return keepDeployed(failure);
    const neither = `${failure}, nor did the deployed feed (${feed}: ${reason(last)})`;
    if (allowDrop) {
      return {
        documents: [],
        note: `events: ${neither}; DUCI_ALLOW_EVENTS_DROP=1, so building ${BUILT_INTO} with the bundled events only`,
        stop: false,
      };
    }
    return stop(
      `${neither}, so this build cannot tell which events the site lists. It stops rather than publish a site ` +
        "without them: the site online keeps its events. Run it again later. To build with the bundled events " +
        `only (a first deploy, or a laptop offline), set DUCI_ALLOW_EVENTS_DROP=1 (${HELP}).`,
    );
  }

  const documents = showableServiceDocuments(answer.value);
  const left = answer.value.length - documents.length;
  const leftOut = left > 0 ? ` (${left} left out: no title, or no date from 2000 to 2100)` : "";
  const built = (extra = ""): BuildTimeEvents => ({
    documents,
    note: `events: ${documents.length} events from the content service built into ${BUILT_INTO}${leftOut}${extra}`,
    stop: false,
  });
  const had = deployed?.events.length ?? 0;
  if (allowDrop) {
    return built(documents.length < had ? `; the deployed feed had ${had} (DUCI_ALLOW_EVENTS_DROP=1)` : "");
  }

  // An empty answer, or one mostly of documents the site cannot list, looks like a fault, not a clean-out.
  const faulty = documents.length === 0 || left * 2 > answer.value.length;
  const what =
    answer.value.length === 0
      ? "the content service answered with no events"
      : `the content service answered ${answer.value.length} events, of which ${left} cannot be listed (no title, or no date from 2000 to 2100)`;
  if (faulty && deployed && had > 0) {
    return keepDeployed(
      `${what}, while the site publishes ${had}. That looks like a fault at the service, not events removed on purpose`,
      `. If they were removed on purpose, deploy with DUCI_ALLOW_EVENTS_DROP=1 (${HELP}).`,
    );
  }
  if (faulty && !deployed) {
    return stop(
      `${what}, and the deployed feed could not be read (${feed}: ${reason(last)}) to tell a fault from a ` +
        "clean-out. The build stops: the site online keeps its events. Run it again later; if the events were " +
        `removed on purpose, set DUCI_ALLOW_EVENTS_DROP=1 (${HELP}).`,
    );
  }
  if (documents.length * 2 < had) {
    return stop(
      `the content service lists ${documents.length} events, fewer than half of the ${had} the site publishes now ` +
        `(${feed}, built ${deployed?.built}). The build stops rather than take ${had - documents.length} events off ` +
        "the site: the site online keeps them. If they were removed on purpose, deploy with " +
        `DUCI_ALLOW_EVENTS_DROP=1 (${HELP}).`,
    );
  }
  return built();
}
