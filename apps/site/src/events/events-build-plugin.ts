import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";
import { ARCHIVE_DATA_FILE } from "./archive-data-file.ts";
import { archiveFixture, fixtureSize } from "./archive-fixture.ts";
import { EVENTS_FEED, readEventsFeed } from "./events-feed.ts";

type CalendarModule = typeof import("./events-ics-feed.ts");
type ListModule = typeof import("./event-sources.ts");
type HomeModule = typeof import("../home/front-page-events.ts");
type ArchiveModule = typeof import("./archive.ts");

/** The name the pages read the build's service events from (see built-service-documents.ts). */
export const SERVICE_EVENTS_GLOBAL = "__DUCI_SERVICE_EVENTS__";
/** The name the home page reads its few events from (see home/built-home-events.ts). */
export const HOME_EVENTS_GLOBAL = "__DUCI_HOME_EVENTS__";
/** The name /events reads its window of events from (see built-events-page-events.ts). */
export const EVENTS_PAGE_EVENTS_GLOBAL = "__DUCI_EVENTS_PAGE_EVENTS__";

const DAY_MS = 24 * 60 * 60 * 1000;

// The feed's modules are TypeScript workspace sources that plain Node cannot
// import from the config, so a module runner of their own loads them (the one
// that loaded the config is closed by the time the build runs).
async function runner<T>(id: string): Promise<T> {
  return (await runnerImport<T>(id)).module;
}

/**
 * The content service's documents for this build, from the feed written
 * before it (fetch-events.ts): the client build and the server build
 * (another process) read the same answer, so the prerendered HTML and the
 * hydrating code agree. The feed is checked again here, as the fetch step
 * wrote it (a file can be edited or spoiled between the two): one that fails
 * fails the build rather than go into the pages.
 */
async function serviceDocuments(feedFile: string, ssr: boolean): Promise<unknown[]> {
  if (process.env.DUCI_BUILD_EVENTS === "bundled") return [];
  const fixture = fixtureSize(process.env.DUCI_BUILD_EVENTS);
  if (fixture !== undefined) return await generatedArchive(fixture);
  const read = await readEventsFeed(feedFile);
  if (read === null) {
    if (!ssr) {
      console.log(
        "events: no feed from the content service (pnpm build fetches it first); building with the bundled events only",
      );
    }
    return [];
  }
  const { eventsFeedProblem } = await runner<CalendarModule>(
    fileURLToPath(new URL("./events-ics-feed.ts", import.meta.url)),
  );
  const problem = eventsFeedProblem(read.feed);
  if (problem) {
    throw new Error(
      `events: the events feed ${feedFile} ${problem}, so it is not built into the pages. Run pnpm build again: it fetches the feed first.`,
    );
  }
  return read.feed as unknown[];
}

/**
 * The events the home page may need from a day before the build on: a visitor
 * whose clock is up to a day behind still sees the right one.
 */
async function homeEvents(documents: unknown[]) {
  const { listedEventsFrom } = await runner<ListModule>(fileURLToPath(new URL("./event-sources.ts", import.meta.url)));
  const { frontPageEvents } = await runner<HomeModule>(
    fileURLToPath(new URL("../home/front-page-events.ts", import.meta.url)),
  );
  return frontPageEvents(listedEventsFrom(documents), new Date(Date.now() - DAY_MS));
}

/** The benchmark's generated archive: `count` made-up events before the oldest bundled one. */
async function generatedArchive(count: number): Promise<unknown[]> {
  const { bundledListedEvents } = await runner<ListModule>(
    fileURLToPath(new URL("./event-sources.ts", import.meta.url)),
  );
  const oldest = Math.min(...bundledListedEvents.map((event) => event.start.getTime()));
  return archiveFixture(count, new Date(oldest));
}

/** The events /events may show from a day before the build on (it is rebuilt every day). */
async function eventsPageEvents(documents: unknown[]) {
  const { listedEventsFrom } = await runner<ListModule>(fileURLToPath(new URL("./event-sources.ts", import.meta.url)));
  const { eventsPageWindow } = await runner<ArchiveModule>(fileURLToPath(new URL("./archive.ts", import.meta.url)));
  return eventsPageWindow(listedEventsFrom(documents), new Date(Date.now() - DAY_MS));
}

/** Each page of the archive (/events/all/ and a page per quarter) and what it shows, by path. */
async function archive(documents: unknown[]) {
  const { listedEventsFrom } = await runner<ListModule>(fileURLToPath(new URL("./event-sources.ts", import.meta.url)));
  const { archivePages } = await runner<ArchiveModule>(fileURLToPath(new URL("./archive.ts", import.meta.url)));
  return archivePages(listedEventsFrom(documents));
}

async function calendar(documents: unknown[]): Promise<string> {
  return (await calendars(documents)).ics;
}

/** /events.ics and /events.json for the build's service events. */
async function calendars(documents: unknown[]): Promise<{ ics: string; json: string }> {
  const module = await runner<CalendarModule>(fileURLToPath(new URL("./events-ics-feed.ts", import.meta.url)));
  const stamp = new Date();
  return { ics: module.eventsIcsFeed(stamp, documents), json: module.eventsJsonFeed(stamp, documents) };
}

export interface EventsBuildPluginOptions {
  /** The file to read the content service's documents from (events-feed.ts); tests give their own. */
  feedFile?: string;
}

/**
 * Builds the content service's events, as `pnpm build` got them just before
 * (events-feed.ts), into the pages and /events.ics, a subscribable calendar
 * in Pacific time, and publishes them in /events.json, which the next build
 * keeps if it cannot read the service. The fetch step keeps only the events
 * the site can list, each checked and bounded, never the documents as stored;
 * with none, the pages and the calendar hold the bundled events. The dev
 * server and the tests never read the feed, nor does a build with
 * DUCI_BUILD_EVENTS=bundled (the test suite's, whose pages must not change
 * with the service's content).
 */
export function eventsBuildPlugin({ feedFile = EVENTS_FEED }: EventsBuildPluginOptions = {}): Plugin {
  let documents: unknown[] = [];
  return {
    name: "duci-events",
    async config(_config, env) {
      if (env.mode === "test") return { define: { [SERVICE_EVENTS_GLOBAL]: "[]" } };
      if (env.command === "build") documents = await serviceDocuments(feedFile, env.isSsrBuild === true);
      return {
        define: {
          [SERVICE_EVENTS_GLOBAL]: JSON.stringify(documents),
          [HOME_EVENTS_GLOBAL]: JSON.stringify(await homeEvents(documents)),
          [EVENTS_PAGE_EVENTS_GLOBAL]: JSON.stringify(await eventsPageEvents(documents)),
        },
      };
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const { ics, json } = await calendars(documents);
      this.emitFile({ type: "asset", fileName: "events.ics", source: ics });
      this.emitFile({ type: "asset", fileName: "events.json", source: json });
      for (const [path, data] of await archive(documents)) {
        this.emitFile({
          type: "asset",
          fileName: `${path.slice(1)}${ARCHIVE_DATA_FILE}`,
          source: JSON.stringify(data),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use("/events.ics", (_request, response) => {
        calendar([]).then((text) => {
          response.setHeader("content-type", "text/calendar; charset=utf-8");
          response.end(text);
        });
      });
      // The archive's pages read their events as the built site serves them.
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        if (!path.startsWith("/events/all/") || !path.endsWith(`/${ARCHIVE_DATA_FILE}`)) return next();
        archive([]).then((pages) => {
          const data = pages.get(path.slice(0, -ARCHIVE_DATA_FILE.length));
          if (!data) return next();
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify(data));
        }, next);
      });
    },
  };
}
