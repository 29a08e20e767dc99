import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { brandSwatches, brandSymbols, symbolUrl } from "./brand.ts";

describe("brand", () => {
  it("lists the 14 brand colours in order with uppercase HEX codes", () => {
    expect(brandSwatches.map((s) => s.name)).toEqual([
      "Black",
      "Blue",
      "Orange",
      "Pink",
      "Yellow",
      "Green",
      "Red",
      "Ultraviolet",
      "Gray",
      "Silver",
      "Sky",
      "Peach",
      "Blush",
      "Lime",
    ]);
    for (const s of brandSwatches) expect(s.color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it("has the 11 symbol files, each served from /static/file/ by the site", () => {
    expect(brandSymbols).toHaveLength(11);
    for (const symbol of brandSymbols) {
      expect(symbolUrl(symbol.file)).toBe(`/static/file/${symbol.file}`);
      const file = fileURLToPath(new URL(`../../../apps/site/public/static/file/${symbol.file}`, import.meta.url));
      expect(existsSync(file), symbol.file).toBe(true);
    }
  });
});
