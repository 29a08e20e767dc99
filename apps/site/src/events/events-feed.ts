import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { fixtureSize } from "./archive-fixture.ts";

type FetchModule = typeof import("./build-time-fetch.ts");

/**
 * The content service's event documents as `pnpm build`'s first step
 * (fetch-events.ts) got them, for the build to read: a declared input of the
 * site's build task, so Turbo replays a cached build only for the same answer.
 */
export const EVENTS_FEED = fileURLToPath(
  new URL("../../node_modules/.cache/duci/service-events.json", import.meta.url),
);

const BUNDLED_ONLY_NOTE =
  "events: DUCI_BUILD_EVENTS=bundled; building /events and /events.ics with the bundled events only";

/**
 * Asks the content service for its events (a few seconds at most) and writes
 * its documents to `feedFile` (`fetchBuildTimeEvents`: the answer, the
 * deployed feed's events, or [] when the service is off); with
 * DUCI_BUILD_EVENTS=bundled it never asks and removes the feed. Prints one
 * line saying which. False when the build must stop (the events would
 * shrink): the line, on stderr, says why, and no feed is left.
 */
export async function refreshEventsFeed(feedFile: string = EVENTS_FEED): Promise<boolean> {
  // The benchmark's generated archive (fixture:N) asks nothing either.
  if (process.env.DUCI_BUILD_EVENTS === "bundled" || fixtureSize(process.env.DUCI_BUILD_EVENTS) !== undefined) {
    await rm(feedFile, { force: true });
    console.log(BUNDLED_ONLY_NOTE);
    return true;
  }
  // The content client is a TypeScript workspace source that plain Node cannot
  // import, so Vite's module runner loads it; the request is made while it runs.
  const { builtEvents } = (
    await runnerImport<FetchModule>(fileURLToPath(new URL("./build-time-fetch.ts", import.meta.url)))
  ).module;
  if (builtEvents.stop) {
    // An earlier answer left behind would be built in by a build run anyway.
    await rm(feedFile, { force: true });
    console.error(builtEvents.note);
    return false;
  }
  await mkdir(dirname(feedFile), { recursive: true });
  await writeFile(feedFile, JSON.stringify(builtEvents.documents));
  console.log(builtEvents.note);
  return true;
}

/**
 * What `feedFile` holds, read as JSON (the build checks it before building it
 * in); null when there is none (the service was not asked). Throws when it is
 * not JSON.
 */
export async function readEventsFeed(feedFile: string = EVENTS_FEED): Promise<{ feed: unknown } | null> {
  let text: string;
  try {
    text = await readFile(feedFile, "utf8");
  } catch {
    return null;
  }
  try {
    return { feed: JSON.parse(text) };
  } catch {
    throw new Error(`events: the events feed ${feedFile} is not JSON; run pnpm build, which fetches it first`);
  }
}
