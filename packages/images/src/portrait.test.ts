import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  PORTRAIT_WIDTHS,
  parsePortraitFileName,
  portraitFiles,
  portraitSeedsIn,
  portraitSvg,
  portraitWebp,
} from "./portrait.ts";

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

describe("portraitWebp", () => {
  it("is a square WebP at the width asked, transparent around the drawing, with black lines", async () => {
    for (const width of PORTRAIT_WIDTHS) {
      const image = sharp(await portraitWebp("avery-quinn", width));
      expect(await image.metadata()).toMatchObject({ format: "webp", width, height: width, hasAlpha: true });
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
      // The corners are empty, so the page's ground colour shows through.
      expect([alphaAt(0, 0), alphaAt(width - 1, 0), alphaAt(0, width - 1)]).toEqual([0, 0, 0]);
      let solidBlack = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [red = 255, green = 255, blue = 255, alpha = 0] = data.subarray(i, i + 4);
        if (alpha === 255 && red < 16 && green < 16 && blue < 16) solidBlack++;
      }
      expect(solidBlack).toBeGreaterThan(width * 4);
    }
  });

  it("draws the same picture every time for the same seed, small enough for a thumbnail", async () => {
    const [first, second] = await Promise.all([portraitWebp("mateo-cruz", 192), portraitWebp("mateo-cruz", 192)]);
    expect(first.equals(second)).toBe(true);
    expect(first.length).toBeLessThan(8_000);
    expect((await portraitWebp("mateo-cruz", 480)).length).toBeLessThan(20_000);
  });

  it("refuses a width no page asks for", () => {
    expect(() => portraitWebp("avery-quinn", 100)).toThrow(/Not a portrait width/);
  });
});

describe("portraitFiles", () => {
  it("names one file per width after the seed, and the names read back", async () => {
    const files = await portraitFiles("agent-47");
    expect(files.map((file) => file.fileName)).toEqual(PORTRAIT_WIDTHS.map((width) => `agent-47-${width}.webp`));
    expect(files.map((file) => parsePortraitFileName(file.fileName))).toEqual(
      PORTRAIT_WIDTHS.map((width) => ({ seed: "agent-47", width })),
    );
    expect(parsePortraitFileName("agent-47.webp")).toBeNull();
    expect(parsePortraitFileName("..-192.webp")).toBeNull();
  });
});

describe("portraitSeedsIn", () => {
  it("finds every portrait a page refers to, in src or srcset, once each", () => {
    const html =
      '<img src="/portraits/avery-quinn-192.webp" srcset="/portraits/avery-quinn-192.webp 192w, /portraits/avery-quinn-480.webp 480w"/>' +
      '<img src="/designathon/24/portraits/agent-47-192.webp"/>' +
      '<img src="/portraits/kenji-alvarez-480.webp"/><img src="/assets/logo.svg"/><img src="/assets/photo-192.webp"/>';
    expect(portraitSeedsIn(html)).toEqual(["avery-quinn", "agent-47", "kenji-alvarez"]);
  });
});
