import { describe, expect, it } from "vitest";
import { formatPacificIso } from "./format-pacific-iso.ts";

describe("formatPacificIso", () => {
  it.each([
    ["2024-10-13T01:00:00Z", "2024-10-12T18:00:00-07:00"],
    ["2024-12-13T02:00:00Z", "2024-12-12T18:00:00-08:00"],
    // The last second of daylight time and the first of standard time.
    ["2024-11-03T08:59:59Z", "2024-11-03T01:59:59-07:00"],
    ["2024-11-03T09:00:00Z", "2024-11-03T01:00:00-08:00"],
    ["2024-03-10T10:00:00Z", "2024-03-10T03:00:00-07:00"],
  ])("%s reads %s on Pacific clocks", (instant, expected) => {
    expect(formatPacificIso(new Date(instant))).toBe(expected);
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatPacificIso(new Date(Number.NaN))).toBe("");
  });
});
