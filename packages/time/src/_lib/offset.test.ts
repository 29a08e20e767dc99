import { tzOffset } from "@date-fns/tz/tzOffset";
import { describe, expect, it } from "vitest";
import { DEVICE_TIME_ZONE } from "../constants.ts";
import { offsetMinutes } from "./offset.ts";

const HOUR_MS = 3_600_000;

describe("offsetMinutes", () => {
  it("changes at the very minute Pacific clocks spring forward, asked again and again", () => {
    const before = new Date("2024-03-10T09:59:00Z"); // 01:59 PST
    const after = new Date("2024-03-10T10:00:00Z"); // 03:00 PDT
    for (let round = 0; round < 2; round++) {
      expect(offsetMinutes("America/Los_Angeles", before)).toBe(-480);
      expect(offsetMinutes("America/Los_Angeles", after)).toBe(-420);
    }
  });

  it("keeps zones apart at the same minute", () => {
    const instant = new Date("2024-07-01T12:00:00Z");
    expect(offsetMinutes("America/Los_Angeles", instant)).toBe(-420);
    expect(offsetMinutes("Asia/Kathmandu", instant)).toBe(345);
  });

  it("is NaN for a zone the runtime does not know, every time", () => {
    expect(offsetMinutes("Mars/Olympus_Mons", new Date(0))).toBeNaN();
    expect(offsetMinutes("Mars/Olympus_Mons", new Date(0))).toBeNaN();
  });

  it("gives Pacific time the offsets of the runtime's zone data, at every change and every day from 2000 to 2100", () => {
    const misses: string[] = [];
    const check = (ms: number) => {
      const instant = new Date(ms);
      if (offsetMinutes("America/Los_Angeles", instant) !== tzOffset("America/Los_Angeles", instant)) {
        misses.push(instant.toISOString());
      }
    };
    let previous = tzOffset("America/Los_Angeles", new Date(Date.UTC(2000, 0, 1)));
    for (let ms = Date.UTC(2000, 0, 1, 9, 30); ms < Date.UTC(2101, 0, 1); ms += 24 * HOUR_MS) {
      check(ms);
      const offset = tzOffset("America/Los_Angeles", new Date(ms));
      if (offset !== previous) {
        // The change happened in the last day: check each minute around the hour it happened in.
        for (let hour = ms - 24 * HOUR_MS; hour < ms; hour += HOUR_MS) {
          for (let minute = -1; minute <= 1; minute++) check(hour + minute * 60_000);
        }
      }
      previous = offset;
    }
    expect(misses).toEqual([]);
  });

  it("reads the device's zone from the JavaScript clock", () => {
    const summer = new Date("2024-07-01T12:00:00Z");
    const byZone: Record<string, number> = { UTC: 0, "Asia/Tokyo": 540 };
    const expected = byZone[Intl.DateTimeFormat().resolvedOptions().timeZone];
    expect(expected, "the tests run with TZ set to UTC or Asia/Tokyo").toBeDefined();
    expect(offsetMinutes(DEVICE_TIME_ZONE, summer)).toBe(expected);
    expect(offsetMinutes(DEVICE_TIME_ZONE, new Date(Number.NaN))).toBeNaN();
  });
});
