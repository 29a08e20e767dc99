// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eventEnd } from "@duci/time/event-end";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bundledListedEvents } from "./event-sources.ts";
import { eventsBuildPlugin } from "./events-build-plugin.ts";
import { refreshEventsFeed } from "./events-feed.ts";

type Hook = (this: unknown, ...args: unknown[]) => Promise<unknown>;

/** Runs the plugin as a Vite build would: its config hook, then (for the client) generateBundle. */
async function build(ssr: boolean, feedFile: string) {
  const plugin = eventsBuildPlugin({ feedFile });
  const config = (await (plugin.config as Hook)({}, { command: "build", mode: "production", isSsrBuild: ssr })) as {
    define: Record<string, string>;
  };
  const emitted: { fileName: string; source: string }[] = [];
  const context = { environment: { config: { build: { ssr } } }, emitFile: (file: never) => emitted.push(file) };
  await (plugin.generateBundle as Hook).call(context);
  const file = (name: string) => emitted.find((emittedFile) => emittedFile.fileName === name)?.source ?? "";
  return {
    /** What the build writes into the pages' code. */
    embedded: config.define.__DUCI_SERVICE_EVENTS__ ?? "",
    documents: JSON.parse(config.define.__DUCI_SERVICE_EVENTS__ ?? "null"),
    homeEvents: JSON.parse(config.define.__DUCI_HOME_EVENTS__ ?? "null") as { title: string; start: string }[],
    ics: file("events.ics"),
    json: file("events.json"),
  };
}

/** How many events a calendar file holds. */
const eventCount = (ics: string) => ics.match(/^BEGIN:VEVENT$/gm)?.length ?? 0;

// The newest bundled event, as the calendar's SUMMARY line writes it.
const newest = bundledListedEvents[0];
const newestSummary = `SUMMARY:${newest?.title.replace(/[\\;,]/g, (character) => `\\${character}`)}`;

describe("the fetch-events step and the events build plugin against a loopback content service", {
  timeout: 30_000,
}, () => {
  let server: Server;
  let answer: (response: ServerResponse) => void;
  // The deployed site's /events.json (VITE_SITE_URL points at this server): none unless a test gives one.
  let deployedFeed: (response: ServerResponse) => void;
  const saved = { ...process.env };
  let folder: string;
  let feedFile: string;

  beforeAll(async () => {
    server = createServer((request, response) =>
      request.url === "/events.json" ? deployedFeed(response) : answer(response),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(async () => {
    // Never the real feed: the site's build may be reading it meanwhile.
    folder = await mkdtemp(join(tmpdir(), "duci-events-feed-"));
    feedFile = join(folder, "service-events.json");
    // The test suite's own build sets this; these tests choose it themselves.
    delete process.env.DUCI_BUILD_EVENTS;
    process.env.VITE_SANITY_PROJECT_ID = "8c8akzjz";
    process.env.VITE_SANITY_API_HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.VITE_SITE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    deployedFeed = (response) => {
      response.statusCode = 404;
      response.end("Not found");
    };
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
    process.env = { ...saved };
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  function answerWith(result: unknown[]) {
    answer = (response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ result }));
    };
  }

  it("builds the service's events, as the fetch step got them, into the pages and /events.ics", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    // Built two days after the newest bundled event ended.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(eventEnd(newest as NonNullable<typeof newest>).getTime() + 2 * 24 * 60 * 60 * 1000);
    answerWith([{ title: "Build Night", time: "2030-10-10T01:00:00Z", duration: 90, type: "Social" }]);
    await refreshEventsFeed(feedFile);
    expect(log.mock.calls).toEqual([["events: 1 events from the content service built into /events and /events.ics"]]);

    // The service changes after the fetch step: the client build and the server build that
    // follows it (another process) both read what the step wrote, so the pages agree.
    answerWith([{ title: "Changed", time: "2030-10-11T01:00:00Z", duration: 60, type: "Social" }]);
    const client = await build(false, feedFile);
    expect(client.documents).toEqual([expect.objectContaining({ title: "Build Night" })]);
    expect(client.ics).toContain("SUMMARY:Build Night");
    expect(client.ics).toContain("DTSTART;TZID=America/Los_Angeles:20301009T180000");
    // Every bundled event is still there.
    expect(eventCount(client.ics)).toBe(bundledListedEvents.length + 1);
    expect(client.ics).toContain(newestSummary);
    // The home page gets the coming event and the latest bundled one (all bundled events are past), not the whole list.
    expect(client.homeEvents.map((event) => event.title)).toEqual(["Build Night", newest?.title]);
    expect(client.homeEvents.find((event) => event.title === "Build Night")?.start).toBe("2030-10-10T01:00:00.000Z");

    const server = await build(true, feedFile);
    expect(server.documents).toEqual(client.documents);
    expect(server.homeEvents).toEqual(client.homeEvents);
    expect(server.ics).toBe("");
    // The build itself says nothing more: the fetch step's line is the one.
    expect(log.mock.calls).toHaveLength(1);
  });

  it("embeds only the events the site can list, bounded, and publishes them in /events.json", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const hostile = [
      {
        title: `Build Night ${"T".repeat(100_000)}`,
        time: "2030-10-10T01:00:00Z",
        duration: 90,
        type: "Social",
        desc: "D".repeat(200_000),
        place: "P".repeat(20_000),
        links: Array.from({ length: 500 }, (_, index) => ({ label: "Slides", link: `https://example.com/${index}` })),
        extra: "X".repeat(50_000),
      },
      { title: "Far Future", time: "9999-12-31T23:59:00Z", duration: 60, type: "Social" },
      { title: "Year 25", time: "0025-06-01T01:00:00Z", duration: 60, type: "Social" },
      { title: "No time", duration: 60, type: "Social" },
    ];
    answerWith(hostile);
    // A deployed feed without events: three documents of four left out would otherwise be taken for a fault.
    deployedFeed = (response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ built: "2030-10-01T14:00:00.000Z", events: [] }));
    };
    expect(JSON.stringify(hostile).length).toBeGreaterThan(300_000);
    await refreshEventsFeed(feedFile);
    const client = await build(false, feedFile);
    // What goes into the pages' code: one event, every text within its limit.
    expect(client.embedded.length).toBeLessThan(5_000);
    expect(client.documents).toHaveLength(1);
    expect(client.documents[0].title).toMatch(/^Build Night T+…$/);
    expect(Array.from(client.documents[0].title)).toHaveLength(120);
    expect(Array.from(client.documents[0].desc)).toHaveLength(2000);
    expect(client.documents[0].links).toHaveLength(10);
    expect(client.documents[0].extra).toBeUndefined();
    expect(client.ics).not.toMatch(/Far Future|Year 25|No time/);
    expect(eventCount(client.ics)).toBe(bundledListedEvents.length + 1);
    // The same events, published for the next build to keep.
    expect(JSON.parse(client.json)).toEqual({ built: expect.any(String), events: client.documents });
  });

  it("keeps the deployed feed's events when the service cannot be read, and says so in one line", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    answer = (response) => {
      response.statusCode = 503;
      response.end("{}");
    };
    deployedFeed = (response) => {
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          built: "2030-10-01T14:00:00.000Z",
          events: [
            { title: "Build Night", time: "2030-10-10T01:00:00.000Z", duration: 90, type: "Social" },
            { title: "Far Future", time: "9999-12-31T23:59:00Z", duration: 60, type: "Social" },
          ],
        }),
      );
    };
    await refreshEventsFeed(feedFile);
    const client = await build(false, feedFile);
    expect(client.documents).toEqual([
      { title: "Build Night", time: "2030-10-10T01:00:00.000Z", duration: 90, type: "Social" },
    ]);
    expect(client.ics).toContain("SUMMARY:Build Night");
    expect(client.ics).not.toContain("Far Future");
    expect(eventCount(client.ics)).toBe(bundledListedEvents.length + 1);
    expect(JSON.parse(client.json).events).toEqual(client.documents);
    expect(log.mock.calls).toHaveLength(1);
    expect(log.mock.calls[0]?.[0]).toMatch(
      /^events: the content service did not answer \(.+\); kept the 1 events of the deployed feed \(http:\/\/127\.0\.0\.1:\d+\/events\.json, built 2030-10-01T14:00:00\.000Z\) in \/events and \/events\.ics$/,
    );
  });

  it("stops, leaving no feed, when neither the service nor the deployed feed can be reached; builds the bundled events when told to", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // A port that was just closed: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    process.env.VITE_SANITY_API_HOST = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    // What an earlier build fetched: never built in by a build run anyway.
    await writeFile(feedFile, JSON.stringify([{ title: "Build Night", time: "2030-10-10T01:00:00.000Z" }]));
    expect(await refreshEventsFeed(feedFile)).toBe(false);
    expect(existsSync(feedFile)).toBe(false);
    expect(log.mock.calls).toEqual([]);
    expect(error.mock.calls).toHaveLength(1);
    expect(error.mock.calls[0]?.[0]).toMatch(
      /^events: the content service did not answer \(.+\), nor did the deployed feed \(.+: HTTP 404\), so this build cannot tell which events the site lists\. It stops .*DUCI_ALLOW_EVENTS_DROP=1/,
    );

    process.env.DUCI_ALLOW_EVENTS_DROP = "1";
    expect(await refreshEventsFeed(feedFile)).toBe(true);
    const client = await build(false, feedFile);
    expect(client.documents).toEqual([]);
    expect(eventCount(client.ics)).toBe(bundledListedEvents.length);
    expect(client.ics).toContain(newestSummary);
    expect(log.mock.calls).toHaveLength(1);
    expect(log.mock.calls[0]?.[0]).toMatch(
      /DUCI_ALLOW_EVENTS_DROP=1, so building \/events and \/events\.ics with the bundled events only$/,
    );
  });

  it("keeps the deployed feed's events when the service answers with none, and publishes them again", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    answerWith([]);
    const kept = [{ title: "Build Night", time: "2030-10-10T01:00:00.000Z", duration: 90, type: "Social" }];
    deployedFeed = (response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ built: "2030-10-01T14:00:00.000Z", events: kept }));
    };
    expect(await refreshEventsFeed(feedFile)).toBe(true);
    const client = await build(false, feedFile);
    expect(client.documents).toEqual(kept);
    // The next outage still has them to keep.
    expect(JSON.parse(client.json).events).toEqual(kept);
    expect(log.mock.calls[0]?.[0]).toMatch(
      /^events: the content service answered with no events, while the site publishes 1\. That looks like a fault .*; kept the 1 events of the deployed feed/,
    );
  });

  it.each([
    ["is not JSON", "[{", /the events feed .* is not JSON; run pnpm build/],
    [
      "is not a list",
      JSON.stringify({ events: [] }),
      /the events feed .* is not a list of events, so it is not built into the pages/,
    ],
    [
      "holds a field the site does not show",
      JSON.stringify([{ title: "Build Night", time: "2030-10-10T01:00:00.000Z", script: "<script>" }]),
      /the events feed .* has event 1 \("Build Night"\) not as the site keeps it .*, so it is not built into the pages\. Run pnpm build again/,
    ],
    [
      "holds an event the site cannot list",
      JSON.stringify([{ title: "\u200B", time: "2030-10-10T01:00:00.000Z" }]),
      /has event 1 \(".*"\), which the site cannot list/,
    ],
  ])("fails the build, naming the problem, when the feed %s", async (_name, text, message) => {
    await writeFile(feedFile, text);
    await expect(build(false, feedFile)).rejects.toThrow(message);
    await expect(build(true, feedFile)).rejects.toThrow(message);
  });

  it("never asks, and builds no earlier answer in, when told to use the bundled events (the test suite's build)", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    let asked = false;
    answer = (response) => {
      asked = true;
      response.end("{}");
    };
    // What an earlier build without the setting fetched.
    await writeFile(feedFile, JSON.stringify([{ title: "Build Night", time: "2030-10-10T01:00:00Z", duration: 90 }]));
    process.env.DUCI_BUILD_EVENTS = "bundled";
    await refreshEventsFeed(feedFile);
    expect(asked).toBe(false);
    // No feed left: the build's inputs are the same on every machine, so its cache holds.
    expect(existsSync(feedFile)).toBe(false);
    expect(log.mock.calls).toEqual([
      ["events: DUCI_BUILD_EVENTS=bundled; building /events and /events.ics with the bundled events only"],
    ]);
    await writeFile(feedFile, JSON.stringify([{ title: "Build Night", time: "2030-10-10T01:00:00Z", duration: 90 }]));
    const client = await build(false, feedFile);
    expect(client.documents).toEqual([]);
    expect(eventCount(client.ics)).toBe(bundledListedEvents.length);
    expect(log.mock.calls).toHaveLength(1);
  });

  it("builds with the bundled events, and says so, when no fetch step ran before it", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    let asked = false;
    answer = (response) => {
      asked = true;
      response.end("{}");
    };
    const client = await build(false, feedFile);
    const server = await build(true, feedFile);
    expect(asked).toBe(false);
    expect(client.documents).toEqual([]);
    expect(server.documents).toEqual([]);
    expect(eventCount(client.ics)).toBe(bundledListedEvents.length);
    expect(log.mock.calls).toEqual([
      ["events: no feed from the content service (pnpm build fetches it first); building with the bundled events only"],
    ]);
  });
});
