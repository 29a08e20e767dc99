import { describe, expect, it } from "vitest";
import { sameOffsetAsPacific } from "./same-offset-as-pacific.ts";

const summer = new Date("2024-05-17T17:30:00-07:00");
const winter = new Date("2024-01-12T17:00:00-08:00");

describe("sameOffsetAsPacific", () => {
  it.each([
    ["America/Los_Angeles", summer, true],
    ["America/Los_Angeles", winter, true],
    ["America/Tijuana", summer, true],
    ["America/Vancouver", winter, true],
    ["America/Phoenix", summer, true],
    ["America/Phoenix", winter, false],
    ["UTC", summer, false],
    ["Asia/Tokyo", summer, false],
    ["Pacific/Honolulu", summer, false],
    ["Pacific/Honolulu", winter, false],
    ["-07:00", summer, true],
    ["-08:00", winter, true],
    ["Not/AZone", summer, false],
    ["", summer, false],
  ] as const)("%s at %s: %s", (zone, instant, expected) => {
    expect(sameOffsetAsPacific(zone, instant)).toBe(expected);
  });

  it.each([
    // Phoenix stays on UTC-7: it matches Pacific from spring-forward until fall-back
    ["2024-03-10T01:59:59-08:00", false],
    ["2024-03-10T03:00:00-07:00", true],
    ["2024-11-03T01:59:59-07:00", true],
    ["2024-11-03T01:00:00-08:00", false],
  ])("Phoenix at %s: %s", (instant, expected) => {
    expect(sameOffsetAsPacific("America/Phoenix", new Date(instant))).toBe(expected);
  });
});
