import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countdownState } from "./countdown-state.ts";
import type { CountdownStep } from "./types.ts";

// The 2023 steps (all Pacific).
const steps: CountdownStep[] = [
  { at: new Date("2023-01-26T00:00:00-08:00"), text: "Registration opens in" },
  { at: new Date("2023-02-15T23:59:00-08:00"), text: "Registration closes in" },
  { at: new Date("2023-02-20T00:00:00-08:00"), text: "Registration extended until" },
  { at: new Date("2023-02-24T17:30:00-08:00"), text: "Event begins in" },
  { at: new Date("2023-02-26T08:00:00-08:00"), text: "Submissions due in" },
  { at: "end", text: "Event has ended. Thank you for joining us!" },
];

describe("countdownState", () => {
  it.each([
    ["2023-01-01T00:00:00-08:00", "Registration opens in", { days: 25, hours: 0, minutes: 0, seconds: 0 }],
    ["2023-01-25T23:59:59-08:00", "Registration opens in", { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ["2023-01-26T00:00:00-08:00", "Registration closes in", { days: 20, hours: 23, minutes: 59, seconds: 0 }],
    ["2023-02-15T23:58:59-08:00", "Registration closes in", { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ["2023-02-15T23:59:00-08:00", "Registration extended until", { days: 4, hours: 0, minutes: 1, seconds: 0 }],
    ["2023-02-23T16:29:30-08:00", "Event begins in", { days: 1, hours: 1, minutes: 0, seconds: 30 }],
    ["2023-02-24T17:29:59-08:00", "Event begins in", { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ["2023-02-24T17:30:00-08:00", "Submissions due in", { days: 1, hours: 14, minutes: 30, seconds: 0 }],
    ["2023-02-26T07:59:59-08:00", "Submissions due in", { days: 0, hours: 0, minutes: 0, seconds: 1 }],
  ])("at %s shows %j", (now, text, remaining) => {
    const state = countdownState(steps, new Date(now));
    expect(state).toMatchObject({ text, remaining, ended: false });
  });

  it("rounds the time left down to whole seconds", () => {
    const state = countdownState(steps, new Date("2023-02-26T07:59:59.001-08:00"));
    expect(state.remaining).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(state.at).toEqual(new Date("2023-02-26T08:00:00-08:00"));
  });

  it.each([["2023-02-26T08:00:00-08:00"], ["2023-02-26T08:00:01-08:00"], ["2024-01-01T00:00:00-08:00"]])(
    "has ended at %s",
    (now) => {
      expect(countdownState(steps, new Date(now))).toEqual({
        text: "Event has ended. Thank you for joining us!",
        at: null,
        remaining: null,
        ended: true,
      });
    },
  );

  it("uses the default ended message when there is no end step", () => {
    const noEnd = steps.filter((step) => step.at !== "end");
    expect(countdownState(noEnd, new Date("2023-03-01T00:00:00-08:00"))).toMatchObject({
      text: "Event has ended. Thank you for joining us!",
      ended: true,
    });
    expect(countdownState([], new Date("2023-03-01T00:00:00-08:00")).ended).toBe(true);
  });

  it("follows list order, as the 2024 data (2024 first step, 2023 later steps) relies on", () => {
    const steps2024: CountdownStep[] = [
      { at: new Date("2024-04-20T00:00:00-07:00"), text: "Registration opens in" },
      { at: new Date("2023-02-24T17:30:00-08:00"), text: "Event begins in" },
      { at: "end", text: "Event has ended. Thank you for joining us!" },
    ];
    expect(countdownState(steps2024, new Date("2024-04-01T00:00:00-07:00")).text).toBe("Registration opens in");
    expect(countdownState(steps2024, new Date("2024-04-20T00:00:00-07:00")).ended).toBe(true);
  });

  it.each([
    // elapsed time, not wall-clock difference: noon PST to noon PDT across spring-forward is 23 hours
    ["2024-03-09T12:00:00-08:00", "2024-03-10T12:00:00-07:00", { days: 0, hours: 23, minutes: 0, seconds: 0 }],
    // and noon PDT to noon PST across fall-back is 25 hours
    ["2024-11-02T12:00:00-07:00", "2024-11-03T12:00:00-08:00", { days: 1, hours: 1, minutes: 0, seconds: 0 }],
  ])("counts elapsed time from %s to %s", (now, at, remaining) => {
    const state = countdownState([{ at: new Date(at), text: "Soon" }], new Date(now));
    expect(state.remaining).toEqual(remaining);
  });

  it("never gives a negative or out-of-range time left", () => {
    const instant = fc.integer({ min: Date.UTC(2022, 0, 1), max: Date.UTC(2026, 0, 1) });
    const step = fc.record({
      at: fc.oneof(
        instant.map((ms): Date | "end" => new Date(ms)),
        fc.constant<"end">("end"),
      ),
      text: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), instant, (list, now) => {
        const state = countdownState(list, new Date(now));
        if (state.remaining === null) {
          expect(state.ended).toBe(true);
          return;
        }
        const { days, hours, minutes, seconds } = state.remaining;
        expect(Math.min(days, hours, minutes, seconds)).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        expect(state.at!.getTime()).toBeGreaterThan(now);
      }),
    );
  });
});
