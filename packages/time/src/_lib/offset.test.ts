import { describe, expect, it } from "vitest";
import { offsetMinutes } from "./offset.ts";

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
});
