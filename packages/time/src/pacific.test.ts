import { TZDate } from "@date-fns/tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pacific } from "./pacific.ts";

describe("pacific", () => {
  it.each([
    ["2024-01-12T17:00", "2024-01-13T01:00:00.000Z"],
    ["2024-05-17T17:30", "2024-05-18T00:30:00.000Z"],
    ["2022-01-28T18:30", "2022-01-29T02:30:00.000Z"],
    ["2023-02-24T19:00", "2023-02-25T03:00:00.000Z"],
    ["2022-01-26T23:59:30", "2022-01-27T07:59:30.000Z"],
    // the day before and after each switch, and the switches themselves
    ["2024-03-09T12:00", "2024-03-09T20:00:00.000Z"],
    ["2024-03-10T01:59", "2024-03-10T09:59:00.000Z"],
    ["2024-03-10T02:30", "2024-03-10T10:30:00.000Z"], // skipped: read as 03:30 PDT
    ["2024-03-10T03:00", "2024-03-10T10:00:00.000Z"],
    ["2024-03-11T12:00", "2024-03-11T19:00:00.000Z"],
    ["2024-11-02T12:00", "2024-11-02T19:00:00.000Z"],
    ["2024-11-03T01:30", "2024-11-03T08:30:00.000Z"], // repeated: the PDT reading
    ["2024-11-03T02:00", "2024-11-03T10:00:00.000Z"],
    ["2024-11-04T12:00", "2024-11-04T20:00:00.000Z"],
  ])("reads %s as %s", (wallClock, expected) => {
    expect(pacific(wallClock).toISOString()).toBe(expected);
  });

  it.each([
    ["2024-01-12"],
    ["2024-01-12T17:00Z"],
    ["2024-01-12T17:00:00-08:00"],
    ["2024-02-30T10:00"],
    ["2024-01-12T25:00"],
    ["1/12/2024 5:00 PM"],
    [""],
  ])("throws for %j", (wallClock) => {
    expect(() => pacific(wallClock)).toThrow(RangeError);
  });

  it("reads every Pacific wall clock back to its instant (or the first of a repeated hour)", () => {
    const pad = (n: number) => String(n).padStart(2, "0");
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const instant = Math.floor(ms / 60_000) * 60_000;
        const z = new TZDate(instant, "America/Los_Angeles");
        const wallClock = `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}T${pad(z.getHours())}:${pad(z.getMinutes())}`;
        const read = pacific(wallClock).getTime();
        expect([instant, instant - 3_600_000]).toContain(read);
      }),
      { numRuns: 500 },
    );
  });
});
