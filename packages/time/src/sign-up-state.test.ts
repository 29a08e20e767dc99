import { describe, expect, it } from "vitest";
import { pacific } from "./pacific.ts";
import { signUpState } from "./sign-up-state.ts";

describe("signUpState", () => {
  it.each([
    // Houses' deadline in the record: Friday 12 January 2024, 5 PM Pacific (PST, -08:00).
    ["2024-01-12T16:59:59.999-08:00", "open"],
    ["2024-01-12T17:00:00-08:00", "closed"],
    ["2024-01-13T01:00:00Z", "closed"],
    ["2026-11-20T12:00:00-08:00", "closed"],
  ])("with a deadline only, at %s: %s", (now, expected) => {
    expect(signUpState({ closes: pacific("2024-01-12T17:00") }, new Date(now))).toBe(expected);
  });

  it.each([
    // Pacific midnight, not UTC midnight: 2025-09-22T00:00 PDT is 07:00 UTC.
    ["2025-09-22T06:59:59.999Z", "soon"],
    ["2025-09-22T07:00:00Z", "open"],
    // Closes at Pacific midnight after the clocks went back (PST, -08:00): 08:00 UTC.
    ["2025-11-03T07:59:59.999Z", "open"],
    ["2025-11-03T08:00:00Z", "closed"],
  ])("across a Pacific midnight and the change to standard time, at %s: %s", (now, expected) => {
    const window = { opens: pacific("2025-09-22T00:00"), closes: pacific("2025-11-03T00:00") };
    expect(signUpState(window, new Date(now))).toBe(expected);
  });

  it.each([
    // The spring change: 2 AM PST becomes 3 AM PDT on 9 March 2025; 3 AM PDT is 10:00 UTC.
    ["2025-03-09T09:59:59.999Z", "open"],
    ["2025-03-09T10:00:00Z", "closed"],
  ])("closing just after clocks go forward, at %s: %s", (now, expected) => {
    expect(signUpState({ closes: pacific("2025-03-09T03:00") }, new Date(now))).toBe(expected);
  });

  it("is closed when the record knows no window", () => {
    expect(signUpState(undefined, new Date("2026-11-20T12:00:00-08:00"))).toBe("closed");
  });

  it("is closed for an invalid deadline, opening or now", () => {
    const now = new Date("2025-10-01T12:00:00-07:00");
    expect(signUpState({ closes: new Date(Number.NaN) }, now)).toBe("closed");
    expect(signUpState({ opens: new Date(Number.NaN), closes: pacific("2025-11-03T00:00") }, now)).toBe("closed");
    expect(signUpState({ closes: pacific("2025-11-03T00:00") }, new Date(Number.NaN))).toBe("closed");
  });
});
