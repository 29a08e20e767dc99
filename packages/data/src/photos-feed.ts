import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

/** build-time-photos.ts, as the module runner gives it (its type here would type its whole import graph for every reader of the feed). */
type FetchModule = { builtPhotos: { photos: unknown; note: string } };

/**
 * The board's photos as `pnpm build`'s first step (apps/site/fetch-events.ts)
 * got them (`ServicePhotos`), at the repository's root: a declared input of the
 * build of every app that shows them (the site's and each edition's
 * turbo.json), as the events feed is of the site's, so a cached build is
 * replayed only for the same photos.
 */
export const PHOTOS_FEED = fileURLToPath(
  new URL("../../../node_modules/.cache/duci/service-photos.json", import.meta.url),
);

/**
 * Asks the content service for the board's photos and writes them to
 * `feedFile`; with DUCI_BUILD_EVENTS=bundled (the tests' and `pnpm start`'s
 * build) it never asks and removes the feed, so the pages keep their drawings.
 * Never fails the build: without photos the drawings stand in. Prints one line.
 */
export async function refreshPhotosFeed(feedFile: string = PHOTOS_FEED): Promise<void> {
  if (process.env.DUCI_BUILD_EVENTS === "bundled") {
    await rm(feedFile, { force: true });
    console.log("photos: DUCI_BUILD_EVENTS=bundled; drawings only");
    return;
  }
  // The content client is a TypeScript workspace source that plain Node cannot
  // import, so Vite's module runner loads it; the request is made while it runs.
  const { runnerImport } = await import("vite");
  const { builtPhotos } = (
    await runnerImport<FetchModule>(fileURLToPath(new URL("./build-time-photos.ts", import.meta.url)))
  ).module;
  await mkdir(dirname(feedFile), { recursive: true });
  await writeFile(feedFile, JSON.stringify(builtPhotos.photos));
  console.log(builtPhotos.note);
}

/**
 * What `feedFile` holds for the build under way; null when there is none (the
 * service was not asked) and in a build with DUCI_BUILD_EVENTS=bundled, which
 * shows no photos even where an earlier build left a feed.
 */
export async function readPhotosFeed(feedFile: string = PHOTOS_FEED): Promise<unknown> {
  if (process.env.DUCI_BUILD_EVENTS === "bundled") return null;
  try {
    return JSON.parse(await readFile(feedFile, "utf8"));
  } catch {
    return null;
  }
}

/** The feed's list of one kind of photo; none when the feed is missing or not what the fetch step writes. */
export function feedEntries(feed: unknown, kind: "members" | "merch" | "winners" | "events"): unknown[] {
  const value = typeof feed === "object" && feed !== null ? (feed as Record<string, unknown>)[kind] : undefined;
  return Array.isArray(value) ? value : [];
}

/** The screens of the winning entries of the edition of `year` in the feed (as the fetch step checked them). */
export function editionWinnerScreens(feed: unknown, year: number): unknown[] {
  return feedEntries(feed, "winners").filter(
    (entry) => typeof entry === "object" && entry !== null && (entry as { year?: unknown }).year === year,
  );
}
