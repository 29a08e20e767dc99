import { describe, expect, it } from "vitest";
import { relativeEventTime } from "./relative-event-time.ts";

const LA = "America/Los_Angeles";
const UTC = "UTC";
const TOKYO = "Asia/Tokyo";
const HONOLULU = "Pacific/Honolulu";

// Wednesday 9 Oct 2024, 6:00-7:00 PM PDT (= 01:00-02:00 UTC and 10:00-11:00 Tokyo on 10 Oct,
// 3:00-4:00 PM Honolulu on 9 Oct).
const meeting = { start: new Date("2024-10-09T18:00:00-07:00"), durationMinutes: 60 };

describe("relativeEventTime before the start", () => {
  it.each([
    ["2024-10-09T17:01:00-07:00", "in 59 minutes"],
    ["2024-10-09T17:00:30-07:00", "in 59 minutes"],
    ["2024-10-09T17:00:00-07:00", "Today"],
    ["2024-10-09T17:30:00-07:00", "in 30 minutes"],
    ["2024-10-09T17:58:00-07:00", "in 2 minutes"],
    ["2024-10-09T17:59:00-07:00", "in 1 minute"],
    ["2024-10-09T17:59:59-07:00", "in 1 minute"],
    ["2024-10-09T00:00:00-07:00", "Today"],
    ["2024-10-08T23:59:00-07:00", "In 1 day"],
    ["2024-10-08T00:00:00-07:00", "In 1 day"],
    ["2024-10-07T23:59:00-07:00", "In 2 days"],
    ["2024-10-03T12:00:00-07:00", "In 6 days"],
    ["2024-10-02T00:00:00-07:00", "In 7 days"],
    ["2024-10-01T23:59:00-07:00", "In 1 week"],
    ["2024-09-26T12:00:00-07:00", "In 1 week"],
    ["2024-09-25T12:00:00-07:00", "In 2 weeks"],
    ["2024-09-09T12:00:00-07:00", "In 4 weeks"],
    ["2023-10-09T12:00:00-07:00", "In 52 weeks"],
  ])("for a Los Angeles visitor at %s: %s", (now, expected) => {
    expect(relativeEventTime(meeting, new Date(now), LA)).toBe(expected);
  });

  it.each([
    // 16:30 PDT = 23:30 UTC on 9 Oct, the event is 01:00 UTC on 10 Oct: another UTC date
    ["2024-10-09T16:30:00-07:00", LA, "Today"],
    ["2024-10-09T16:30:00-07:00", UTC, "In 1 day"],
    ["2024-10-09T16:30:00-07:00", TOKYO, "Today"],
    ["2024-10-09T16:30:00-07:00", HONOLULU, "Today"],
    // 61 minutes before: "Today" where the date is shared, "In 1 day" for UTC
    ["2024-10-09T16:59:00-07:00", LA, "Today"],
    ["2024-10-09T16:59:00-07:00", UTC, "In 1 day"],
    ["2024-10-09T16:59:00-07:00", TOKYO, "Today"],
    ["2024-10-09T16:59:00-07:00", HONOLULU, "Today"],
    // 60 minutes before (midnight UTC): the same date everywhere, not yet "in N minutes"
    ["2024-10-09T17:00:00-07:00", UTC, "Today"],
    ["2024-10-09T17:00:00-07:00", TOKYO, "Today"],
    ["2024-10-09T17:00:00-07:00", HONOLULU, "Today"],
    // 59 minutes before
    ["2024-10-09T17:01:00-07:00", UTC, "in 59 minutes"],
    ["2024-10-09T17:01:00-07:00", TOKYO, "in 59 minutes"],
    ["2024-10-09T17:01:00-07:00", HONOLULU, "in 59 minutes"],
    // 8 AM PDT on 9 Oct is 5 AM Honolulu on 9 Oct and midnight Tokyo on 10 Oct
    ["2024-10-09T08:00:00-07:00", TOKYO, "Today"],
    ["2024-10-09T07:59:00-07:00", TOKYO, "In 1 day"],
    ["2024-10-09T07:59:00-07:00", HONOLULU, "Today"],
    // Honolulu's 9 Oct begins at 3 AM PDT
    ["2024-10-09T02:59:00-07:00", HONOLULU, "In 1 day"],
    ["2024-10-09T03:00:00-07:00", HONOLULU, "Today"],
    // 7 and 8 calendar days ahead in Tokyo (the event is on 10 Oct there)
    ["2024-10-02T08:00:00-07:00", TOKYO, "In 7 days"],
    ["2024-10-02T07:59:00-07:00", TOKYO, "In 1 week"],
  ])("at %s for a visitor in %s: %s", (now, zone, expected) => {
    expect(relativeEventTime(meeting, new Date(now), zone)).toBe(expected);
  });

  it("says 'In 1 day', not minutes, when under an hour away but past midnight", () => {
    const lateNight = { start: new Date("2024-10-10T00:15:00-07:00"), durationMinutes: 60 };
    expect(relativeEventTime(lateNight, new Date("2024-10-09T23:30:00-07:00"), LA)).toBe("In 1 day");
    expect(relativeEventTime(lateNight, new Date("2024-10-10T00:00:00-07:00"), LA)).toBe("in 15 minutes");
  });

  it.each([
    // spring-forward: 9 Mar 10 AM PST to 10 Mar 10 AM PDT is 23 hours but one calendar day
    ["2024-03-10T10:00:00-07:00", "2024-03-09T10:00:00-08:00", "In 1 day"],
    ["2024-03-10T10:00:00-07:00", "2024-03-03T00:00:00-08:00", "In 7 days"],
    ["2024-03-10T10:00:00-07:00", "2024-03-02T23:59:00-08:00", "In 1 week"],
    // 10 March is 23 hours long: midnight PST to 11:30 PM PDT is the same date
    ["2024-03-10T23:30:00-07:00", "2024-03-10T00:00:00-08:00", "Today"],
    ["2024-03-11T00:30:00-07:00", "2024-03-10T23:59:00-07:00", "In 1 day"],
    // 3 November is 25 hours long: midnight PDT to 11:30 PM PST is the same date
    ["2024-11-03T23:30:00-08:00", "2024-11-03T00:00:00-07:00", "Today"],
    ["2024-11-03T01:30:00-08:00", "2024-11-03T01:30:00-07:00", "Today"],
    ["2024-11-03T01:30:00-08:00", "2024-11-03T00:31:00-08:00", "in 59 minutes"],
    ["2024-11-04T10:00:00-08:00", "2024-11-03T10:00:00-08:00", "In 1 day"],
  ])("across daylight saving, an event at %s seen at %s in Los Angeles: %s", (start, now, expected) => {
    expect(relativeEventTime({ start: new Date(start), durationMinutes: 60 }, new Date(now), LA)).toBe(expected);
  });
});

describe("relativeEventTime while the event runs", () => {
  it.each([
    ["2024-10-09T18:00:00-07:00", LA],
    ["2024-10-09T18:30:00-07:00", UTC],
    ["2024-10-09T18:59:00-07:00", TOKYO],
    ["2024-10-09T18:59:59-07:00", HONOLULU],
  ])("at %s in %s: Live now", (now, zone) => {
    expect(relativeEventTime(meeting, new Date(now), zone)).toBe("Live now");
  });

  it("is live for 60 minutes when the duration is missing", () => {
    const noDuration = { start: meeting.start };
    expect(relativeEventTime(noDuration, new Date("2024-10-09T18:59:00-07:00"), LA)).toBe("Live now");
    expect(relativeEventTime(noDuration, new Date("2024-10-09T19:00:00-07:00"), LA)).toBe("Ended moments ago");
  });
});

describe("relativeEventTime after the end (7:00 PM PDT, 9 Oct 2024)", () => {
  it.each([
    ["2024-10-09T19:00:00-07:00", "Ended moments ago"],
    ["2024-10-09T20:39:00-07:00", "Ended moments ago"],
    ["2024-10-09T20:39:59-07:00", "Ended moments ago"],
    ["2024-10-09T20:40:00-07:00", "1 hour ago"],
    ["2024-10-09T20:59:00-07:00", "1 hour ago"],
    ["2024-10-09T21:00:00-07:00", "2 hours ago"],
    ["2024-10-09T23:59:00-07:00", "4 hours ago"],
    ["2024-10-10T00:00:00-07:00", "1 day ago"],
    ["2024-10-10T23:59:00-07:00", "1 day ago"],
    ["2024-10-11T00:00:00-07:00", "2 days ago"],
    ["2024-10-15T23:59:00-07:00", "6 days ago"],
    ["2024-10-16T00:00:00-07:00", "1 week ago"],
    ["2024-10-22T12:00:00-07:00", "1 week ago"],
    ["2024-10-23T12:00:00-07:00", "2 weeks ago"],
    ["2024-11-07T12:00:00-08:00", "4 weeks ago"], // 29 days, after fall-back
    ["2024-11-08T00:00:00-08:00", "1 month ago"], // 30 days
    ["2024-12-07T12:00:00-08:00", "1 month ago"], // 59 days
    ["2024-12-08T12:00:00-08:00", "2 months ago"], // 60 days
    ["2025-02-05T23:59:00-08:00", "3 months ago"], // 119 days
    ["2025-02-06T00:00:00-08:00", "Several months ago"], // 120 days
    ["2025-10-08T23:59:00-07:00", "Several months ago"], // 364 days
    ["2025-10-09T00:00:00-07:00", "Over a year ago"], // 365 days
    ["2029-01-01T00:00:00-08:00", "Over a year ago"],
  ])("for a Los Angeles visitor at %s: %s", (now, expected) => {
    expect(relativeEventTime(meeting, new Date(now), LA)).toBe(expected);
  });

  it.each([
    // 11 PM PDT: 4 hours after the end, still the end's date everywhere
    ["2024-10-09T23:00:00-07:00", LA, "4 hours ago"],
    ["2024-10-09T23:00:00-07:00", UTC, "4 hours ago"],
    ["2024-10-09T23:00:00-07:00", TOKYO, "4 hours ago"],
    ["2024-10-09T23:00:00-07:00", HONOLULU, "4 hours ago"],
    // 3 AM PDT on 10 Oct: the next date in LA and Honolulu, the same date in UTC and Tokyo
    ["2024-10-10T03:00:00-07:00", LA, "1 day ago"],
    ["2024-10-10T03:00:00-07:00", UTC, "8 hours ago"],
    ["2024-10-10T03:00:00-07:00", TOKYO, "8 hours ago"],
    ["2024-10-10T03:00:00-07:00", HONOLULU, "1 day ago"],
    // 4:59 PM PDT on 16 Oct is 23:59 UTC: 6 UTC dates after the end, 7 elsewhere
    ["2024-10-16T16:59:00-07:00", LA, "1 week ago"],
    ["2024-10-16T16:59:00-07:00", UTC, "6 days ago"],
    ["2024-10-16T16:59:00-07:00", TOKYO, "1 week ago"],
    ["2024-10-16T16:59:00-07:00", HONOLULU, "1 week ago"],
    // 29 and 30 days in Tokyo (the end is on 10 Oct there)
    ["2024-11-08T06:59:00-08:00", TOKYO, "4 weeks ago"],
    ["2024-11-08T07:00:00-08:00", TOKYO, "1 month ago"],
    // 364 and 365 days in Honolulu (the end is on 9 Oct there, 4 PM)
    ["2025-10-09T02:59:00-07:00", HONOLULU, "Several months ago"],
    ["2025-10-09T03:00:00-07:00", HONOLULU, "Over a year ago"],
    // 119 and 120 days in UTC (the end is on 10 Oct there)
    ["2025-02-06T15:59:00-08:00", UTC, "3 months ago"],
    ["2025-02-06T16:00:00-08:00", UTC, "Several months ago"],
  ])("at %s for a visitor in %s: %s", (now, zone, expected) => {
    expect(relativeEventTime(meeting, new Date(now), zone)).toBe(expected);
  });

  it("counts from the end, not the start, of a long event", () => {
    const long = { start: new Date("2024-10-09T12:00:00-07:00"), durationMinutes: 300 };
    expect(relativeEventTime(long, new Date("2024-10-09T18:39:00-07:00"), LA)).toBe("Ended moments ago");
    expect(relativeEventTime(long, new Date("2024-10-09T18:40:00-07:00"), LA)).toBe("1 hour ago");
  });

  it("says 'Ended moments ago' across midnight, then '1 day ago'", () => {
    const late = { start: new Date("2024-10-09T22:00:00-07:00"), durationMinutes: 60 };
    expect(relativeEventTime(late, new Date("2024-10-10T00:39:00-07:00"), LA)).toBe("Ended moments ago");
    expect(relativeEventTime(late, new Date("2024-10-10T00:40:00-07:00"), LA)).toBe("1 day ago");
  });

  it.each([
    // spring-forward: ends 02:30 PST = 03:30 PDT; 100 minutes later is 05:10 PDT
    ["2024-03-10T01:30:00-08:00", "2024-03-10T05:09:00-07:00", "Ended moments ago"],
    ["2024-03-10T01:30:00-08:00", "2024-03-10T05:10:00-07:00", "1 hour ago"],
    ["2024-03-10T01:30:00-08:00", "2024-03-10T23:59:00-07:00", "20 hours ago"],
    ["2024-03-10T01:30:00-08:00", "2024-03-11T00:00:00-07:00", "1 day ago"],
    ["2024-03-03T12:00:00-08:00", "2024-03-09T23:59:00-08:00", "6 days ago"],
    ["2024-03-03T12:00:00-08:00", "2024-03-10T00:00:00-08:00", "1 week ago"],
    // fall-back: ends 02:30 PDT = 01:30 PST; 100 minutes later is 03:10 PST
    ["2024-11-03T01:30:00-07:00", "2024-11-03T03:09:00-08:00", "Ended moments ago"],
    ["2024-11-03T01:30:00-07:00", "2024-11-03T03:10:00-08:00", "1 hour ago"],
    ["2024-11-03T01:30:00-07:00", "2024-11-03T23:59:00-08:00", "22 hours ago"],
    ["2024-11-03T01:30:00-07:00", "2024-11-04T00:00:00-08:00", "1 day ago"],
    ["2024-10-27T12:00:00-07:00", "2024-11-02T23:59:00-07:00", "6 days ago"],
    ["2024-10-27T12:00:00-07:00", "2024-11-03T00:00:00-07:00", "1 week ago"],
  ])("across daylight saving, an event from %s seen at %s in Los Angeles: %s", (start, now, expected) => {
    expect(relativeEventTime({ start: new Date(start), durationMinutes: 60 }, new Date(now), LA)).toBe(expected);
  });
});

describe("relativeEventTime edge cases", () => {
  it("falls back to Pacific time for an unknown zone", () => {
    const now = new Date("2024-10-10T03:00:00-07:00");
    expect(relativeEventTime(meeting, now, "Not/AZone")).toBe(relativeEventTime(meeting, now, LA));
    expect(relativeEventTime(meeting, now, "")).toBe("1 day ago");
  });

  it("gives an empty phrase for an invalid start", () => {
    const broken = { start: new Date(Number.NaN), durationMinutes: 60 };
    expect(relativeEventTime(broken, new Date("2024-10-10T03:00:00-07:00"), LA)).toBe("");
  });
});
