// The site's side of the shared event definition: documents are run through
// the real GROQ query (groq-js, Sanity's own query engine) and the site's
// mapping, and what the studio accepts must reach visitors exactly as entered,
// while what it rejects must never break the page.

import { eventEnd } from "@duci/time/event-end";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import {
  EVENT_TEXT_LIMITS,
  EVENTS_QUERY,
  OVERLAP_CANDIDATES_QUERY,
  overlapQueryParams,
  SERVICE_EVENTS_LIMIT,
  validateEvent,
} from "./event-schema.ts";
import { mapSanityEvents } from "./sanity-events.ts";

async function query(dataset: object[], groq: string, params: Record<string, unknown> = {}): Promise<unknown> {
  return (await evaluate(parse(groq, { params }), { dataset, params })).get();
}

interface StoredEvent {
  title?: string;
  time?: string;
  duration?: number;
  type?: string;
  desc?: string;
  place?: string;
  links?: { _key: string; _type?: string; label?: string; link?: string }[];
}

function doc(id: string, fields: StoredEvent) {
  return {
    _id: id,
    _type: "event",
    _rev: "r",
    _createdAt: "2024-09-01T00:00:00Z",
    _updatedAt: "2024-09-01T00:00:00Z",
    ...fields,
  };
}

const accepted = [
  doc("complete", {
    title: "Figma 101",
    time: "2024-10-10T01:00:00.000Z",
    duration: 90,
    type: "Workshop",
    desc: "Frames and auto layout.",
    place: "ICS 174",
    links: [
      { _key: "a", _type: "eventLink", label: "RSVP Form", link: "https://forms.gle/abc" },
      { _key: "b", _type: "eventLink", label: "Zoom Link", link: "https://uci.zoom.us/j/1" },
      { _key: "c", _type: "eventLink", label: "Questions", link: "mailto:design@uci.edu" },
    ],
  }),
  doc("minimal", { title: "Board game night", time: "2024-11-01T02:00:00.000Z", duration: 15, type: "Social" }),
  doc("long", { title: "Portfolio day", time: "2024-11-02T16:00:00.000Z", duration: 600, type: "AMA" }),
];

/** Documents the studio refuses to publish, and what the site does with each if one exists anyway. */
const rejected = [
  { document: doc("no-title", { time: "2024-10-11T01:00:00.000Z", duration: 60, type: "Social" }), site: "left out" },
  {
    document: doc("invisible-title", {
      title: "\u200B\u200B\u200B",
      time: "2024-10-11T02:00:00.000Z",
      duration: 60,
      type: "Social",
    }),
    site: "left out",
  },
  { document: doc("no-time", { title: "Time to be announced", duration: 60, type: "Social" }), site: "problems" },
  {
    document: doc("no-duration", { title: "Open studio", time: "2024-10-12T01:00:00.000Z", type: "Social" }),
    site: "problems",
  },
  {
    document: doc("zero-duration", {
      title: "Flash talk",
      time: "2024-10-13T01:00:00.000Z",
      duration: 0,
      type: "Social",
    }),
    site: "problems",
  },
  { document: doc("no-type", { title: "Mystery", time: "2024-10-14T01:00:00.000Z", duration: 60 }), site: "problems" },
  {
    document: doc("script-link", {
      title: "Careful",
      time: "2024-10-15T01:00:00.000Z",
      duration: 60,
      type: "Workshop",
      links: [{ _key: "a", label: "Slides", link: "javascript:alert(1)" }],
    }),
    site: "link removed",
  },
  {
    document: doc("http-link", {
      title: "Plain web",
      time: "2024-10-16T01:00:00.000Z",
      duration: 60,
      type: "Workshop",
      links: [{ _key: "a", label: "Slides", link: "http://uci.zoom.us/j/1" }],
    }),
    site: "link removed",
  },
  {
    document: doc("mailto-headers", {
      title: "Write to us",
      time: "2024-10-16T02:00:00.000Z",
      duration: 60,
      type: "Workshop",
      links: [{ _key: "a", label: "Email us", link: "mailto:a@b.co?cc=x@evil.example&body=hi" }],
    }),
    site: "link removed",
  },
  {
    document: doc("months-long", {
      title: "Typo in minutes",
      time: "2024-10-17T01:00:00.000Z",
      duration: 600_000,
      type: "Workshop",
    }),
    site: "one hour",
  },
  {
    document: doc("huge-duration", {
      title: "Far too long",
      time: "2024-10-18T01:00:00.000Z",
      duration: 1e12,
      type: "Workshop",
    }),
    site: "one hour",
  },
  {
    document: doc("flash", { title: "Five minutes", time: "2024-10-19T01:00:00.000Z", duration: 5, type: "Social" }),
    site: "one hour",
  },
  {
    document: doc("long-title", {
      title: `Welcome ${"W".repeat(300)}`,
      time: "2024-10-20T01:00:00.000Z",
      duration: 60,
      type: "Social",
    }),
    site: "cut",
  },
] as const;

describe("the site's events query and mapping, against the studio's validation", () => {
  it("shows every document the studio accepts exactly as the editor entered it", async () => {
    for (const document of accepted) expect(validateEvent(document), document._id).toEqual([]);
    const events = mapSanityEvents(await query(accepted, EVENTS_QUERY));
    expect(events.map((event) => event.title)).toEqual(["Portfolio day", "Board game night", "Figma 101"]);
    for (const document of accepted) {
      const event = events.find((item) => item.title === document.title);
      expect(event?.problems, document._id).toEqual([]);
      expect(event?.start.toISOString()).toBe(document.time);
      expect(event?.durationMinutes).toBe(document.duration);
      expect(event?.type).toBe(document.type);
      expect(event?.desc).toBe(document.desc ?? "");
      expect(event?.place).toBe(document.place ?? "");
      expect(event?.links).toEqual((document.links ?? []).map(({ label, link }) => ({ label, link })));
    }
  });

  it("shows a type the editor typed (not one of the suggestions) in the editor's words", async () => {
    const typed = doc("typed", {
      title: "Hack night",
      time: "2024-11-03T02:00:00.000Z",
      duration: 120,
      type: "Hack Night",
    });
    expect(validateEvent(typed)).toEqual([]);
    const [event] = mapSanityEvents(await query([typed], EVENTS_QUERY));
    expect(event).toMatchObject({ title: "Hack night", type: "Hack Night", durationMinutes: 120 });
  });

  it("never breaks on a document the studio rejects: it is left out, flagged for editors, or loses the unsafe link", async () => {
    for (const { document } of rejected) expect(validateEvent(document), document._id).not.toEqual([]);
    const events = mapSanityEvents(await query([...accepted, ...rejected.map((item) => item.document)], EVENTS_QUERY));
    for (const { document, site } of rejected) {
      const event = events.find((item) => item.title === document.title);
      if (site === "left out") {
        // Not shown (no start), but named among the preview's problems.
        const untitled = events.find((item) => item.time === document.time);
        expect(untitled?.title, document._id).toBe("");
        expect(Number.isNaN(untitled?.start.getTime()), document._id).toBe(true);
        expect(untitled?.problems[0], document._id).toMatch(
          /^An untitled event at .*: the title .*; the event is not shown$/,
        );
      }
      if (site === "problems") expect(event?.problems.length, document._id).toBeGreaterThan(0);
      if (site === "link removed") expect(event?.links, document._id).toEqual([]);
      if (site === "one hour") {
        expect(event?.durationMinutes, document._id).toBeNull();
        expect(event && eventEnd(event).getTime() - event.start.getTime(), document._id).toBe(60 * 60_000);
        expect(event?.problems.join(" "), document._id).toMatch(/between 15 and 600 minutes/);
      }
      if (site === "cut") {
        const cut = events.find((item) => item.title.startsWith("Welcome"));
        expect(Array.from(cut?.title ?? "")).toHaveLength(EVENT_TEXT_LIMITS.title);
        expect(cut?.title.endsWith("…")).toBe(true);
        expect(cut?.problems.join(" ")).toMatch(/title has 308 characters/);
      }
    }
    expect(events).toHaveLength(accepted.length + rejected.length);
  });
});

describe("text as text", () => {
  it("shows titles, places, labels and descriptions as typed: no direction marks, no invisible ends", async () => {
    const hostile = doc("hostile-text", {
      title: "\u200B\u2060Figma 102\uFEFF",
      time: "2024-10-21T01:00:00.000Z",
      duration: 60,
      type: "\u200FWorkshop",
      desc: "Bring a laptop\u202E, and a friend.",
      place: "ICS \u202E174 and then the lawn",
      links: [{ _key: "a", _type: "eventLink", label: "\u202EKCAB", link: "https://forms.gle/abc" }],
    });
    // The studio refuses each of these fields, in words an editor can act on.
    expect(validateEvent(hostile).map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "The title starts or ends with an invisible character (a zero-width space); delete it."],
      ["type", "The type has invisible direction marks, which show text reversed; type it again without them."],
      ["desc", "The description has invisible direction marks, which show text reversed; type it again without them."],
      ["place", "The place has invisible direction marks, which show text reversed; type it again without them."],
      [
        "links.0.label",
        "The label has invisible direction marks, which show text reversed; type it again without them.",
      ],
    ]);
    const [event] = mapSanityEvents(await query([hostile], EVENTS_QUERY));
    expect(event).toMatchObject({
      title: "Figma 102",
      type: "Workshop",
      desc: "Bring a laptop, and a friend.",
      place: "ICS 174 and then the lawn",
      links: [{ label: "KCAB", link: "https://forms.gle/abc" }],
      problems: [],
    });
  });

  it("keeps a joiner inside text: an emoji's parts stay one emoji", async () => {
    const family = "Family night \u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
    const [event] = mapSanityEvents(
      await query(
        [doc("emoji", { title: family, time: "2024-10-22T01:00:00.000Z", duration: 60, type: "Social" })],
        EVENTS_QUERY,
      ),
    );
    expect(event?.title).toBe(family);
  });
});

describe("the size of the answer", () => {
  it("asks for the newest 200 events at most", async () => {
    const many = Array.from({ length: 250 }, (_, index) =>
      doc(`e${index}`, {
        title: `Event ${index}`,
        time: new Date(Date.UTC(2030, 0, 1) + index * 86_400_000).toISOString(),
        duration: 60,
        type: "Social",
      }),
    );
    const events = mapSanityEvents(await query(many, EVENTS_QUERY));
    expect(SERVICE_EVENTS_LIMIT).toBe(200);
    expect(events).toHaveLength(200);
    expect(events[0]?.title).toBe("Event 249");
  });
});

describe("the studio's overlap query", () => {
  it("finds published events that could overlap, not drafts, the event itself or distant ones", async () => {
    const dataset = [
      doc("figma", { title: "Figma 101", time: "2024-10-10T01:00:00.000Z", duration: 90 }),
      doc("drafts.figma", { title: "Figma 101 (draft)", time: "2024-10-10T01:00:00.000Z", duration: 90 }),
      doc("board", { title: "Board meeting", time: "2024-10-10T02:00:00.000Z", duration: 30 }),
      doc("drafts.other", { title: "Someone's draft", time: "2024-10-10T01:30:00.000Z", duration: 30 }),
      doc("morning", { title: "Morning coffee", time: "2024-10-09T20:00:00.000Z", duration: 600 }),
      doc("last-week", { title: "Last week", time: "2024-10-03T01:00:00.000Z", duration: 60 }),
      doc("next-day", { title: "Next day", time: "2024-10-11T01:00:00.000Z", duration: 60 }),
      { _id: "not-an-event", _type: "page", time: "2024-10-10T01:00:00.000Z" },
    ];
    const params = overlapQueryParams({ _id: "drafts.figma", time: "2024-10-10T01:00:00.000Z", duration: 90 });
    const found = (await query(dataset, OVERLAP_CANDIDATES_QUERY, params ?? {})) as { _id: string }[];
    expect(found.map((item) => item._id).sort()).toEqual(["board", "morning"]);
  });
});
