import { endpoints } from "./config.ts";
import { toListedEvent } from "./event-normalize.ts";
import { EVENTS_QUERY } from "./event-schema.ts";
import type { ListedEvent } from "./event-types.ts";

/** Every event document, newest first, with the fields the pages use: the studio's schema shares its definition. */
export const SANITY_EVENTS_QUERY = EVENTS_QUERY;

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
  return result.flatMap((doc) => toListedEvent(doc, "service") ?? []);
}

/**
 * Asks the content service for its events. The client is loaded on demand so
 * it stays out of the first-load bundle. Rejects on a failure, a malformed
 * answer, or no answer within `timeoutMs`.
 */
export async function fetchSanityEvents(options: SanityEventsOptions = {}): Promise<ListedEvent[]> {
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
    return mapSanityEvents(await client.fetch<unknown>(SANITY_EVENTS_QUERY));
  })();
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
