import { signUpState } from "@duci/time/sign-up-state";
import { describe, expect, it } from "vitest";
import { HOUSES_SIGN_UP_CLOSES, housesSignUp } from "./houses.ts";

describe("houses sign-up", () => {
  it("closes at 5 PM Pacific on 12 January 2024", () => {
    expect(HOUSES_SIGN_UP_CLOSES).toEqual(new Date("2024-01-12T17:00:00-08:00"));
    expect(signUpState(housesSignUp, new Date("2024-01-12T16:59:59-08:00"))).toBe("open");
    expect(signUpState(housesSignUp, new Date("2024-01-12T17:00:00-08:00"))).toBe("closed");
  });

  it("stays closed long after, as in November 2026", () => {
    expect(signUpState(housesSignUp, new Date("2026-11-20T12:00:00-08:00"))).toBe("closed");
  });
});
