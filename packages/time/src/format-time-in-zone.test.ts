import { describe, expect, it } from "vitest";
import { formatTimeInZone } from "./format-time-in-zone.ts";

describe("formatTimeInZone", () => {
  it.each([
    ["2024-05-17T18:00:00-07:00", "America/Los_Angeles", "6:00 PM"],
    ["2024-05-17T18:00:00-07:00", "UTC", "1:00 AM"],
    ["2024-05-17T18:00:00-07:00", "Asia/Tokyo", "10:00 AM"],
    ["2024-05-17T18:00:00-07:00", "Pacific/Honolulu", "3:00 PM"],
    ["2024-05-17T16:30:00-07:00", "America/New_York", "7:30 PM"],
    ["2024-05-17T12:00:00-07:00", "America/Los_Angeles", "12:00 PM"],
    ["2024-05-17T00:05:00-07:00", "America/Los_Angeles", "12:05 AM"],
    // spring-forward and fall-back in Pacific time; Honolulu and Tokyo have no daylight saving
    ["2024-03-10T01:59:00-08:00", "America/Los_Angeles", "1:59 AM"],
    ["2024-03-10T03:00:00-07:00", "America/Los_Angeles", "3:00 AM"],
    ["2024-03-10T03:00:00-07:00", "Pacific/Honolulu", "12:00 AM"],
    ["2024-11-03T01:30:00-07:00", "America/Los_Angeles", "1:30 AM"],
    ["2024-11-03T01:30:00-08:00", "America/Los_Angeles", "1:30 AM"],
    ["2024-11-03T01:30:00-08:00", "Asia/Tokyo", "6:30 PM"],
  ])("shows %s in %s as %s", (instant, zone, expected) => {
    expect(formatTimeInZone(new Date(instant), zone)).toBe(expected);
  });

  it("falls back to Pacific time for an unknown zone", () => {
    expect(formatTimeInZone(new Date("2024-05-17T18:00:00-07:00"), "nowhere")).toBe("6:00 PM");
  });
});
