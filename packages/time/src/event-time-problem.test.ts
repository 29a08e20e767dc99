import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventTimeProblem } from "./event-time-problem.ts";

describe("eventTimeProblem", () => {
  it.each([["2024-10-12T18:00"], ["10/12/2024 6:00 PM"], ["2024-10-13T01:00:00Z"], ["2100-12-31T23:59"]])(
    "finds nothing wrong with %j",
    (time) => {
      expect(eventTimeProblem(time)).toBeNull();
    },
  );

  it("tells a missing, an unreadable and a skipped time apart", () => {
    expect(eventTimeProblem(undefined)).toBe("missing");
    expect(eventTimeProblem("")).toBe("missing");
    expect(eventTimeProblem("Oct 12")).toBe("unreadable");
    expect(eventTimeProblem(1728781200000)).toBe("unreadable");
    expect(eventTimeProblem("2024-02-30T18:00")).toBe("unreadable");
    expect(eventTimeProblem("3/10/2024 2:30 AM")).toBe("skipped");
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
    expect(eventTimeProblem(time)).toBe("outside-years");
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        expect(["missing", "unreadable", "skipped", "outside-years", null]).toContain(eventTimeProblem(value));
      }),
    );
  });
});
