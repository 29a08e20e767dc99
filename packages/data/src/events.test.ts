import { eventProblems } from "@duci/time/event-problems";
import { parseDuration } from "@duci/time/parse-duration";
import { parseEventTime } from "@duci/time/parse-event-time";
import { describe, expect, it } from "vitest";
import { isSafeLink, toListedEvent } from "./event-normalize.ts";
import { type ClubEvent, type EventLink, KNOWN_EVENT_TYPES } from "./event-types.ts";
import { bundledEvents } from "./events.ts";

describe("the bundled events", () => {
  const listed = bundledEvents.map((event) => toListedEvent(event, "bundled"));

  it("are at least 40, every one with a readable time and a duration of 60 to 300 minutes", () => {
    expect(bundledEvents.length).toBeGreaterThanOrEqual(40);
    for (const event of bundledEvents) {
      expect(eventProblems(event), event.title).toEqual([]);
      const minutes = parseDuration(event.duration) ?? 0;
      expect(minutes, event.title).toBeGreaterThanOrEqual(60);
      expect(minutes, event.title).toBeLessThanOrEqual(300);
    }
  });

  it("are newest first and keyed uniquely by time plus title", () => {
    const starts = bundledEvents.map((event) => parseEventTime(event.time)?.getTime() ?? Number.NaN);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const keys = listed.map((event) => event?.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("span four academic years and use both time formats, every type and the link labels with real addresses", () => {
    const academicYears = new Set(
      bundledEvents.map((event) => {
        const start = parseEventTime(event.time) as Date;
        return start.getUTCMonth() >= 7 ? start.getUTCFullYear() : start.getUTCFullYear() - 1;
      }),
    );
    expect(academicYears.size).toBe(4);
    expect(bundledEvents.some((event) => /^\d{4}-\d{2}-\d{2}T/.test(event.time))).toBe(true);
    expect(bundledEvents.some((event) => /^\d{1,2}\/\d{1,2}\/\d{4} /.test(event.time))).toBe(true);
    for (const event of bundledEvents) expect(KNOWN_EVENT_TYPES).toContain(event.type);
    const links: readonly EventLink[] = bundledEvents.flatMap((event: ClubEvent) => event.links ?? []);
    const labels = new Set(links.map((link) => link.label));
    // Slides, RSVP forms and Zoom calls of past events have no known address, so no bundled event links one.
    for (const label of ["Discord Link", "Recording"]) {
      expect(labels).toContain(label);
    }
  });

  it("link only to http(s) addresses", () => {
    for (const event of bundledEvents) {
      for (const link of (event as ClubEvent).links ?? []) expect(isSafeLink(link.link), link.link).toBe(true);
    }
  });
});
