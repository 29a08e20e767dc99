import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventProblems } from "./event-problems.ts";

describe("eventProblems", () => {
  it.each([
    [{ title: "Figma 101", time: "10/12/2024 6:00 PM", duration: "90" }],
    [{ title: "Portfolio Review", time: "2024-10-12T18:00", duration: "60" }],
    [{ title: "AMA", time: "2024-10-13T01:00:00Z", duration: 120 }],
    [{ title: "Social", time: "2024-11-03T01:30", duration: "60" }],
  ])("finds nothing wrong with %j", (event) => {
    expect(eventProblems(event)).toEqual([]);
  });

  it("reports a missing time", () => {
    expect(eventProblems({ title: "Social", duration: "60" })).toEqual(['"Social": time is missing']);
    expect(eventProblems({ title: "Social", time: "", duration: "60" })).toEqual(['"Social": time is missing']);
  });

  it("reports a time it cannot read", () => {
    expect(eventProblems({ title: "Social", time: "Oct 12 at 6", duration: "60" })).toEqual([
      '"Social": time "Oct 12 at 6" is not a date and time like "2024-10-12T18:00", "10/12/2024 6:00 PM" or "2024-10-12T18:00:00Z"',
    ]);
    expect(eventProblems({ title: "Social", time: 1728781200000, duration: "60" })).toEqual([
      '"Social": time 1728781200000 is not a date and time like "2024-10-12T18:00", "10/12/2024 6:00 PM" or "2024-10-12T18:00:00Z"',
    ]);
  });

  it("reports a Pacific time skipped by spring-forward", () => {
    expect(eventProblems({ title: "Social", time: "3/10/2024 2:30 AM", duration: "60" })).toEqual([
      '"Social": time "3/10/2024 2:30 AM" does not exist in Pacific time (clocks skip that hour)',
    ]);
  });

  it("reports a time outside the years 2000 to 2100, the year as written", () => {
    for (const time of ["0025-06-01T18:00", "0500-03-01T12:00:00Z", "9999-12-31T23:59:00Z", "0001-01-01T00:00:00Z"]) {
      expect(eventProblems({ title: "Social", time, duration: "60" })).toEqual([
        `"Social": time "${time}" is outside the years 2000 to 2100; the event is not shown`,
      ]);
    }
  });

  it("reports a missing duration", () => {
    expect(eventProblems({ title: "Social", time: "2024-10-12T18:00" })).toEqual([
      '"Social": duration is missing (60 minutes would be assumed)',
    ]);
    expect(eventProblems({ title: "Social", time: "2024-10-12T18:00", duration: "" })).toEqual([
      '"Social": duration is missing (60 minutes would be assumed)',
    ]);
  });

  it("reports an invalid duration", () => {
    expect(eventProblems({ title: "Social", time: "2024-10-12T18:00", duration: "1.5h" })).toEqual([
      '"Social": duration "1.5h" is not a positive whole number of minutes',
    ]);
    expect(eventProblems({ title: "Social", time: "2024-10-12T18:00", duration: 0 })).toEqual([
      '"Social": duration 0 is not a positive whole number of minutes',
    ]);
  });

  it("reports every problem of an event, naming untitled ones", () => {
    expect(eventProblems({ time: "tbd", duration: "-5" })).toEqual([
      'Untitled event: time "tbd" is not a date and time like "2024-10-12T18:00", "10/12/2024 6:00 PM" or "2024-10-12T18:00:00Z"',
      'Untitled event: duration "-5" is not a positive whole number of minutes',
    ]);
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (title, time, duration) => {
        expect(Array.isArray(eventProblems({ title, time, duration }))).toBe(true);
      }),
    );
  });
});
