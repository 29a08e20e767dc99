import { describe, expect, it } from "vitest";
import { pastEvents } from "./past-events.ts";

const event = (title: string, start: string, durationMinutes?: number) => ({
  title,
  start: new Date(start),
  durationMinutes,
});

describe("pastEvents", () => {
  const first = event("First", "2024-10-02T18:00:00-07:00", 60);
  const second = event("Second", "2024-10-09T18:00:00-07:00", 90);
  const third = event("Third", "2024-10-16T18:00:00-07:00", 120);
  const events = [first, third, second];

  it("lists the events that are over, newest first", () => {
    expect(pastEvents(events, new Date("2024-10-30T12:00:00-07:00"))).toEqual([third, second, first]);
  });

  it("adds an event the minute it ends, not before", () => {
    expect(pastEvents(events, new Date("2024-10-09T19:29:00-07:00"))).toEqual([first]);
    expect(pastEvents(events, new Date("2024-10-09T19:30:00-07:00"))).toEqual([second, first]);
  });

  it("is empty before anything has ended", () => {
    expect(pastEvents(events, new Date("2024-10-02T18:59:00-07:00"))).toEqual([]);
  });

  it("assumes 60 minutes for an event without a duration", () => {
    const noDuration = event("No duration", "2024-10-09T18:00:00-07:00");
    expect(pastEvents([noDuration], new Date("2024-10-09T18:59:00-07:00"))).toEqual([]);
    expect(pastEvents([noDuration], new Date("2024-10-09T19:00:00-07:00"))).toEqual([noDuration]);
  });

  it("leaves out events with an invalid start and leaves the input alone", () => {
    const broken = { title: "Broken", start: new Date(Number.NaN), durationMinutes: 60 };
    const input = [broken, first, second];
    expect(pastEvents(input, new Date("2024-10-30T12:00:00-07:00"))).toEqual([second, first]);
    expect(input).toEqual([broken, first, second]);
  });
});
