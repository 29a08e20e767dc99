// The prerender's side of archive-data.ts: the archive's pages from the build's whole list.
import { archivePages } from "./archive.ts";
import { buildTimeEvents } from "./event-sources.ts";

const pages = archivePages(buildTimeEvents);

/** Every quarter's page the build writes. */
export const builtTermPaths = [...pages.keys()].slice(1);

/** The page at `path` as the build writes its data; null for a quarter without one. */
export function builtArchivePage(path: string) {
  return pages.get(path) ?? null;
}
