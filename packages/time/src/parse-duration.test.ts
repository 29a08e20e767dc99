import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDuration } from "./parse-duration.ts";

describe("parseDuration", () => {
  it.each([
    ["90", 90],
    [" 60 ", 60],
    ["300", 300],
    ["1", 1],
    [90, 90],
    [120, 120],
  ])("reads %j as %d minutes", (input, expected) => {
    expect(parseDuration(input)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [""],
    ["  "],
    ["0"],
    ["-30"],
    ["1.5"],
    ["90 minutes"],
    ["ninety"],
    ["0x5A"],
    [0],
    [-30],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [true],
    [{}],
  ])("gives null for %j", (input) => {
    expect(parseDuration(input)).toBeNull();
  });

  it("reads every positive whole number the same as a string and as a number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (minutes) => {
        expect(parseDuration(String(minutes))).toBe(minutes);
        expect(parseDuration(minutes)).toBe(minutes);
      }),
    );
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = parseDuration(value);
        expect(result === null || (Number.isInteger(result) && result > 0)).toBe(true);
      }),
    );
  });
});
