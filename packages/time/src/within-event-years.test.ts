import { describe, expect, it } from "vitest";
import { pacific } from "./pacific.ts";
import { withinEventYears } from "./within-event-years.ts";

describe("withinEventYears", () => {
  it("takes the first and last minute of 2000 to 2100 on Pacific clocks, and nothing beyond", () => {
    expect(withinEventYears(pacific("2000-01-01T00:00"))).toBe(true);
    expect(withinEventYears(new Date(pacific("2000-01-01T00:00").getTime() - 1))).toBe(false);
    expect(withinEventYears(pacific("2100-12-31T23:59"))).toBe(true);
    expect(withinEventYears(pacific("2101-01-01T00:00"))).toBe(false);
  });

  it("refuses the years 25, 500 and 9999, and an invalid date", () => {
    for (const year of [25, 500, 9999]) {
      const instant = new Date(0);
      instant.setUTCFullYear(year, 5, 1);
      expect(withinEventYears(instant), String(year)).toBe(false);
    }
    expect(withinEventYears(new Date(Number.NaN))).toBe(false);
  });
});
