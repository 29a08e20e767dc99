import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EVENT_LINKS_LIMIT, EVENT_TEXT_LIMITS, EVENTS_QUERY } from "./event-schema.ts";
import {
  BUILD_SANITY_TIMEOUT_MS,
  fetchBuildTimeEvents,
  fetchSanityEvents,
  mapSanityEvents,
  sanityEnabled,
} from "./sanity-events.ts";

describe("mapSanityEvents", () => {
  it("maps a complete document", () => {
    const [event] = mapSanityEvents([
      {
        title: "Figma 101",
        time: "2024-10-10T01:00:00Z",
        duration: 90,
        type: "Workshop",
        desc: "Frames and auto layout.",
        place: "ICS 174",
        links: [{ label: "Zoom Link", link: "https://uci.zoom.us/j/1" }],
      },
    ]);
    expect(event).toMatchObject({
      title: "Figma 101",
      durationMinutes: 90,
      type: "Workshop",
      desc: "Frames and auto layout.",
      place: "ICS 174",
      links: [{ label: "Zoom Link", link: "https://uci.zoom.us/j/1" }],
      source: "service",
      problems: [],
    });
    expect(event?.start.toISOString()).toBe("2024-10-10T01:00:00.000Z");
  });

  it("drops what is not a document, keeps untitled ones for the editor's preview only, and defaults missing fields", () => {
    const events = mapSanityEvents([
      null,
      "an event",
      [],
      { time: "2024-10-10T01:00:00Z" },
      { title: "   " },
      { title: "Bare", time: "2024-10-10T01:00:00Z" },
      { title: "No time", duration: 60, type: "Social" },
      { title: "Odd fields", time: 12, duration: "ninety", type: 5, desc: { x: 1 }, place: null, links: "zoom" },
    ]);
    expect(events.map((event) => event.title)).toEqual(["", "", "Bare", "No time", "Odd fields"]);
    const [missing, blank, bare, noTime, odd] = events;
    // Never on a page (no start), but named in the preview's list of problems.
    for (const untitled of [missing, blank]) expect(Number.isNaN(untitled?.start.getTime())).toBe(true);
    expect(missing?.problems[0]).toBe(
      'An untitled event at "2024-10-10T01:00:00Z": the title is missing; the event is not shown',
    );
    expect(blank?.problems[0]).toBe("An untitled event with no time: the title is missing; the event is not shown");
    expect(bare).toMatchObject({ durationMinutes: null, type: "Event", desc: "", place: "", links: [] });
    expect(bare?.problems.join(" ")).toMatch(/duration is missing.*type is missing/);
    expect(Number.isNaN(noTime?.start.getTime())).toBe(true);
    expect(noTime?.problems.join(" ")).toMatch(/time is missing/);
    expect(odd).toMatchObject({ durationMinutes: null, type: "Event", desc: "", place: "", links: [] });
  });

  it("keeps events dated outside the years 2000 to 2100 off the pages, flagged for editors, as written", () => {
    const times = ["0001-01-01T08:00:00Z", "0025-06-01T01:00:00Z", "0500-03-01T20:00:00Z", "9999-12-31T23:59:00Z"];
    const events = mapSanityEvents(
      times.map((time) => ({ title: `Year ${time.slice(0, 4)}`, time, duration: 60, type: "Social" })),
    );
    expect(events.map((event) => event.title)).toEqual(["Year 0001", "Year 0025", "Year 0500", "Year 9999"]);
    for (const [index, event] of events.entries()) {
      // No start, so never listed as upcoming or past (and never 1901 or 1925).
      expect(Number.isNaN(event.start.getTime()), event.title).toBe(true);
      expect(event.problems, event.title).toEqual([
        `"${event.title}": time "${times[index]}" is outside the years 2000 to 2100; the event is not shown`,
      ]);
    }
  });

  it("lists an unknown type as a problem but keeps the editor's wording", () => {
    const [event] = mapSanityEvents([
      { title: "Hack night", time: "2024-10-10T01:00:00Z", duration: 60, type: "Hackathon" },
    ]);
    expect(event?.type).toBe("Hackathon");
    expect(event?.problems).toEqual([expect.stringMatching(/type "Hackathon" is not one of/)]);
  });

  it("removes links that are not http(s) or mailto, or have no label", () => {
    const [event] = mapSanityEvents([
      {
        title: "Links",
        time: "2024-10-10T01:00:00Z",
        duration: 60,
        type: "Social",
        links: [
          { label: "Zoom Link", link: "https://uci.zoom.us/j/1" },
          { label: "Email", link: "mailto:design@uci.edu" },
          { label: "Slides", link: "javascript:alert(1)" },
          { label: "Slides", link: " JAVASCRIPT:alert(1)" },
          { label: "Data", link: "data:text/html,<script>alert(1)</script>" },
          { label: "Relative", link: "/events/" },
          { label: "Protocol-relative", link: "//evil.example" },
          { label: "Broken", link: "https://" },
          { label: "", link: "https://example.com" },
          { label: "No link" },
          null,
          "https://example.com",
        ],
      },
    ]);
    expect(event?.links).toEqual([
      { label: "Zoom Link", link: "https://uci.zoom.us/j/1" },
      { label: "Email", link: "mailto:design@uci.edu" },
    ]);
  });

  it("rejects an answer that is not a list", () => {
    expect(() => mapSanityEvents({ result: [] })).toThrow(TypeError);
    expect(() => mapSanityEvents(undefined)).toThrow(TypeError);
  });
});

describe("fetchSanityEvents", () => {
  let server: Server;
  let host = "";
  let requests: string[] = [];
  let answer: ((response: ServerResponse) => void) | null = null;
  // The deployed site's /events.json, on the same loopback server.
  let feedAnswer: ((response: ServerResponse) => void) | null = null;
  const notFound = (response: ServerResponse) => {
    response.statusCode = 404;
    response.end("Not found");
  };
  const json = (body: unknown) => (response: ServerResponse) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(body));
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      if (request.url === "/events.json") (feedAnswer ?? notFound)(response);
      else answer?.(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => {
    requests = [];
    answer = null;
    feedAnswer = null;
  });

  it("is off when the project id is empty", async () => {
    expect(sanityEnabled("")).toBe(false);
    await expect(fetchSanityEvents({ projectId: "", apiHost: host })).resolves.toEqual([]);
    expect(requests).toEqual([]);
  });

  it("asks the configured host for the events query and maps the answer", async () => {
    answer = (response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ result: [{ title: "A", time: "2024-10-10T01:00:00Z", duration: 60 }] }));
    };
    const events = await fetchSanityEvents({ projectId: "abc", dataset: "production", apiHost: host });
    expect(events.map((event) => event.title)).toEqual(["A"]);
    const url = new URL(requests[0] ?? "", host);
    expect(url.pathname).toBe("/v2022-03-08/data/query/production");
    expect(url.searchParams.get("query")).toBe(EVENTS_QUERY);
  });

  it("rejects a malformed answer", async () => {
    answer = (response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ result: { title: "not a list" } }));
    };
    await expect(fetchSanityEvents({ projectId: "abc", apiHost: host })).rejects.toThrow(/did not answer a list/);
  });

  it("gives up after the time-out", async () => {
    answer = () => {};
    await expect(fetchSanityEvents({ projectId: "abc", apiHost: host, timeoutMs: 300 })).rejects.toThrow(
      /no answer within 0.3 s/,
    );
  });
  it("gives a build the service's documents and one line saying how many events it holds", async () => {
    answer = json({
      result: [
        { title: "Build Night", time: "2030-10-10T01:00:00Z", duration: 60, type: "Social" },
        { time: "2030-10-11T01:00:00Z" },
      ],
    });
    const built = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host, lastFeedUrl: `${host}/events.json` });
    expect(built.documents).toEqual([
      { title: "Build Night", time: "2030-10-10T01:00:00.000Z", duration: 60, type: "Social" },
    ]);
    expect(built.note).toBe(
      "events: 1 events from the content service built into /events and /events.ics (1 left out: no title, or no date from 2000 to 2100)",
    );
    expect(built.stop).toBe(false);
    // The deployed feed is read every time: it is what the answer is measured against.
    expect(requests.filter((url) => url === "/events.json")).toEqual(["/events.json"]);
  });

  it("gives a build only showable, bounded events, never the documents as stored", async () => {
    answer = json({
      result: [
        {
          title: "T".repeat(100_000),
          time: "2030-10-10T01:00:00Z",
          duration: 60,
          type: "Social",
          desc: "D".repeat(200_000),
          place: "P".repeat(50_000),
          links: Array.from({ length: 50 }, (_, index) => ({ label: "Slides", link: `https://example.com/${index}` })),
          _id: "extra",
          secret: "not a field the site shows",
        },
        { title: "Far Future", time: "9999-12-31T23:59:00Z", duration: 60, type: "Social" },
        { title: "Year 25", time: "0025-06-01T01:00:00Z", duration: 60, type: "Social" },
        { title: "Typo", time: "2030-10-12T01:00:00Z", duration: 600_000, type: "Social" },
      ],
    });
    const built = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host, lastFeedUrl: `${host}/events.json` });
    expect(built.documents.map((doc) => doc.title.slice(0, 4))).toEqual(["TTTT", "Typo"]);
    const [hostile, typo] = built.documents;
    expect(Object.keys(hostile ?? {}).sort()).toEqual(["desc", "duration", "links", "place", "time", "title", "type"]);
    expect(Array.from(hostile?.title ?? "")).toHaveLength(EVENT_TEXT_LIMITS.title);
    expect(Array.from(hostile?.desc ?? "")).toHaveLength(EVENT_TEXT_LIMITS.desc);
    expect(Array.from(hostile?.place ?? "")).toHaveLength(EVENT_TEXT_LIMITS.place);
    expect(hostile?.links).toHaveLength(EVENT_LINKS_LIMIT);
    // A duration the studio refuses is left out: the site takes the event to last an hour.
    expect(typo).toEqual({ title: "Typo", time: "2030-10-12T01:00:00.000Z", type: "Social" });
    expect(JSON.stringify(built.documents).length).toBeLessThan(5_000);
    expect(built.note).toMatch(/^events: 2 events from the content service .*\(2 left out/);
  });

  it("keeps the deployed feed's events when the service cannot be read, and says so", async () => {
    answer = (response) => {
      response.statusCode = 500;
      response.end("{}");
    };
    feedAnswer = json({
      built: "2030-10-01T14:00:00.000Z",
      events: [
        { title: "Build Night", time: "2030-10-10T01:00:00.000Z", duration: 60, type: "Social" },
        { title: "T".repeat(5_000), time: "2030-10-11T01:00:00.000Z", desc: "D".repeat(100_000) },
        { title: "Far Future", time: "9999-12-31T23:59:00Z", duration: 60, type: "Social" },
      ],
    });
    const feed = `${host}/events.json`;
    const built = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host, lastFeedUrl: feed });
    // Read from the network, the feed is checked as the service's answer is.
    expect(built.documents.map((doc) => doc.title.slice(0, 11))).toEqual(["Build Night", "TTTTTTTTTTT"]);
    expect(Array.from(built.documents[1]?.title ?? "")).toHaveLength(EVENT_TEXT_LIMITS.title);
    expect(built.note).toMatch(
      new RegExp(
        `^events: the content service did not answer \\(.+\\); kept the 2 events of the deployed feed \\(${feed.replace(/[.]/g, "\\.")}, built 2030-10-01T14:00:00\\.000Z\\) in /events and /events\\.ics$`,
      ),
    );
  });

  it("stops a build when neither the service nor the deployed feed answers; builds the bundled events when the service is off", async () => {
    expect(BUILD_SANITY_TIMEOUT_MS).toBe(5_000);
    const feed = `${host}/events.json`;
    answer = () => {};
    const silent = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host, timeoutMs: 300, lastFeedUrl: feed });
    // Publishing would replace the deployed feed with none, and the next outage would have nothing to keep.
    expect(silent).toEqual({
      documents: [],
      note:
        `events: the content service did not answer (no answer within 0.3 s), nor did the deployed feed (${feed}: HTTP 404), ` +
        "so this build cannot tell which events the site lists. It stops rather than publish a site without them: " +
        "the site online keeps its events. Run it again later. To build with the bundled events only (a first deploy, " +
        "or a laptop offline), set DUCI_ALLOW_EVENTS_DROP=1 (docs/maintaining.md, “When the events feed shrinks”).",
      stop: true,
    });
    answer = (response) => {
      response.statusCode = 500;
      response.end("{}");
    };
    for (const [body, reason] of [
      ["<!doctype html><title>Page not found</title>", "not JSON"],
      [JSON.stringify({ events: "none" }), "not an events feed"],
      [JSON.stringify([{ title: "A", time: "2030-10-10T01:00:00Z" }]), "not an events feed"],
    ]) {
      feedAnswer = (response) => response.end(body);
      const failed = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host, lastFeedUrl: feed });
      expect(failed.documents).toEqual([]);
      expect(failed.stop).toBe(true);
      expect(failed.note).toMatch(new RegExp(`did not answer .*nor did the deployed feed .*: ${reason}\\), .* stops `));
    }
    // A first deploy, or a laptop offline: told to, the build goes on with the bundled events.
    const allowed = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host, lastFeedUrl: feed, allowDrop: true });
    expect(allowed.stop).toBe(false);
    expect(allowed.documents).toEqual([]);
    expect(allowed.note).toMatch(
      /nor did the deployed feed .*; DUCI_ALLOW_EVENTS_DROP=1, so building \/events and \/events\.ics with the bundled events only$/,
    );
    requests = [];
    const off = await fetchBuildTimeEvents({ projectId: "", apiHost: host, lastFeedUrl: feed });
    expect(off.note).toBe(
      "events: the content service is off; building /events and /events.ics with the bundled events only",
    );
    expect(requests).toEqual([]);
  });
  describe("a build never shrinks the feed silently", () => {
    /** `count` events the site can list, as a build publishes them in /events.json. */
    const events = (count: number, from = 0) =>
      Array.from({ length: count }, (_, index) => ({
        title: `Event ${from + index + 1}`,
        time: new Date(Date.UTC(2030, 0, from + index + 1, 1)).toISOString(),
        duration: 60,
        type: "Social",
      }));
    const deployed = (count: number) => json({ built: "2030-10-01T14:00:00.000Z", events: events(count) });
    const build = (allowDrop = false) =>
      fetchBuildTimeEvents({ projectId: "abc", apiHost: host, lastFeedUrl: `${host}/events.json`, allowDrop });

    it("keeps the deployed feed's events when the service answers with none, and says why", async () => {
      answer = json({ result: [] });
      feedAnswer = deployed(3);
      const built = await build();
      expect(built.stop).toBe(false);
      expect(built.documents).toEqual(events(3));
      expect(built.note).toBe(
        "events: the content service answered with no events, while the site publishes 3. That looks like a fault " +
          "at the service, not events removed on purpose; kept the 3 events of the deployed feed " +
          `(${host}/events.json, built 2030-10-01T14:00:00.000Z) in /events and /events.ics. If they were removed ` +
          "on purpose, deploy with DUCI_ALLOW_EVENTS_DROP=1 (docs/maintaining.md, “When the events feed shrinks”).",
      );
    });

    it("keeps the deployed feed's events when every document, or more than half, cannot be listed", async () => {
      feedAnswer = deployed(2);
      answer = json({ result: [{ time: "2030-10-10T01:00:00Z" }, { title: "\u200B" }, { title: "No time" }, null] });
      const invalid = await build();
      expect(invalid.documents).toEqual(events(2));
      expect(invalid.note).toMatch(
        /^events: the content service answered 4 events, of which 4 cannot be listed .*; kept the 2 events of the deployed feed/,
      );
      answer = json({ result: [...events(1, 10), { title: "No time" }, { title: "No time either" }] });
      const mostly = await build();
      expect(mostly.documents).toEqual(events(2));
      expect(mostly.note).toMatch(/answered 3 events, of which 2 cannot be listed/);
      // Half is not more than half: the answer is built in.
      answer = json({ result: [...events(2, 10), { title: "No time" }, { title: "No time either" }] });
      const half = await build();
      expect(half.documents).toEqual(events(2, 10));
      expect(half.note).toBe(
        "events: 2 events from the content service built into /events and /events.ics (2 left out: no title, or no date from 2000 to 2100)",
      );
    });

    it("builds an empty answer when the deployed feed has no events either: nothing is lost", async () => {
      answer = json({ result: [] });
      feedAnswer = deployed(0);
      const built = await build();
      expect(built).toEqual({
        documents: [],
        note: "events: 0 events from the content service built into /events and /events.ics",
        stop: false,
      });
    });

    it("stops the build when the service lists fewer than half of the deployed feed's events, naming both counts", async () => {
      feedAnswer = deployed(10);
      answer = json({ result: events(4) });
      const built = await build();
      expect(built).toEqual({
        documents: [],
        note:
          "events: the content service lists 4 events, fewer than half of the 10 the site publishes now " +
          `(${host}/events.json, built 2030-10-01T14:00:00.000Z). The build stops rather than take 6 events off ` +
          "the site: the site online keeps them. If they were removed on purpose, deploy with " +
          "DUCI_ALLOW_EVENTS_DROP=1 (docs/maintaining.md, “When the events feed shrinks”).",
        stop: true,
      });
      // Half of them is no drop of more than half.
      answer = json({ result: events(5) });
      expect(await build()).toMatchObject({ documents: events(5), stop: false });
    });

    it("stops the build when the answer is empty and the deployed feed cannot be read", async () => {
      answer = json({ result: [] });
      const built = await build();
      expect(built.stop).toBe(true);
      expect(built.note).toBe(
        `events: the content service answered with no events, and the deployed feed could not be read (${host}/events.json: HTTP 404) ` +
          "to tell a fault from a clean-out. The build stops: the site online keeps its events. Run it again later; " +
          "if the events were removed on purpose, set DUCI_ALLOW_EVENTS_DROP=1 (docs/maintaining.md, “When the events feed shrinks”).",
      );
    });

    it("builds a real clean-out when told to (DUCI_ALLOW_EVENTS_DROP=1), and says what the feed had", async () => {
      feedAnswer = deployed(10);
      answer = json({ result: [] });
      expect(await build(true)).toEqual({
        documents: [],
        note: "events: 0 events from the content service built into /events and /events.ics; the deployed feed had 10 (DUCI_ALLOW_EVENTS_DROP=1)",
        stop: false,
      });
      answer = json({ result: events(2) });
      expect(await build(true)).toMatchObject({ documents: events(2), stop: false });
    });
  });
});
