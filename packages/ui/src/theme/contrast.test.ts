import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.ts";

describe("contrastRatio", () => {
  it("matches the WCAG figures for known pairs, in either order", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#FFFFFF")).toBeCloseTo(1, 5);
    expect(contrastRatio("#FFFFFF", "#089AFF")).toBeCloseTo(2.97, 2);
    expect(contrastRatio("#089AFF", "#FFFFFF")).toBeCloseTo(2.97, 2);
  });
});
