import { describe, expect, it } from "vitest";
import { clockTime, meridiem, zonedParts } from "./zoned-parts.ts";

describe("zonedParts", () => {
  it("reads an instant's wall clock in a zone, daylight saving included", () => {
    expect(zonedParts(new Date("2024-05-19T15:00:00Z"), "America/Los_Angeles")).toEqual({
      year: 2024,
      month: 5,
      day: 19,
      hour: 8,
      minute: 0,
      second: 0,
      weekday: 0,
    });
    expect(zonedParts(new Date("2024-01-13T01:00:00Z"), "America/Los_Angeles").hour).toBe(17);
    expect(zonedParts(new Date("2024-05-19T15:00:00Z"), "Asia/Tokyo")).toMatchObject({ day: 20, hour: 0, weekday: 1 });
  });

  it("does not depend on Date subclasses, so a fake clock's Date cannot turn it to the machine zone", () => {
    const NativeDate = globalThis.Date;
    // Like fake-timers: the constructor hands back a plain native date.
    function FakeDate(this: unknown, ...args: [number?]) {
      return args.length === 0 ? new NativeDate(0) : new NativeDate(args[0] as number);
    }
    Object.assign(FakeDate, { now: () => 0, UTC: NativeDate.UTC, parse: NativeDate.parse });
    FakeDate.prototype = NativeDate.prototype;
    globalThis.Date = FakeDate as unknown as DateConstructor;
    try {
      const parts = zonedParts(new NativeDate("2024-05-17T22:30:00Z"), "America/Los_Angeles");
      expect(`${clockTime(parts)} ${meridiem(parts)}`).toBe("3:30 PM");
    } finally {
      globalThis.Date = NativeDate;
    }
  });

  it("writes 12-hour clock times with AM and PM", () => {
    const at = (hour: number, minute: number) => ({
      year: 2024,
      month: 5,
      day: 17,
      hour,
      minute,
      second: 0,
      weekday: 5,
    });
    expect([clockTime(at(0, 5)), meridiem(at(0, 5))]).toEqual(["12:05", "AM"]);
    expect([clockTime(at(12, 0)), meridiem(at(12, 0))]).toEqual(["12:00", "PM"]);
    expect([clockTime(at(23, 59)), meridiem(at(23, 59))]).toEqual(["11:59", "PM"]);
  });
});
