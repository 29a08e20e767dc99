import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

type FetchModule = typeof import("./build-time-photos.ts");

/**
 * The board's photos as `pnpm build`'s first step (fetch-events.ts) got them
 * (`ServicePhotos`): a declared input of the site's build task, as the events
 * feed is, so a cached build is replayed only for the same photos.
 */
export const PHOTOS_FEED = fileURLToPath(
  new URL("../../node_modules/.cache/duci/service-photos.json", import.meta.url),
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
  const { builtPhotos } = (
    await runnerImport<FetchModule>(fileURLToPath(new URL("./build-time-photos.ts", import.meta.url)))
  ).module;
  await mkdir(dirname(feedFile), { recursive: true });
  await writeFile(feedFile, JSON.stringify(builtPhotos.photos));
  console.log(builtPhotos.note);
}

/** What `feedFile` holds; null when there is none (the service was not asked). */
export async function readPhotosFeed(feedFile: string = PHOTOS_FEED): Promise<unknown> {
  try {
    return JSON.parse(await readFile(feedFile, "utf8"));
  } catch {
    return null;
  }
}
