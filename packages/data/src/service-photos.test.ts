import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { evaluate, parse } from "groq-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchServicePhotos,
  mapServicePhotos,
  PHOTOS_QUERY,
  servicePhoto,
  type WinnerScreen,
  winnerScreenOf,
} from "./service-photos.ts";

const CDN = "https://cdn.sanity.io";
const stored = (id: string, extra: Record<string, unknown> = {}) => ({
  alt: "A generated square of colour",
  url: `${CDN}/images/p/production/${id}-600x400.png`,
  width: 600,
  height: 400,
  lqip: "data:image/png;base64,iVBORw0KGgo=",
  ...extra,
});

describe("servicePhoto", () => {
  it("keeps a photo with alt text and its size on the image CDN", () => {
    expect(servicePhoto(stored("a"), CDN)).toEqual({
      url: `${CDN}/images/p/production/a-600x400.png`,
      width: 600,
      height: 400,
      alt: "A generated square of colour",
      lqip: "data:image/png;base64,iVBORw0KGgo=",
    });
  });

  it("leaves out a photo without alt text, size or an address on the CDN, and a preview that is not a data: image", () => {
    expect(servicePhoto(stored("a", { alt: "  " }), CDN)).toBeNull();
    expect(servicePhoto(stored("a", { width: null }), CDN)).toBeNull();
    expect(servicePhoto(stored("a", { url: "https://cdn.sanity.io.evil.test/a.png" }), CDN)).toBeNull();
    expect(servicePhoto(stored("a"), "")).toBeNull();
    expect(servicePhoto(stored("a", { lqip: "url(https://tracker.test/x)" }), CDN)?.lqip).toBe("");
  });
});

describe("mapServicePhotos", () => {
  it("never keeps a headshot without the member's consent", () => {
    const photos = mapServicePhotos(
      {
        members: [
          { name: "Avery Quinn", consent: true, image: stored("a") },
          { name: "Mateo Cruz", consent: false, image: stored("b") },
          { name: "Noor Siddiqui", image: stored("c") },
        ],
      },
      CDN,
    );
    expect(photos.members.map((member) => member.name)).toEqual(["Avery Quinn"]);
  });

  it("drops entries without what they are matched by, and answers nothing for a malformed answer", () => {
    const photos = mapServicePhotos(
      {
        merch: [
          { drop: "fall-2024", item: "Tote", image: stored("a") },
          { drop: "fall-2024", image: stored("b") },
        ],
        winners: [
          { year: 2026, entry: "Team Lantern", image: stored("c") },
          { year: "2026", entry: "x", image: stored("d") },
        ],
        events: [{ title: "Figma 101", time: "2026-01-15T02:00:00Z", image: stored("e") }, { title: "x" }],
      },
      CDN,
    );
    expect(photos.merch.map((entry) => entry.item)).toEqual(["Tote"]);
    expect(photos.winners.map((entry) => entry.entry)).toEqual(["Team Lantern"]);
    expect(photos.events.map((entry) => entry.title)).toEqual(["Figma 101"]);
    expect(mapServicePhotos(null, CDN)).toEqual({ members: [], merch: [], winners: [], events: [] });
    expect(mapServicePhotos([1, 2], CDN)).toEqual({ members: [], merch: [], winners: [], events: [] });
  });
});

describe("winnerScreenOf", () => {
  const photo = (id: string) => servicePhoto(stored(id), CDN) ?? { url: "", width: 1, height: 1, alt: "", lqip: "" };
  const screens: WinnerScreen[] = [
    { year: 2023, entry: "Team MLH", photo: photo("by-team") },
    { year: 2023, entry: "Connec", photo: photo("by-project") },
    { year: 2025, entry: "Echo", photo: photo("other-year") },
  ];

  it("finds an entry's screen by its team's or its project's name, in its own year only", () => {
    expect(winnerScreenOf(screens, 2023, { team: "Team MLH", project: "Honeycomb" })?.url).toContain("by-team");
    expect(winnerScreenOf(screens, 2023, { team: "Jackie", project: "Connec" })?.url).toContain("by-project");
    expect(winnerScreenOf(screens, 2025, { project: "Echo" })?.url).toContain("other-year");
    expect(winnerScreenOf(screens, 2023, { project: "Echo" })).toBeUndefined();
    // The name exactly as listed: another spelling matches nothing.
    expect(winnerScreenOf(screens, 2023, { team: "team mlh", project: "Honeycomb" })).toBeUndefined();
  });
});

describe("PHOTOS_QUERY over stored documents", () => {
  it("reads what the studio stores, and never a headshot without consent", async () => {
    const asset = (id: string) => ({
      _id: id,
      _type: "sanity.imageAsset",
      url: `${CDN}/images/p/d/${id}.png`,
      metadata: { dimensions: { width: 600, height: 600 }, lqip: "data:image/png;base64,AAAA" },
    });
    const ref = (id: string, alt: string) => ({ _type: "image", asset: { _type: "reference", _ref: id }, alt });
    const dataset = [
      asset("a1"),
      asset("a2"),
      asset("a3"),
      { _id: "m1", _type: "memberPhoto", name: "Avery Quinn", image: ref("a1", "Avery"), consent: true },
      { _id: "m2", _type: "memberPhoto", name: "Mateo Cruz", image: ref("a2", "Mateo"), consent: false },
      {
        _id: "e1",
        _type: "event",
        title: "Figma 101",
        time: "2026-01-15T02:00:00Z",
        photo: ref("a3", "A room"),
      },
      { _id: "e2", _type: "event", title: "No photo", time: "2026-01-16T02:00:00Z" },
    ];
    const result = await (await evaluate(parse(PHOTOS_QUERY), { dataset })).get();
    expect(result.members.map((member: { name: string }) => member.name)).toEqual(["Avery Quinn"]);
    const photos = mapServicePhotos(result, CDN);
    expect(photos.members).toEqual([
      {
        name: "Avery Quinn",
        photo: {
          url: `${CDN}/images/p/d/a1.png`,
          width: 600,
          height: 600,
          alt: "Avery",
          lqip: "data:image/png;base64,AAAA",
        },
      },
    ]);
    expect(photos.events).toMatchObject([{ title: "Figma 101", photo: { alt: "A room" } }]);
  });
});

describe("fetchServicePhotos", () => {
  let server: Server;
  let host = "";
  let answer: (response: import("node:http").ServerResponse) => void = () => {};
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? "");
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("asks the content service through its client and keeps what can be shown", async () => {
    answer = (response) => {
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({ result: { members: [{ name: "Avery Quinn", consent: true, image: stored("a") }] } }),
      );
    };
    const { photos, note } = await fetchServicePhotos({ projectId: "abc", apiHost: host, cdnBase: CDN });
    expect(photos.members.map((member) => member.name)).toEqual(["Avery Quinn"]);
    expect(note).toBe("photos: 1 photos from the content service built into the pages");
    const url = new URL(requests.at(-1) ?? "", host);
    expect(url.pathname).toBe("/v2022-03-08/data/query/production");
    expect(url.searchParams.get("query")).toBe(PHOTOS_QUERY);
  });

  it("builds with the drawings when the service fails, is silent or is off", async () => {
    answer = (response) => {
      response.statusCode = 500;
      response.end("down");
    };
    const failed = await fetchServicePhotos({ projectId: "abc", apiHost: host, cdnBase: CDN });
    expect(failed.photos.members).toEqual([]);
    expect(failed.note).toMatch(/^photos: the content service did not answer/);
    answer = () => {};
    const silent = await fetchServicePhotos({ projectId: "abc", apiHost: host, cdnBase: CDN, timeoutMs: 300 });
    expect(silent.note).toMatch(/no answer within 0.3 s/);
    const off = await fetchServicePhotos({ projectId: "", apiHost: host });
    expect(off.note).toBe("photos: the content service is off; drawings only");
  });
});
