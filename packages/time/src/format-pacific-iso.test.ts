import { describe, expect, it } from "vitest";
import { formatPacificIso } from "./format-pacific-iso.ts";
import { pacific } from "./pacific.ts";

describe("formatPacificIso", () => {
  it.each([
    ["2024-05-17T15:00", "2024-05-17T15:00:00-07:00"],
    ["2024-01-12T17:00", "2024-01-12T17:00:00-08:00"],
    // Either side of the spring-forward and fall-back changes.
    ["2024-03-10T01:59", "2024-03-10T01:59:00-08:00"],
    ["2024-03-10T03:00", "2024-03-10T03:00:00-07:00"],
    ["2024-11-03T00:30", "2024-11-03T00:30:00-07:00"],
    ["2024-11-03T02:30", "2024-11-03T02:30:00-08:00"],
  ])("writes Pacific %s with its offset", (wallClock, expected) => {
    expect(formatPacificIso(pacific(wallClock))).toBe(expected);
  });

  it("names the same instant as the input", () => {
    const instant = new Date("2023-02-25T01:30:00Z");
    expect(new Date(formatPacificIso(instant)).getTime()).toBe(instant.getTime());
  });
});
