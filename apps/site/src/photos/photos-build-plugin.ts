import type { Plugin } from "vite";
import { PHOTOS_FEED, readPhotosFeed } from "./photos-feed.ts";

/** The names the pages read the build's photos from (see built-photos.ts), one per kind, so each page carries only its own. */
export const PHOTO_GLOBALS = {
  members: "__DUCI_MEMBER_PHOTOS__",
  merch: "__DUCI_MERCH_PHOTOS__",
  winners: "__DUCI_WINNER_SCREENS__",
  events: "__DUCI_EVENT_PHOTOS__",
} as const;

/** The feed's list of one kind; none when the feed is missing or not what the fetch step writes. */
function entries(feed: unknown, kind: keyof typeof PHOTO_GLOBALS): unknown[] {
  const value = typeof feed === "object" && feed !== null ? (feed as Record<string, unknown>)[kind] : undefined;
  return Array.isArray(value) ? value : [];
}

export interface PhotosBuildPluginOptions {
  /** The file to read the photos from (photos-feed.ts); tests give their own. */
  feedFile?: string;
}

/**
 * Builds the board's photos, as `pnpm build` got them just before
 * (photos-feed.ts), into the pages that show them. The dev server, the tests
 * and a build with DUCI_BUILD_EVENTS=bundled have none: every page keeps its drawings.
 */
export function photosBuildPlugin({ feedFile = PHOTOS_FEED }: PhotosBuildPluginOptions = {}): Plugin {
  return {
    name: "duci-photos",
    async config(_config, env) {
      const read = env.command === "build" && env.mode !== "test" && process.env.DUCI_BUILD_EVENTS !== "bundled";
      const feed = read ? await readPhotosFeed(feedFile) : null;
      const kinds = Object.keys(PHOTO_GLOBALS) as (keyof typeof PHOTO_GLOBALS)[];
      return {
        define: Object.fromEntries(kinds.map((kind) => [PHOTO_GLOBALS[kind], JSON.stringify(entries(feed, kind))])),
      };
    },
  };
}
