import type { ConfigEnv, Plugin } from "vite";
import { editionWinnerScreens, feedEntries, PHOTOS_FEED, readPhotosFeed } from "./photos-feed.ts";

/** The names the site's pages read the build's photos from (apps/site/src/photos/built-photos.ts), one per kind, so each page carries only its own. */
export const PHOTO_GLOBALS = {
  members: "__DUCI_MEMBER_PHOTOS__",
  merch: "__DUCI_MERCH_PHOTOS__",
  events: "__DUCI_EVENT_PHOTOS__",
} as const;

/** The name an edition's page reads its winners' screens from (@duci/shell/winner-screens). */
export const WINNER_SCREENS_GLOBAL = "__DUCI_WINNER_SCREENS__";

export interface PhotosBuildPluginOptions {
  /** The file to read the photos from (photos-feed.ts); tests give their own. */
  feedFile?: string;
  /** An edition's year: the plugin builds in that edition's winners' screens alone, instead of the site's photos. */
  edition?: number;
}

/** A winner's screen as the feed has it, its blurred preview left out. */
function withoutPreview(entry: unknown): unknown {
  const { photo } = entry as { photo?: Record<string, unknown> };
  return photo ? { ...(entry as object), photo: { ...photo, lqip: "" } } : entry;
}

/** The feed of a production build; none in the dev server and the tests. */
async function feedOf(env: ConfigEnv, feedFile: string): Promise<unknown> {
  return env.command === "build" && env.mode !== "test" ? await readPhotosFeed(feedFile) : null;
}

/**
 * Builds the board's photos, as `pnpm build` got them just before
 * (photos-feed.ts), into the pages that show them: the site's headshots, merch
 * shots and event photos, or an edition's winners' screens. The dev server, the
 * tests and a build with DUCI_BUILD_EVENTS=bundled have none: every page keeps its drawings.
 */
export function photosBuildPlugin({ feedFile = PHOTOS_FEED, edition }: PhotosBuildPluginOptions = {}): Plugin {
  return {
    name: "duci-photos",
    async config(_config, env) {
      const feed = await feedOf(env, feedFile);
      if (edition !== undefined) {
        // Without the blurred previews: the screens come with the page's code (@duci/ui/edition/winner-screen), whose
        // budget is for code; each preview would add about a kilobyte to it.
        const screens = editionWinnerScreens(feed, edition).map(withoutPreview);
        // null, not [], when there are none: the page's code then drops the screens' code entirely.
        return { define: { [WINNER_SCREENS_GLOBAL]: screens.length > 0 ? JSON.stringify(screens) : "null" } };
      }
      const kinds = Object.keys(PHOTO_GLOBALS) as (keyof typeof PHOTO_GLOBALS)[];
      return {
        define: Object.fromEntries(kinds.map((kind) => [PHOTO_GLOBALS[kind], JSON.stringify(feedEntries(feed, kind))])),
      };
    },
  };
}
