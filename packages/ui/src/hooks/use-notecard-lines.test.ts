import { describe, expect, it } from "vitest";
import { notecardLines } from "./use-notecard-lines.ts";

describe("notecardLines", () => {
  it("spaces lines 48 px from 1280 px wide, 40 px from 640 px and 32 px below", () => {
    expect(notecardLines(1920, 0).lineHeight).toBe(48);
    expect(notecardLines(1280, 0).lineHeight).toBe(48);
    expect(notecardLines(1279, 0).lineHeight).toBe(40);
    expect(notecardLines(640, 0).lineHeight).toBe(40);
    expect(notecardLines(639, 0).lineHeight).toBe(32);
    expect(notecardLines(320, 0).lineHeight).toBe(32);
  });

  it("puts the first line at 128 px from 640 px wide and at 96 px below", () => {
    expect(notecardLines(1280, 0).firstLine).toBe(128);
    expect(notecardLines(640, 0).firstLine).toBe(128);
    expect(notecardLines(639, 0).firstLine).toBe(96);
  });

  it("counts the lines that fit in the card, the first one included", () => {
    expect(notecardLines(1280, 127).count).toBe(0);
    expect(notecardLines(1280, 128).count).toBe(1);
    expect(notecardLines(1280, 175).count).toBe(1);
    expect(notecardLines(1280, 176).count).toBe(2);
    expect(notecardLines(1280, 400).count).toBe(6);
    expect(notecardLines(800, 400).count).toBe(7);
    expect(notecardLines(390, 400).count).toBe(10);
    expect(notecardLines(390, 95).count).toBe(0);
  });
});
