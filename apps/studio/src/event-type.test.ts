// Runs the studio's schema through Sanity's own validation engine, the one
// that decides whether the Publish button works, and compares it with the
// shared `validateEvent` the site's tests rely on.

import {
  EVENT_FIELDS,
  EVENT_LINK_FIELDS,
  OVERLAP_CANDIDATES_QUERY,
  type StoredEventTiming,
  validateEvent,
} from "@duci/data/event-schema";
import { EVENT_TYPES } from "@duci/data/event-types";
import { toListedEvent } from "@duci/data/listed-event";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createSchema, type ObjectSchemaType, type StringInputProps, validateDocument } from "sanity";
import { describe, expect, it, vi } from "vitest";
import { eventType, overlapCheck } from "./event-type.ts";

const schema = createSchema({ name: "test", types: [eventType] });

type Fetch = (query: string, params: Record<string, string>) => Promise<StoredEventTiming[]>;

/** Sanity's markers for a document: level, path (array keys as indexes) and message. */
async function studioMarkers(doc: Record<string, unknown>, fetch: Fetch = async () => []) {
  const workspace = { schema, getClient: () => ({ fetch }) } as unknown as Parameters<
    typeof validateDocument
  >[0]["workspace"];
  const links = Array.isArray(doc.links) ? doc.links : [];
  const document = {
    _id: "drafts.event-1",
    _type: "event",
    _createdAt: "2024-09-01T00:00:00Z",
    _updatedAt: "2024-09-01T00:00:00Z",
    _rev: "r1",
    ...doc,
  };
  const markers = await validateDocument({ document, workspace, getDocumentExists: async () => true });
  return markers.map((marker) => ({
    level: marker.level,
    path: marker.path
      .map((segment) =>
        typeof segment === "object" && segment !== null && "_key" in segment
          ? links.findIndex((link) => (link as { _key: string })._key === segment._key)
          : segment,
      )
      .join("."),
    message: marker.message,
  }));
}

const complete = {
  title: "Figma 101",
  time: "2024-10-10T01:00:00.000Z",
  duration: 90,
  type: "Workshop",
  desc: "Frames and auto layout.",
  place: "ICS 174",
  links: [
    { _key: "a", _type: "eventLink", label: "RSVP Form", link: "https://forms.gle/abc" },
    { _key: "b", _type: "eventLink", label: "Ask us", link: "mailto:design@uci.edu" },
  ],
};

const documents: Record<string, Record<string, unknown>> = {
  complete,
  "only the required fields, a type of the editor's own": {
    title: "Board game night",
    time: "2024-11-01T02:00:00.000Z",
    duration: 120,
    type: "Game Night",
  },
  "nothing filled in": {},
  "a duration under 15 minutes": { ...complete, duration: 10 },
  "a duration over 600 minutes": { ...complete, duration: 601 },
  "a fractional duration": { ...complete, duration: 45.5 },
  "an http link": { ...complete, links: [{ _key: "a", _type: "eventLink", label: "Slides", link: "http://x.com/s" }] },
  "a javascript link": {
    ...complete,
    links: [{ _key: "a", _type: "eventLink", label: "Zoom Link", link: "javascript:alert(1)" }],
  },
  "a link without label or URL": { ...complete, links: [{ _key: "a", _type: "eventLink" }] },
  "a title of zero-width spaces": { ...complete, title: "\u200B\u200B\u200B" },
  "a title ending in a zero-width space": { ...complete, title: "Figma 101\u200B" },
  "a place with a direction mark": { ...complete, place: "ICS \u202E174" },
  "a label that reads backwards": {
    ...complete,
    links: [{ _key: "a", _type: "eventLink", label: "\u202EKCAB", link: "https://forms.gle/abc" }],
  },
  "a mailto link with header fields": {
    ...complete,
    links: [{ _key: "a", _type: "eventLink", label: "Email us", link: "mailto:a@b.co?cc=x@evil.example&body=hi" }],
  },
  "eleven links": {
    ...complete,
    links: Array.from({ length: 11 }, (_, index) => ({
      _key: `k${index}`,
      _type: "eventLink",
      label: `Slides ${index + 1}`,
      link: `https://example.com/${index + 1}`,
    })),
  },
  "a date in the year 25": { ...complete, time: "0025-06-01T01:00:00.000Z" },
  "a date in the year 500": { ...complete, time: "0500-03-01T20:00:00.000Z" },
  "a date in the year 9999": { ...complete, time: "9999-12-31T23:59:00.000Z" },
};

describe("the studio's event type", () => {
  it("has exactly the fields of the shared definition and a photo, so the site's queries read what editors enter", () => {
    const type = schema.get("event") as ObjectSchemaType;
    expect(type.fields.map((field) => field.name)).toEqual([...EVENT_FIELDS, "photo"]);
    const links = type.fields.find((field) => field.name === "links")?.type as { of: ObjectSchemaType[] };
    expect(links.of[0]?.fields.map((field) => field.name)).toEqual([...EVENT_LINK_FIELDS]);
    const time = type.fields.find((field) => field.name === "time")?.type;
    expect(time?.options).toMatchObject({ displayTimeZone: "America/Los_Angeles", allowTimeZoneSwitch: false });
  });

  it.each(Object.entries(documents))(
    "blocks publishing exactly where validateEvent finds errors: %s",
    async (_name, doc) => {
      const studioErrors = (await studioMarkers(doc)).filter((marker) => marker.level === "error");
      const sharedErrors = validateEvent(doc).map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      expect(new Set(studioErrors.map((marker) => marker.path))).toEqual(
        new Set(sharedErrors.map((issue) => issue.path)),
      );
      for (const issue of sharedErrors) {
        expect(studioErrors).toContainEqual(expect.objectContaining(issue));
      }
    },
    60_000,
  );

  it("names each problem in the editor's words", async () => {
    const markers = await studioMarkers(documents["nothing filled in"]!);
    expect(markers.map((marker) => marker.message)).toEqual([
      "Title is required.",
      "Start time (Pacific) is required.",
      "Duration (minutes) is required.",
      "Type is required.",
    ]);
    for (const year of ["25", "500", "9999"]) {
      expect(await studioMarkers(documents[`a date in the year ${year}`]!)).toEqual([
        { level: "error", path: "time", message: "Pick a date in the years 2000 to 2100." },
      ]);
    }
    expect(await studioMarkers(documents["an http link"]!)).toEqual([
      {
        level: "error",
        path: "links.0.link",
        message: "The URL must start with https:// (or mailto: for an email address).",
      },
    ]);
  });

  it("refuses text the site would change, and a mailto: link with more than an address, in the editor's words", async () => {
    expect(await studioMarkers(documents["a title of zero-width spaces"]!)).toEqual([
      { level: "error", path: "title", message: "The title has only invisible characters; type it again." },
    ]);
    expect(await studioMarkers(documents["a label that reads backwards"]!)).toEqual([
      {
        level: "error",
        path: "links.0.label",
        message: "The label has invisible direction marks, which show text reversed; type it again without them.",
      },
    ]);
    expect(await studioMarkers(documents["a mailto link with header fields"]!)).toEqual([
      {
        level: "error",
        path: "links.0.link",
        message: "A mailto: link takes an email address only, with nothing after it (no ?cc= or ?subject=).",
      },
    ]);
  });

  it("warns, without blocking, when the event overlaps a published one", async () => {
    const fetch = vi.fn<Fetch>(async () => [
      { _id: "event-1", title: "Figma 101", time: complete.time, duration: 90 },
      { _id: "event-2", title: "Board meeting", time: "2024-10-10T02:00:00.000Z", duration: 60 },
    ]);
    expect(await studioMarkers(complete, fetch)).toEqual([
      {
        level: "warning",
        path: "",
        message:
          "This event overlaps “Board meeting” (Wed, Oct 9, 7:00-8:00 PM Pacific). Check both times; publish anyway if they really run at once.",
      },
    ]);
    expect(fetch).toHaveBeenCalledWith(OVERLAP_CANDIDATES_QUERY, {
      id: "event-1",
      from: "2024-10-10T01:00:00.000Z",
      to: "2024-10-10T02:30:00.000Z",
    });
  });

  it("says nothing about overlaps when the service cannot be asked or the time is missing", async () => {
    const failing = vi.fn<Fetch>(async () => {
      throw new Error("offline");
    });
    expect(await overlapCheck({ title: "A", time: complete.time, duration: 60 }, failing)).toBe(true);
    const unused = vi.fn<Fetch>(async () => []);
    expect(await overlapCheck({ title: "A" }, unused)).toBe(true);
    expect(unused).not.toHaveBeenCalled();
  });
});

describe("event types", () => {
  it("offers editors every event type, and the site shows each of them without a content warning", () => {
    const field = eventType.fields.find((item) => item.name === "type") as
      | { components?: { input?: (props: StringInputProps) => ReturnType<typeof createElement> } }
      | undefined;
    const Input = field?.components?.input;
    if (!Input) throw new Error("the type field has no suggestion input");
    const props = { elementProps: {}, renderDefault: () => null } as unknown as StringInputProps;
    const html = renderToStaticMarkup(createElement(Input, props));
    const offered = [...html.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    expect(offered).toEqual([...EVENT_TYPES]);
    for (const type of offered) {
      const listed = toListedEvent({ ...complete, time: "2024-10-09T18:00", type }, "service");
      expect(listed?.problems, type).toEqual([]);
    }
  });
});
