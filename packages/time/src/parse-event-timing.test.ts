import { describe, expect, it } from "vitest";
import { parseEventTiming } from "./parse-event-timing.ts";

describe("parseEventTiming", () => {
  it("reads a bundled event (Pacific wall clock, duration as a string)", () => {
    expect(parseEventTiming({ time: "10/12/2024 6:00 PM", duration: "90" })).toEqual({
      start: new Date("2024-10-12T18:00:00-07:00"),
      durationMinutes: 90,
    });
  });

  it("reads a content-service event (instant, duration as a number)", () => {
    expect(parseEventTiming({ time: "2024-10-13T01:00:00Z", duration: 120 })).toEqual({
      start: new Date("2024-10-12T18:00:00-07:00"),
      durationMinutes: 120,
    });
  });

  it("keeps the event with a null duration when the duration is missing or invalid", () => {
    expect(parseEventTiming({ time: "2024-10-12T18:00" })).toEqual({
      start: new Date("2024-10-12T18:00:00-07:00"),
      durationMinutes: null,
    });
    expect(parseEventTiming({ time: "2024-10-12T18:00", duration: "an hour" })?.durationMinutes).toBeNull();
  });

  it("gives null when the time cannot be read", () => {
    expect(parseEventTiming({ time: "soon", duration: "60" })).toBeNull();
    expect(parseEventTiming({ duration: "60" })).toBeNull();
  });
});
