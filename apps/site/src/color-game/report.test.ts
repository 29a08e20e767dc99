import { describe, expect, it } from "vitest";
import { createReport, describeReport } from "./report.ts";

describe("createReport", () => {
  it("scores a perfect guess 100 with no differences", () => {
    const report = createReport("089AFF", "089AFF", 1000);
    expect(report).toEqual({
      actual: "089AFF",
      guess: "089AFF",
      similarityPercentage: 100,
      timestamp: 1000,
      percentageDifference: [0, 0, 0],
    });
  });

  it("scores the opposite corner of the cube 0", () => {
    expect(createReport("FFFFFF", "000000", 0).similarityPercentage).toBe(0);
    expect(createReport("000000", "FFFFFF", 0).similarityPercentage).toBe(0);
  });

  it("takes actual minus guess per channel", () => {
    expect(createReport("102030", "203010", 0).percentageDifference).toEqual([-16, -16, 32]);
  });

  it("subtracts the summed absolute differences over 765", () => {
    // 16 + 16 + 32 = 64; 100 - 64 / 765 * 100
    expect(createReport("102030", "203010", 0).similarityPercentage).toBeCloseTo(91.634, 3);
  });

  it("rejects anything that is not six uppercase hex characters", () => {
    expect(() => createReport("12345", "000000", 0)).toThrow();
    expect(() => createReport("00000G", "000000", 0)).toThrow();
  });
});

describe("describeReport", () => {
  it("says how close the guess was, with two decimals", () => {
    expect(describeReport(createReport("102030", "203010", 0)).similarity).toBe("You were 91.63% of the way there!");
    expect(describeReport(createReport("FFFFFF", "000000", 0)).similarity).toBe("You were 0.00% of the way there!");
  });

  it("says nothing was needed at 100", () => {
    const text = describeReport(createReport("ABCDEF", "ABCDEF", 0));
    expect(text.similarity).toBe("You were 100.00% of the way there!");
    expect(text.needed).toEqual([]);
    expect(text.perfect).toBe("Nothing... somehow you got it");
  });

  it("asks for more of a channel the guess was short of", () => {
    expect(describeReport(createReport("FF0000", "000000", 0)).needed).toEqual(["100.00% more red"]);
    expect(describeReport(createReport("00FF00", "00F000", 0)).needed).toEqual(["5.88% more green"]);
  });

  it("asks for less of a channel the guess had too much of", () => {
    expect(describeReport(createReport("000000", "0000FF", 0)).needed).toEqual(["100.00% less blue"]);
    expect(describeReport(createReport("000010", "000011", 0)).needed).toEqual(["0.39% less blue"]);
  });

  it("lists mixed signs in red, green, blue order and leaves out matching channels", () => {
    const text = describeReport(createReport("80FF00", "40FF20", 0));
    expect(text.needed).toEqual(["25.10% more red", "12.55% less blue"]);
    expect(text.perfect).toBeNull();
  });
});
