import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  BUILD_SANITY_TIMEOUT_MS,
  fetchBuildTimeEvents,
  fetchSanityEvents,
  mapSanityEvents,
  SANITY_EVENTS_QUERY,
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

  it("drops documents that cannot be shown and defaults missing fields", () => {
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
    expect(events.map((event) => event.title)).toEqual(["Bare", "No time", "Odd fields"]);
    const [bare, noTime, odd] = events;
    expect(bare).toMatchObject({ durationMinutes: null, type: "Event", desc: "", place: "", links: [] });
    expect(bare?.problems.join(" ")).toMatch(/duration is missing.*type is missing/);
    expect(Number.isNaN(noTime?.start.getTime())).toBe(true);
    expect(noTime?.problems.join(" ")).toMatch(/time is missing/);
    expect(odd).toMatchObject({ durationMinutes: null, type: "Event", desc: "", place: "", links: [] });
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

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      answer?.(response);
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
    expect(url.searchParams.get("query")).toBe(SANITY_EVENTS_QUERY);
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
    answer = (response) => {
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          result: [
            { title: "Build Night", time: "2030-10-10T01:00:00Z", duration: 60, type: "Social" },
            { time: "2030-10-11T01:00:00Z" },
          ],
        }),
      );
    };
    const built = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host });
    expect(built.documents).toHaveLength(2);
    expect(built.note).toBe("events: 1 events from the content service built into /events and /events.ics");
  });

  it("lets a build go on with the bundled events when the service is silent, refuses or is off", async () => {
    expect(BUILD_SANITY_TIMEOUT_MS).toBe(5_000);
    answer = () => {};
    const silent = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host, timeoutMs: 300 });
    expect(silent).toEqual({
      documents: [],
      note: "events: the content service did not answer (no answer within 0.3 s); building /events and /events.ics with the bundled events only",
    });
    answer = (response) => {
      response.statusCode = 500;
      response.end("{}");
    };
    const failed = await fetchBuildTimeEvents({ projectId: "abc", apiHost: host });
    expect(failed.documents).toEqual([]);
    expect(failed.note).toMatch(/did not answer .*bundled events only$/);
    const off = await fetchBuildTimeEvents({ projectId: "", apiHost: host });
    expect(off.note).toBe(
      "events: the content service is off; building /events and /events.ics with the bundled events only",
    );
  });
});
