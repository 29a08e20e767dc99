import { hasPassed } from "@duci/time/has-passed";
import { describe, expect, it } from "vitest";
import { HOUSES_SIGN_UP_CLOSES } from "./houses.ts";

describe("houses sign-up", () => {
  it("closes at 5 PM Pacific on 12 January 2024", () => {
    expect(HOUSES_SIGN_UP_CLOSES).toEqual(new Date("2024-01-12T17:00:00-08:00"));
    expect(hasPassed(HOUSES_SIGN_UP_CLOSES, new Date("2024-01-12T16:59:59-08:00"))).toBe(false);
    expect(hasPassed(HOUSES_SIGN_UP_CLOSES, new Date("2024-01-12T17:00:00-08:00"))).toBe(true);
  });
});
