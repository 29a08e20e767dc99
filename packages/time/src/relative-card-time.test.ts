import { describe, expect, it } from "vitest";
import { relativeCardTime } from "./relative-card-time.ts";

const LA = "America/Los_Angeles";
const UTC = "UTC";
const TOKYO = "Asia/Tokyo";
const HONOLULU = "Pacific/Honolulu";

// Wednesday 9 Oct 2024, 6:00-7:00 PM PDT (01:00-02:00 UTC on 10 Oct).
const meeting = { start: new Date("2024-10-09T18:00:00-07:00"), durationMinutes: 60 };

describe("relativeCardTime", () => {
  it.each([
    ["2024-10-09T17:59:00-07:00", "Today"],
    ["2024-10-09T00:00:00-07:00", "Today"],
    ["2024-10-08T23:59:00-07:00", "In 1 day"],
    ["2024-10-07T12:00:00-07:00", "In 2 days"],
    ["2024-10-03T00:00:00-07:00", "In 6 days"],
    ["2024-10-02T23:59:00-07:00", "In 1 week"],
    ["2024-09-26T12:00:00-07:00", "In 1 week"],
    ["2024-09-10T12:00:00-07:00", "In 4 weeks"], // 29 days
    ["2024-09-09T12:00:00-07:00", "In 1 month"], // 30 days
    ["2023-10-11T12:00:00-07:00", "In 12 months"], // 364 days (29 Feb 2024 in between)
    ["2023-10-10T12:00:00-07:00", "In 1 year"], // 365 days
    ["2024-10-09T18:00:00-07:00", "Live now"],
    ["2024-10-09T18:59:00-07:00", "Live now"],
    ["2024-10-09T19:00:00-07:00", "Hours ago"],
    ["2024-10-09T23:59:00-07:00", "Hours ago"],
    ["2024-10-10T00:00:00-07:00", "1 day ago"],
    ["2024-10-15T23:59:00-07:00", "6 days ago"],
    ["2024-10-16T00:00:00-07:00", "1 week ago"],
    ["2024-11-07T12:00:00-08:00", "4 weeks ago"], // 29 days
    ["2024-11-08T00:00:00-08:00", "1 month ago"], // 30 days
    ["2025-02-05T12:00:00-08:00", "3 months ago"], // 119 days
    ["2025-02-06T12:00:00-08:00", "4 months ago"], // 120 days
    ["2025-10-08T23:59:00-07:00", "12 months ago"], // 364 days
    ["2025-10-09T00:00:00-07:00", "1 year ago"], // 365 days
    ["2026-10-09T00:00:00-07:00", "2 years ago"],
  ])("for a Los Angeles visitor at %s: %s", (now, expected) => {
    expect(relativeCardTime(meeting, new Date(now), LA)).toBe(expected);
  });

  it.each([
    // 4:30 PM PDT = 23:30 UTC on 9 Oct; the event is on 10 Oct in UTC and Tokyo
    ["2024-10-09T16:30:00-07:00", LA, "Today"],
    ["2024-10-09T16:30:00-07:00", UTC, "In 1 day"],
    ["2024-10-09T16:30:00-07:00", TOKYO, "Today"],
    ["2024-10-09T16:30:00-07:00", HONOLULU, "Today"],
    // 3 AM PDT on 10 Oct: the next date in LA and Honolulu, the end's date in UTC and Tokyo
    ["2024-10-10T03:00:00-07:00", LA, "1 day ago"],
    ["2024-10-10T03:00:00-07:00", UTC, "Hours ago"],
    ["2024-10-10T03:00:00-07:00", TOKYO, "Hours ago"],
    ["2024-10-10T03:00:00-07:00", HONOLULU, "1 day ago"],
    // 6 and 7 days in UTC
    ["2024-10-16T16:59:00-07:00", UTC, "6 days ago"],
    ["2024-10-16T17:00:00-07:00", UTC, "1 week ago"],
  ])("at %s for a visitor in %s: %s", (now, zone, expected) => {
    expect(relativeCardTime(meeting, new Date(now), zone)).toBe(expected);
  });

  it.each([
    ["2024-03-10T01:30:00-08:00", "2024-03-10T23:59:00-07:00", "Hours ago"],
    ["2024-03-10T01:30:00-08:00", "2024-03-11T00:00:00-07:00", "1 day ago"],
    ["2024-11-03T01:30:00-07:00", "2024-11-03T23:59:00-08:00", "Hours ago"],
    ["2024-11-03T01:30:00-07:00", "2024-11-04T00:00:00-08:00", "1 day ago"],
    ["2024-11-03T23:30:00-08:00", "2024-11-03T00:00:00-07:00", "Today"],
    ["2024-03-10T10:00:00-07:00", "2024-03-09T10:00:00-08:00", "In 1 day"],
  ])("across daylight saving, an event at %s seen at %s in Los Angeles: %s", (start, now, expected) => {
    expect(relativeCardTime({ start: new Date(start), durationMinutes: 60 }, new Date(now), LA)).toBe(expected);
  });

  it("uses 60 minutes for a missing duration", () => {
    expect(relativeCardTime({ start: meeting.start }, new Date("2024-10-09T18:59:00-07:00"), LA)).toBe("Live now");
    expect(relativeCardTime({ start: meeting.start }, new Date("2024-10-09T19:00:00-07:00"), LA)).toBe("Hours ago");
  });

  it("gives an empty phrase for an invalid start", () => {
    expect(relativeCardTime({ start: new Date(Number.NaN) }, new Date("2024-10-09T19:00:00-07:00"), LA)).toBe("");
  });
});
