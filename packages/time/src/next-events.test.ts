import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextEvents } from "./next-events.ts";
import { pastEvents } from "./past-events.ts";

const event = (title: string, start: string, durationMinutes?: number) => ({
  title,
  start: new Date(start),
  durationMinutes,
});

describe("nextEvents", () => {
  const workshop = event("Workshop", "2024-10-09T18:00:00-07:00", 90);
  const social = event("Social", "2024-10-16T18:00:00-07:00", 120);
  const speaker = event("Speaker", "2024-10-23T18:00:00-07:00", 60);
  const old = event("Old", "2024-10-02T18:00:00-07:00", 60);
  const events = [speaker, workshop, old, social]; // newest first is not required

  it("lists the events not yet over, earliest first", () => {
    expect(nextEvents(events, new Date("2024-10-09T17:59:00-07:00"))).toEqual([workshop, social, speaker]);
  });

  it("keeps a live event first, from its start until its last minute", () => {
    expect(nextEvents(events, new Date("2024-10-09T18:00:00-07:00"))[0]).toBe(workshop);
    expect(nextEvents(events, new Date("2024-10-09T19:29:00-07:00"))[0]).toBe(workshop);
  });

  it("drops an event the minute it ends", () => {
    expect(nextEvents(events, new Date("2024-10-09T19:30:00-07:00"))).toEqual([social, speaker]);
  });

  it("is empty when everything is over", () => {
    expect(nextEvents(events, new Date("2024-10-23T19:00:00-07:00"))).toEqual([]);
    expect(nextEvents([], new Date("2024-10-23T19:00:00-07:00"))).toEqual([]);
  });

  it("assumes 60 minutes for an event without a duration", () => {
    const noDuration = event("No duration", "2024-10-09T18:00:00-07:00");
    expect(nextEvents([noDuration], new Date("2024-10-09T18:59:00-07:00"))).toEqual([noDuration]);
    expect(nextEvents([noDuration], new Date("2024-10-09T19:00:00-07:00"))).toEqual([]);
  });

  it("keeps the input order for events starting together, and leaves the input alone", () => {
    const a = event("A", "2024-10-30T18:00:00-07:00");
    const b = event("B", "2024-10-30T18:00:00-07:00");
    const input = [b, a];
    expect(nextEvents(input, new Date("2024-10-01T00:00:00-07:00"))).toEqual([b, a]);
    expect(input).toEqual([b, a]);
  });

  it("leaves out events with an invalid start", () => {
    const broken = { title: "Broken", start: new Date(Number.NaN), durationMinutes: 60 };
    expect(nextEvents([broken, social], new Date("2024-10-01T00:00:00-07:00"))).toEqual([social]);
  });

  it("never lists an event as both next and past, and loses none", () => {
    const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2025, 0, 1) });
    const events = fc.array(
      fc.record({ start: instant.map((ms) => new Date(ms)), durationMinutes: fc.integer({ min: 1, max: 300 }) }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(events, instant, (list, now) => {
        const next = nextEvents(list, new Date(now));
        const past = pastEvents(list, new Date(now));
        expect(next.filter((e) => past.includes(e))).toEqual([]);
        expect(next.length + past.length).toBe(list.length);
        for (let i = 1; i < next.length; i++) {
          expect(next[i - 1]!.start.getTime()).toBeLessThanOrEqual(next[i]!.start.getTime());
        }
      }),
    );
  });
});
