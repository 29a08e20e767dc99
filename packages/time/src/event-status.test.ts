import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventStatus } from "./event-status.ts";
import type { EventStatus } from "./types.ts";

describe("eventStatus", () => {
  const event = { start: new Date("2024-10-09T18:00:00-07:00"), durationMinutes: 90 };

  it.each([
    ["2024-10-01T12:00:00-07:00", "upcoming"],
    ["2024-10-09T17:59:00-07:00", "upcoming"],
    ["2024-10-09T17:59:59.999-07:00", "upcoming"],
    ["2024-10-09T18:00:00-07:00", "live"],
    ["2024-10-09T18:01:00-07:00", "live"],
    ["2024-10-09T19:29:00-07:00", "live"],
    ["2024-10-09T19:29:59.999-07:00", "live"],
    ["2024-10-09T19:30:00-07:00", "past"],
    ["2024-10-09T19:31:00-07:00", "past"],
    ["2025-10-09T18:00:00-07:00", "past"],
  ] as const)("at %s it is %s", (now, expected) => {
    expect(eventStatus(event, new Date(now))).toBe(expected);
  });

  it.each([
    ["2024-10-09T18:59:00-07:00", "live"],
    ["2024-10-09T19:00:00-07:00", "past"],
  ] as const)("assumes 60 minutes without a duration: at %s it is %s", (now, expected) => {
    expect(eventStatus({ start: event.start }, new Date(now))).toBe(expected);
    expect(eventStatus({ start: event.start, durationMinutes: null }, new Date(now))).toBe(expected);
  });

  it.each([
    // 01:00 PST + 120 min ends at 04:00 PDT on spring-forward day
    ["2024-03-10T00:59:00-08:00", "upcoming"],
    ["2024-03-10T01:00:00-08:00", "live"],
    ["2024-03-10T03:59:00-07:00", "live"],
    ["2024-03-10T04:00:00-07:00", "past"],
  ] as const)("across spring-forward: at %s it is %s", (now, expected) => {
    const overnight = { start: new Date("2024-03-10T01:00:00-08:00"), durationMinutes: 120 };
    expect(eventStatus(overnight, new Date(now))).toBe(expected);
  });

  it.each([
    // 00:30 PDT + 120 min ends at 01:30 PST on fall-back day
    ["2024-11-03T00:29:00-07:00", "upcoming"],
    ["2024-11-03T01:30:00-07:00", "live"],
    ["2024-11-03T01:29:00-08:00", "live"],
    ["2024-11-03T01:30:00-08:00", "past"],
  ] as const)("across fall-back: at %s it is %s", (now, expected) => {
    const overnight = { start: new Date("2024-11-03T00:30:00-07:00"), durationMinutes: 120 };
    expect(eventStatus(overnight, new Date(now))).toBe(expected);
  });

  it("treats an event with an invalid start as past", () => {
    expect(eventStatus({ start: new Date(Number.NaN), durationMinutes: 60 }, new Date(0))).toBe("past");
  });

  const order: Record<EventStatus, number> = { upcoming: 0, live: 1, past: 2 };
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) });
  const duration = fc.option(fc.integer({ min: -10, max: 600 }), { nil: undefined });

  it("is exactly one of the three states and never goes back as now moves on", () => {
    fc.assert(
      fc.property(instant, duration, instant, instant, (start, durationMinutes, a, b) => {
        const timed = { start: new Date(start), durationMinutes };
        const earlier = eventStatus(timed, new Date(Math.min(a, b)));
        const later = eventStatus(timed, new Date(Math.max(a, b)));
        expect(["upcoming", "live", "past"]).toContain(earlier);
        expect(["upcoming", "live", "past"]).toContain(later);
        expect(order[earlier]).toBeLessThanOrEqual(order[later]);
      }),
    );
  });
});
