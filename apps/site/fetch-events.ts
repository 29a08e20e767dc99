// Asks the content service for its events and writes the answer to the feed the
// site's build reads (src/events/events-feed.ts). `pnpm build` runs it before
// Turbo, never from Turbo's cache: Turbo hashes a task's input files when the
// run starts, so the feed must be there before, and the site's build (whose
// input it is, apps/site/turbo.json) is replayed only for the same answer. The
// board's photos go the same way into the site's and every edition's build.
import { refreshPhotosFeed } from "@duci/data/photos-feed";
import { refreshEventsFeed } from "./src/events/events-feed.ts";

// A feed that would shrink stops `pnpm build` here, before anything is built;
// the board's photos never do (without them the drawings stand in).
const [events] = await Promise.all([refreshEventsFeed(), refreshPhotosFeed()]);
if (!events) process.exitCode = 1;
