import { describe, expect, it } from "vitest";
import { academicTerm } from "./academic-term.ts";

const label = (iso: string) => academicTerm(new Date(iso))?.label;

describe("academicTerm", () => {
  it("gives each month its quarter", () => {
    expect(label("2026-01-07T17:00:00-08:00")).toBe("Winter 2026");
    expect(label("2026-03-31T23:00:00-07:00")).toBe("Winter 2026");
    expect(label("2026-04-01T00:00:00-07:00")).toBe("Spring 2026");
    expect(label("2026-06-30T23:59:00-07:00")).toBe("Spring 2026");
    expect(label("2026-07-01T00:00:00-07:00")).toBe("Summer 2026");
    expect(label("2026-08-31T23:59:00-07:00")).toBe("Summer 2026");
    expect(label("2026-09-01T00:00:00-07:00")).toBe("Fall 2026");
    expect(label("2025-12-31T23:59:00-08:00")).toBe("Fall 2025");
  });

  it("reads the date in Pacific time, not UTC or the machine's zone", () => {
    // 11 PM on March 31 in Irvine is already April 1 in UTC and in Tokyo.
    expect(academicTerm(new Date("2026-04-01T06:00:00Z"))).toEqual({
      season: "Winter",
      year: 2026,
      label: "Winter 2026",
    });
    // 6 PM on New Year's Eve in Irvine is already the next year in UTC.
    expect(label("2026-01-01T02:00:00Z")).toBe("Fall 2025");
  });

  it("gives nothing for an invalid instant", () => {
    expect(academicTerm(new Date("nope"))).toBeUndefined();
  });
});
