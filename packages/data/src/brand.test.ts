import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { brandSwatches, brandSymbols, symbolUrl } from "./brand.ts";

describe("brand", () => {
  it("names each colour once, with an uppercase HEX code", () => {
    const names = brandSwatches.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of brandSwatches) expect(s.color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it("serves each symbol file, named once, from /static/file/", () => {
    expect(new Set(brandSymbols.map((symbol) => symbol.file)).size).toBe(brandSymbols.length);
    for (const symbol of brandSymbols) {
      expect(symbolUrl(symbol.file)).toBe(`/static/file/${symbol.file}`);
      const file = fileURLToPath(new URL(`../../../apps/site/public/static/file/${symbol.file}`, import.meta.url));
      expect(existsSync(file), symbol.file).toBe(true);
    }
  });
});
