import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timelineState } from "./timeline-state.ts";

// A slice of the 2022 timeline (all Pacific).
const registration = { start: new Date(0), title: "Registration open" };
const joinCeremony = { start: new Date("2022-01-26T23:59:00-08:00"), title: "Join the opening ceremony" };
const ceremony = { start: new Date("2022-01-28T17:00:00-08:00"), title: "Opening ceremony starts" };
const joinNow = { start: new Date("2022-01-28T18:00:00-08:00"), title: "Join now" };
const concluded = { start: new Date("2022-01-30T18:30:00-08:00"), title: "Concluded" };
const timeline = [registration, joinCeremony, ceremony, joinNow, concluded];

describe("timelineState", () => {
  it.each([
    ["2022-01-01T00:00:00-08:00", registration, "2022-01-26T23:59:01-08:00"],
    ["2022-01-26T23:58:59-08:00", registration, "2022-01-26T23:59:01-08:00"],
    ["2022-01-26T23:59:00-08:00", joinCeremony, "2022-01-28T17:00:01-08:00"],
    ["2022-01-28T16:59:59-08:00", joinCeremony, "2022-01-28T17:00:01-08:00"],
    ["2022-01-28T17:00:00-08:00", ceremony, "2022-01-28T18:00:01-08:00"],
    ["2022-01-28T18:00:00-08:00", joinNow, "2022-01-30T18:30:01-08:00"],
    ["2022-01-30T18:29:59-08:00", joinNow, "2022-01-30T18:30:01-08:00"],
  ])("at %s shows the latest started entry and changes one second after the next start", (now, current, next) => {
    expect(timelineState(timeline, new Date(now))).toEqual({ current, nextChangeAt: new Date(next) });
  });

  it("has nothing left to change after the last entry", () => {
    expect(timelineState(timeline, new Date("2022-01-30T18:30:00-08:00"))).toEqual({
      current: concluded,
      nextChangeAt: null,
    });
  });

  it("shows nothing before the first entry", () => {
    const later = [joinCeremony, ceremony];
    expect(timelineState(later, new Date("2022-01-01T00:00:00-08:00"))).toEqual({
      current: null,
      nextChangeAt: new Date("2022-01-26T23:59:01-08:00"),
    });
    expect(timelineState([], new Date("2022-01-01T00:00:00-08:00"))).toEqual({
      current: null,
      nextChangeAt: null,
    });
  });

  it("goes by start time, not list order, when the data is out of order", () => {
    const outOfOrder = [registration, joinNow, ceremony];
    expect(timelineState(outOfOrder, new Date("2022-01-28T17:30:00-08:00"))).toEqual({
      current: ceremony,
      nextChangeAt: new Date("2022-01-28T18:00:01-08:00"),
    });
  });

  it("takes the later of two entries starting together, and ignores invalid starts", () => {
    const twin = { start: ceremony.start, title: "Twin" };
    const broken = { start: new Date(Number.NaN), title: "Broken" };
    const state = timelineState([ceremony, broken, twin], new Date("2022-01-28T17:00:00-08:00"));
    expect(state).toEqual({ current: twin, nextChangeAt: null });
  });

  it("shows an entry that started before now and changes after now", () => {
    const instant = fc.integer({ min: Date.UTC(2022, 0, 1), max: Date.UTC(2022, 1, 1) });
    fc.assert(
      fc.property(
        fc.array(
          instant.map((ms) => ({ start: new Date(ms) })),
          { maxLength: 10 },
        ),
        instant,
        (list, now) => {
          const { current, nextChangeAt } = timelineState(list, new Date(now));
          if (current) expect(current.start.getTime()).toBeLessThanOrEqual(now);
          if (nextChangeAt) expect(nextChangeAt.getTime()).toBeGreaterThan(now);
          if (!current) expect(list.every((entry) => entry.start.getTime() > now)).toBe(true);
        },
      ),
    );
  });
});
