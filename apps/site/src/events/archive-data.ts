import { use } from "react";
import type { ArchiveIndexData, ArchiveTermData } from "./archive.ts";
import { ARCHIVE_DATA_FILE } from "./archive-data-file.ts";

// null: the build wrote no such page (an address of a quarter without events).
type ArchivePageData = ArchiveIndexData | ArchiveTermData | null;

const loaded = new Map<string, ArchivePageData>();
const pending = new Map<string, Promise<ArchivePageData>>();

/**
 * What the archive's page at `path` shows: in the browser the JSON the build
 * wrote beside the page (so no page's code carries the archive), in the
 * prerender the build's events themselves. Loaded once per path; a failed
 * load is tried again next time.
 */
export function loadArchivePage(path: string): Promise<ArchivePageData> {
  let request = pending.get(path);
  if (!request) {
    request = (
      import.meta.env.SSR
        ? import("./archive-built.ts").then(({ builtArchivePage }) => builtArchivePage(path))
        : fetch(`${path}${ARCHIVE_DATA_FILE}`).then((response) => {
            if (response.status === 404) return null;
            if (!response.ok) throw new Error(`${path}${ARCHIVE_DATA_FILE}: ${response.status}`);
            return response.json() as Promise<ArchivePageData>;
          })
    ).then((data) => {
      loaded.set(path, data);
      return data;
    });
    request.catch(() => pending.delete(path));
    pending.set(path, request);
  }
  return request;
}

/** The archive page's data at `path`, suspending until it is loaded (at once when the page was preloaded). */
export function useArchivePage<T extends ArchiveIndexData | ArchiveTermData>(path: string): T | null {
  return (loaded.has(path) ? loaded.get(path) : use(loadArchivePage(path))) as T | null;
}
