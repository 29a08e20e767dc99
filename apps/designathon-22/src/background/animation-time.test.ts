import { describe, expect, it } from "vitest";
import { FRAME_STEP, isPastBackground, nextAnimationTime } from "./animation-time.ts";

describe("nextAnimationTime", () => {
  it("advances one frame at a time", () => {
    expect(nextAnimationTime(0)).toBeCloseTo(FRAME_STEP);
    expect(nextAnimationTime(309.9)).toBeCloseTo(309.9 + FRAME_STEP);
  });

  it("wraps back by 300 once past 310", () => {
    expect(nextAnimationTime(310)).toBeCloseTo(10 + FRAME_STEP);
    expect(nextAnimationTime(310.5)).toBeCloseTo(10.5 + FRAME_STEP);
  });
});

describe("isPastBackground", () => {
  it("is true only past one viewport height minus 90 px", () => {
    expect(isPastBackground(710, 800)).toBe(false);
    expect(isPastBackground(711, 800)).toBe(true);
    expect(isPastBackground(0, 800)).toBe(false);
  });
});
