import { describe, expect, it } from "vitest";
import { portraitSeedsIn, portraitSvg } from "./portrait.mjs";

describe("portraitSvg", () => {
  it("draws the same portrait every time for the same seed", () => {
    expect(portraitSvg("avery-quinn")).toBe(portraitSvg("avery-quinn"));
  });

  it("draws different portraits for different people", () => {
    const seeds = ["avery-quinn", "mateo-cruz", "harriet-lam", "noor-siddiqui", "kenji-alvarez", "zara-ahmed"];
    const drawings = new Set(seeds.map(portraitSvg));
    expect(drawings.size).toBe(seeds.length);
  });

  it("is a standalone SVG with no live text, no metadata and no background of its own", () => {
    const svg = portraitSvg("avery-quinn");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('viewBox="0 0');
    expect(svg).not.toMatch(/<text|<metadata|<image|https?:\/\/(?!www\.w3\.org)/);
    expect(svg.length).toBeLessThan(30_000);
  });

  it("refuses a seed that is not a plain hyphenated name", () => {
    expect(() => portraitSvg("../etc/passwd")).toThrow(/Not a portrait seed/);
    expect(() => portraitSvg("Avery Quinn")).toThrow(/Not a portrait seed/);
  });
});

describe("portraitSeedsIn", () => {
  it("finds every portrait a page refers to, once each", () => {
    const html =
      '<img src="/portraits/avery-quinn.svg"/><img src="/designathon/24/portraits/kenji-alvarez.svg"/>' +
      '<img src="/portraits/avery-quinn.svg"/><img src="/assets/logo.svg"/>';
    expect(portraitSeedsIn(html)).toEqual(["avery-quinn", "kenji-alvarez"]);
  });
});
