import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

type FeedModule = typeof import("./events-ics-feed.ts");
type FetchModule = typeof import("./build-time-fetch.ts");
type ListModule = typeof import("./build-time-events.ts");
type HomeModule = typeof import("../home/front-page-events.ts");

/** The name the pages read the build's service events from (see build-time-events.ts). */
export const SERVICE_EVENTS_GLOBAL = "__DUCI_SERVICE_EVENTS__";
/** The name the home page reads its few events from (see home/home-events.ts). */
export const HOME_EVENTS_GLOBAL = "__DUCI_HOME_EVENTS__";

const DAY_MS = 24 * 60 * 60 * 1000;

// The client build fetches; the server build that follows it (another process)
// reads the same answer, so the prerendered HTML and the hydrating code agree.
const snapshot = fileURLToPath(new URL("../../node_modules/.cache/duci/service-events.json", import.meta.url));

// The feed's modules are TypeScript workspace sources that plain Node cannot
// import from the config, so Vite's module runner loads them.
async function runner<T>(id: string): Promise<T> {
  const { runnerImport } = await import("vite");
  return (await runnerImport<T>(id)).module;
}

async function serviceDocuments(ssr: boolean): Promise<unknown[]> {
  if (ssr) {
    try {
      return JSON.parse(await readFile(snapshot, "utf8"));
    } catch {
      // No client build before this one: ask the service ourselves.
    }
  }
  let documents: unknown[] = [];
  if (process.env.DUCI_BUILD_EVENTS === "bundled") {
    console.log("events: DUCI_BUILD_EVENTS=bundled; building /events and /events.ics with the bundled events only");
  } else {
    const { builtEvents } = await runner<FetchModule>(fileURLToPath(new URL("./build-time-fetch.ts", import.meta.url)));
    documents = builtEvents.documents;
    console.log(builtEvents.note);
  }
  await mkdir(dirname(snapshot), { recursive: true });
  await writeFile(snapshot, JSON.stringify(documents));
  return documents;
}

/**
 * The events the home page may need from a day before the build on: a visitor
 * whose clock is up to a day behind still sees the right one.
 */
async function homeEvents(documents: unknown[]) {
  const { listedEventsFrom } = await runner<ListModule>(
    fileURLToPath(new URL("./build-time-events.ts", import.meta.url)),
  );
  const { frontPageEvents } = await runner<HomeModule>(
    fileURLToPath(new URL("../home/front-page-events.ts", import.meta.url)),
  );
  return frontPageEvents(listedEventsFrom(documents), new Date(Date.now() - DAY_MS));
}

async function feed(documents: unknown[]): Promise<string> {
  return (await feeds(documents)).ics;
}

/** /events.ics and /events.json for the build's service events. */
async function feeds(documents: unknown[]): Promise<{ ics: string; json: string }> {
  const module = await runner<FeedModule>(fileURLToPath(new URL("./events-ics-feed.ts", import.meta.url)));
  const stamp = new Date();
  return { ics: module.eventsIcsFeed(stamp, documents), json: module.eventsJsonFeed(stamp, documents) };
}

/**
 * At build time, asks the content service for its events (within a few
 * seconds) and builds them into the pages and /events.ics, a subscribable
 * calendar in Pacific time, and publishes them in /events.json. Only the
 * events the site can list are built in, each checked and bounded, never the
 * documents as stored. When the service cannot be read, the build keeps the
 * events of the deployed /events.json; failing that, the pages and the
 * calendar hold the bundled events. The build says which in one line. The
 * dev server and the tests never ask, nor does a build with
 * DUCI_BUILD_EVENTS=bundled (the test suite's, whose pages must not change
 * with the service's content).
 */
export function eventsBuildPlugin(): Plugin {
  let documents: unknown[] = [];
  return {
    name: "duci-events",
    async config(_config, env) {
      if (env.mode === "test") return { define: { [SERVICE_EVENTS_GLOBAL]: "[]" } };
      if (env.command === "build") documents = await serviceDocuments(env.isSsrBuild === true);
      return {
        define: {
          [SERVICE_EVENTS_GLOBAL]: JSON.stringify(documents),
          [HOME_EVENTS_GLOBAL]: JSON.stringify(await homeEvents(documents)),
        },
      };
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const { ics, json } = await feeds(documents);
      this.emitFile({ type: "asset", fileName: "events.ics", source: ics });
      this.emitFile({ type: "asset", fileName: "events.json", source: json });
    },
    configureServer(server) {
      server.middlewares.use("/events.ics", (_request, response) => {
        feed([]).then((text) => {
          response.setHeader("content-type", "text/calendar; charset=utf-8");
          response.end(text);
        });
      });
    },
  };
}
