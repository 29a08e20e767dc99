import { describe, expect, it } from "vitest";
import { DEVICE_TIME_ZONE } from "./constants.ts";
import { formatEventTime } from "./format-event-time.ts";

describe("formatEventTime", () => {
  it.each([
    ["2024-10-09T18:00:00-07:00", "America/Los_Angeles", "Wednesday, Oct 9 at 6:00 PM your time"],
    ["2024-10-09T18:00:00-07:00", "UTC", "Thursday, Oct 10 at 1:00 AM your time"],
    ["2024-10-09T18:00:00-07:00", "Asia/Tokyo", "Thursday, Oct 10 at 10:00 AM your time"],
    ["2024-10-09T18:00:00-07:00", "Pacific/Honolulu", "Wednesday, Oct 9 at 3:00 PM your time"],
    ["2024-01-12T12:05:00-08:00", "America/Los_Angeles", "Friday, Jan 12 at 12:05 PM your time"],
    ["2024-01-12T00:30:00-08:00", "America/Los_Angeles", "Friday, Jan 12 at 12:30 AM your time"],
    ["2024-01-12T00:30:00-08:00", "UTC", "Friday, Jan 12 at 8:30 AM your time"],
  ])("shows %s in %s as %j", (start, zone, expected) => {
    expect(formatEventTime(new Date(start), zone)).toBe(expected);
  });

  it.each([
    // the same 6 PM Pacific event, the day before, on and after each switch
    ["2024-03-09T18:00:00-08:00", "America/Los_Angeles", "Saturday, Mar 9 at 6:00 PM your time"],
    ["2024-03-09T18:00:00-08:00", "UTC", "Sunday, Mar 10 at 2:00 AM your time"],
    ["2024-03-11T18:00:00-07:00", "America/Los_Angeles", "Monday, Mar 11 at 6:00 PM your time"],
    ["2024-03-11T18:00:00-07:00", "UTC", "Tuesday, Mar 12 at 1:00 AM your time"],
    ["2024-03-11T18:00:00-07:00", "Pacific/Honolulu", "Monday, Mar 11 at 3:00 PM your time"],
    ["2024-03-09T18:00:00-08:00", "Pacific/Honolulu", "Saturday, Mar 9 at 4:00 PM your time"],
    ["2024-11-03T01:30:00-07:00", "America/Los_Angeles", "Sunday, Nov 3 at 1:30 AM your time"],
    ["2024-11-03T01:30:00-08:00", "America/Los_Angeles", "Sunday, Nov 3 at 1:30 AM your time"],
    ["2024-11-03T01:30:00-08:00", "Asia/Tokyo", "Sunday, Nov 3 at 6:30 PM your time"],
    ["2024-11-02T18:00:00-07:00", "Asia/Tokyo", "Sunday, Nov 3 at 10:00 AM your time"],
    ["2024-11-04T18:00:00-08:00", "Asia/Tokyo", "Tuesday, Nov 5 at 11:00 AM your time"],
  ])("across daylight saving, shows %s in %s as %j", (start, zone, expected) => {
    expect(formatEventTime(new Date(start), zone)).toBe(expected);
  });

  it("falls back to Pacific time for an unknown zone", () => {
    expect(formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "Mars/Olympus")).toBe(
      "Wednesday, Oct 9 at 6:00 PM your time",
    );
  });

  it("adds the year when the event is not in the current year at now, Pacific time", () => {
    const now = new Date("2025-10-15T10:00:00-07:00");
    expect(formatEventTime(new Date("2025-05-30T16:00:00-07:00"), "America/Los_Angeles", now)).toBe(
      "Friday, May 30 at 4:00 PM your time",
    );
    expect(formatEventTime(new Date("2024-10-09T18:00:00-07:00"), "America/Los_Angeles", now)).toBe(
      "Wednesday, Oct 9, 2024 at 6:00 PM your time",
    );
    expect(formatEventTime(new Date("2026-01-08T18:00:00-08:00"), "America/Los_Angeles", now)).toBe(
      "Thursday, Jan 8, 2026 at 6:00 PM your time",
    );
    // New Year's Eve evening in Irvine: still 2025 for the club, already Jan 1, 2026 in Tokyo.
    const newYearsEve = new Date("2025-12-31T20:00:00-08:00");
    expect(formatEventTime(new Date("2025-12-31T18:00:00-08:00"), "Asia/Tokyo", newYearsEve)).toBe(
      "Thursday, Jan 1, 2026 at 11:00 AM your time",
    );
  });

  it("reads the device's own clock when asked for the device's zone", () => {
    const byZone: Record<string, string> = {
      UTC: "Thursday, Oct 10 at 1:00 AM your time",
      "Asia/Tokyo": "Thursday, Oct 10 at 10:00 AM your time",
    };
    const expected = byZone[Intl.DateTimeFormat().resolvedOptions().timeZone];
    expect(expected, "the tests run with TZ set to UTC or Asia/Tokyo").toBeDefined();
    expect(formatEventTime(new Date("2024-10-09T18:00:00-07:00"), DEVICE_TIME_ZONE)).toBe(expected);
  });
});
