import { describe, expect, it } from "vitest";
import { eventDate } from "./event-date.ts";

const NOW = new Date("2025-10-15T10:00:00-07:00");

describe("eventDate", () => {
  it("leaves the year off in the current year", () => {
    expect(eventDate(new Date("2025-05-30T16:00:00-07:00"), "America/Los_Angeles", NOW)).toEqual({
      month: "May",
      day: 30,
    });
  });

  it("carries the year of an earlier or later year", () => {
    expect(eventDate(new Date("2024-10-09T18:00:00-07:00"), "America/Los_Angeles", NOW)).toEqual({
      month: "Oct",
      day: 9,
      year: 2024,
    });
    expect(eventDate(new Date("2026-01-08T18:00:00-08:00"), "America/Los_Angeles", NOW)).toEqual({
      month: "Jan",
      day: 8,
      year: 2026,
    });
  });

  it("reads the current year in Pacific time, the date in the visitor's zone", () => {
    // 8 PM on New Year's Eve in Irvine is already 2026 in UTC, but the club's year is still 2025.
    const newYearsEve = new Date("2025-12-31T20:00:00-08:00");
    const event = new Date("2025-12-31T18:00:00-08:00");
    expect(eventDate(event, "America/Los_Angeles", newYearsEve)).toEqual({ month: "Dec", day: 31 });
    // A Tokyo visitor reads that event on Jan 1, 2026, which is not the club's current year.
    expect(eventDate(event, "Asia/Tokyo", newYearsEve)).toEqual({ month: "Jan", day: 1, year: 2026 });
  });

  it("falls back to Pacific time for an unknown zone and gives nothing for an invalid start", () => {
    expect(eventDate(new Date("2025-03-01T01:00:00Z"), "Mars/Olympus", NOW)).toEqual({ month: "Feb", day: 28 });
    expect(eventDate(new Date("nope"), "America/Los_Angeles", NOW)).toBeUndefined();
  });
});
