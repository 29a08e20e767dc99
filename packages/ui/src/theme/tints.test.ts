import { describe, expect, it } from "vitest";
import { contrastRatio, darkTints, underWhite } from "./tints.ts";
import { colors } from "./tokens.ts";

describe("contrastRatio", () => {
  it("follows WCAG: black on white is 21, a colour on itself is 1", () => {
    expect(contrastRatio("#FFFFFF", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio(colors.blue, colors.blue)).toBe(1);
    // The brand blue alone is too light for white marks.
    expect(contrastRatio(colors.white, colors.blue)).toBeCloseTo(2.97, 2);
  });
});

describe("white marks on coloured circles", () => {
  it.each(Object.entries(underWhite))("reach 3:1 on %s (%s)", (_, background) => {
    expect(contrastRatio(colors.white, background)).toBeGreaterThanOrEqual(3);
  });
});

describe("the dark tints", () => {
  it.each(darkTints.map((tint) => [tint.name, tint] as const))("%s is a named token readable on white", (_, tint) => {
    expect(colors[tint.token]).toBe(tint.hex);
    expect(contrastRatio(tint.hex, colors.white)).toBeGreaterThanOrEqual(4.5);
  });
});
