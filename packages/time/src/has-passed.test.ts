import { describe, expect, it } from "vitest";
import { hasPassed } from "./has-passed.ts";

describe("hasPassed", () => {
  const deadline = new Date("2024-01-12T17:00:00-08:00");

  it.each([
    ["2024-01-11T17:00:00-08:00", false],
    ["2024-01-12T16:59:00-08:00", false],
    ["2024-01-12T16:59:59.999-08:00", false],
    ["2024-01-12T17:00:00-08:00", true],
    ["2024-01-12T17:01:00-08:00", true],
    ["2024-01-13T17:00:00-08:00", true],
  ])("at %s: %s", (now, expected) => {
    expect(hasPassed(deadline, new Date(now))).toBe(expected);
  });

  it("never passes an invalid date", () => {
    expect(hasPassed(new Date(Number.NaN), new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });
});
