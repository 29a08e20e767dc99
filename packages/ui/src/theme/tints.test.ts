import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.ts";
import { darkTints, underWhite } from "./tints.ts";
import { colors } from "./tokens.ts";

describe("white marks on coloured circles", () => {
  it("need the tints: the brand blue alone is too light", () => {
    expect(contrastRatio(colors.white, colors.blue)).toBeLessThan(3);
  });

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
