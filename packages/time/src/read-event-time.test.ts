import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readEventTime } from "./read-event-time.ts";

describe("readEventTime: the start", () => {
  it.each([
    // ISO local date-time: Pacific wall clock
    ["2024-10-12T18:00", "2024-10-13T01:00:00.000Z"],
    ["2024-10-12T18:00:00", "2024-10-13T01:00:00.000Z"],
    ["2024-10-12T18:00:30.5", "2024-10-13T01:00:30.500Z"],
    ["2024-10-12 18:00", "2024-10-13T01:00:00.000Z"],
    ["  2024-10-12T18:00  ", "2024-10-13T01:00:00.000Z"],
    ["2024-12-12T18:00", "2024-12-13T02:00:00.000Z"],
    ["2024-02-29T09:00", "2024-02-29T17:00:00.000Z"],
    // month/day/year with a 12-hour time: Pacific wall clock
    ["10/12/2024 6:00 PM", "2024-10-13T01:00:00.000Z"],
    ["10/12/2024 6:00PM", "2024-10-13T01:00:00.000Z"],
    ["10/12/2024 6 PM", "2024-10-13T01:00:00.000Z"],
    ["10/12/2024 6PM", "2024-10-13T01:00:00.000Z"],
    ["10/12/2024, 6:00 pm", "2024-10-13T01:00:00.000Z"],
    ["10/12/2024 6:00 p.m.", "2024-10-13T01:00:00.000Z"],
    ["10/12/2024 06:00:00 PM", "2024-10-13T01:00:00.000Z"],
    ["1/5/2024 12:00 AM", "2024-01-05T08:00:00.000Z"],
    ["1/5/2024 12:30 PM", "2024-01-05T20:30:00.000Z"],
    ["1/5/2024 11:59 PM", "2024-01-06T07:59:00.000Z"],
    ["12/31/2024 11:00 AM", "2024-12-31T19:00:00.000Z"],
    // instants from the content service
    ["2024-10-12T18:00:00Z", "2024-10-12T18:00:00.000Z"],
    ["2024-10-12T18:00:00.000Z", "2024-10-12T18:00:00.000Z"],
    ["2024-10-12T18:00:00z", "2024-10-12T18:00:00.000Z"],
    ["2024-10-12T18:00:00-07:00", "2024-10-13T01:00:00.000Z"],
    ["2024-10-12T18:00:00+09:00", "2024-10-12T09:00:00.000Z"],
    ["2024-10-12T18:00+0900", "2024-10-12T09:00:00.000Z"],
  ])("reads %j as %s", (input, expected) => {
    expect(readEventTime(input).start?.toISOString()).toBe(expected);
  });

  it.each([
    // the day before, the last minute before, and the day after spring-forward (2024-03-10)
    ["2024-03-09T18:00", "2024-03-10T02:00:00.000Z"],
    ["2024-03-10T01:59", "2024-03-10T09:59:00.000Z"],
    ["2024-03-10T03:00", "2024-03-10T10:00:00.000Z"],
    ["2024-03-10T18:00", "2024-03-11T01:00:00.000Z"],
    ["3/11/2024 6:00 PM", "2024-03-12T01:00:00.000Z"],
    // a reading skipped by spring-forward is taken one hour later (03:30 PDT)
    ["2024-03-10T02:30", "2024-03-10T10:30:00.000Z"],
    // the day before, the repeated hour, and the day after fall-back (2024-11-03)
    ["2024-11-02T18:00", "2024-11-03T01:00:00.000Z"],
    ["2024-11-03T00:59", "2024-11-03T07:59:00.000Z"],
    ["2024-11-03T01:30", "2024-11-03T08:30:00.000Z"], // first occurrence, PDT
    ["2024-11-03T02:00", "2024-11-03T10:00:00.000Z"],
    ["11/4/2024 6:00 PM", "2024-11-05T02:00:00.000Z"],
  ])("applies daylight saving to %j → %s", (input, expected) => {
    expect(readEventTime(input).start?.toISOString()).toBe(expected);
  });

  it.each([
    [""],
    ["   "],
    ["next Friday"],
    ["2024-10-12"],
    ["2024-10-12T18"],
    ["2024-13-01T10:00"],
    ["2024-02-30T10:00"],
    ["2023-02-29T10:00"],
    ["2024-10-12T24:00"],
    ["2024-10-12T18:60"],
    ["2024-10-12T18:00:00+25:00"],
    ["13/12/2024 6:00 PM"],
    ["2/30/2024 6:00 PM"],
    ["10/12/2024 13:00 PM"],
    ["10/12/2024 0:30 AM"],
    ["10/12/2024 18:00"],
    ["10/12/24 6:00 PM"],
    ["Oct 12 2024 6:00 PM"],
  ])("gives null for %j", (input) => {
    expect(readEventTime(input).start).toBeNull();
  });

  it.each([[42], [null], [undefined], [{}], [["2024-10-12T18:00"]], [new Date(Number.NaN)]])(
    "gives null for the non-string %j",
    (input) => {
      expect(readEventTime(input).start).toBeNull();
    },
  );

  it("returns a valid Date unchanged", () => {
    const instant = new Date("2024-10-12T18:00:00Z");
    expect(readEventTime(instant).start).toBe(instant);
  });

  it.each([
    ["0001-01-01T00:00:00Z"],
    ["0025-06-01T18:00"],
    ["6/1/0025 6:00 PM"],
    ["0500-03-01T12:00:00Z"],
    ["9999-12-31T23:59:59Z"],
    ["9999-12-31T23:59:59-12:00"],
  ])("gives null for %j, outside the years 2000 to 2100 (never 1901 or 1925 instead)", (time) => {
    expect(readEventTime(time).start).toBeNull();
  });

  it("gives null for a Date outside the years 2000 to 2100", () => {
    expect(readEventTime(new Date("+010000-01-01T00:00:00Z")).start).toBeNull();
    expect(readEventTime(new Date("1925-06-01T00:00:00Z")).start).toBeNull();
  });

  it("never throws and gives null or a valid date", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        const result = readEventTime(value).start;
        expect(result === null || !Number.isNaN(result.getTime())).toBe(true);
      }),
    );
  });

  it("reads both bundled formats of the same wall clock as the same instant", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (day, hour, minute) => {
          const y = day.getUTCFullYear();
          const mo = day.getUTCMonth() + 1;
          const d = day.getUTCDate();
          const pad = (n: number) => String(n).padStart(2, "0");
          const iso = `${y}-${pad(mo)}-${pad(d)}T${pad(hour)}:${pad(minute)}`;
          const us = `${mo}/${d}/${y} ${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
          expect(readEventTime(us).start?.getTime()).toBe(readEventTime(iso).start?.getTime());
        },
      ),
    );
  });
});

describe("readEventTime: the problem", () => {
  it.each([["2024-10-12T18:00"], ["10/12/2024 6:00 PM"], ["2024-10-13T01:00:00Z"], ["2100-12-31T23:59"]])(
    "finds nothing wrong with %j",
    (time) => {
      expect(readEventTime(time).problem).toBeNull();
    },
  );

  it("tells a missing, an unreadable and a skipped time apart", () => {
    expect(readEventTime(undefined).problem).toBe("missing");
    expect(readEventTime("").problem).toBe("missing");
    expect(readEventTime("Oct 12").problem).toBe("unreadable");
    expect(readEventTime(1728781200000).problem).toBe("unreadable");
    expect(readEventTime("2024-02-30T18:00").problem).toBe("unreadable");
    expect(readEventTime("3/10/2024 2:30 AM").problem).toBe("skipped");
  });

  it("starts a skipped time one hour later and still names the problem, in one reading", () => {
    expect(readEventTime("3/10/2024 2:30 AM")).toEqual({
      start: new Date("2024-03-10T10:30:00.000Z"),
      problem: "skipped",
    });
  });

  it.each([
    ["0001-01-01T00:00:00Z"],
    ["0025-06-01T18:00"],
    ["6/1/0025 6:00 PM"],
    ["0500-03-01T12:00:00-08:00"],
    ["1999-12-31T23:59"],
    ["2101-01-01T00:00"],
    ["9999-12-31T23:59:59Z"],
    ["9999-12-31T23:59:59-12:00"],
  ])("refuses %j, outside the years 2000 to 2100", (time) => {
    expect(readEventTime(time).problem).toBe("outside-years");
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        expect(["missing", "unreadable", "skipped", "outside-years", null]).toContain(readEventTime(value).problem);
      }),
    );
  });
});
