import { describe, expect, it } from "vitest";
import { type MerchItem, merchCollections, merchPhoto, shirt22 } from "./merch.ts";
import { paths } from "./paths.ts";

// The artwork itself, to compare drawings (not just file names).
const artwork = import.meta.glob<string>("./images/merch/*/*.svg", { eager: true, query: "?raw", import: "default" });
/**
 * The outlines a drawing is made of (every path), whatever its colours, position
 * or background: two files with the same outlines are one drawing recoloured.
 */
const outlinesOf = (svg: string) =>
  [...new Set([...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]))].sort().join("|");

const allItems: readonly MerchItem[] = merchCollections.flatMap((c): readonly MerchItem[] => c.items);

describe("merch", () => {
  it("lists drops newest first, each season once", () => {
    const seasons = ["Winter", "Spring", "Summer", "Fall"];
    const order = merchCollections.map((c) => {
      const [season = "", year = ""] = c.name.split(" ");
      expect(seasons, c.name).toContain(season);
      expect(year, c.name).toMatch(/^\d{4}$/);
      return Number(year) * seasons.length + seasons.indexOf(season);
    });
    for (const [index, key] of order.entries()) if (index > 0) expect(key).toBeLessThan(order[index - 1] ?? 0);
  });

  it("gives exactly the drops in stock a buy link", () => {
    for (const c of merchCollections) expect("buyLink" in c && Boolean(c.buyLink), c.name).toBe(c.inStock);
  });

  it("resolves every item photo", () => {
    for (const c of merchCollections) {
      for (const item of c.items) expect(merchPhoto(c, item), `${c.path}/${item.photo}`).toBeTruthy();
    }
  });

  it("prices items in whole cents", () => {
    for (const item of allItems) {
      if (item.price === undefined) continue;
      expect(item.price, item.name).toBeGreaterThan(0);
      expect(Math.round(item.price * 100) / 100, item.name).toBe(item.price);
    }
  });

  it("links notes only to /merch plus a sub-path", () => {
    for (const item of allItems) {
      if (typeof item.note === "object") expect(item.note.href).toMatch(/^\/merch\/[a-z0-9-]+\/$/);
    }
    expect(paths.shirt22).toBe("/merch/shirt22/");
  });

  it("gives the shirt page eight sized photos and the S, M, L sizes", () => {
    expect(shirt22.gallery).toHaveLength(8);
    for (const photo of [shirt22.mainImage, ...shirt22.gallery]) {
      expect(photo.src).toMatch(/\.svg$|^data:image\/svg\+xml[,;]/);
      expect(photo.width).toBeGreaterThan(0);
      expect(photo.height).toBeGreaterThan(0);
    }
    expect(shirt22.sizes).toEqual(["S", "M", "L"]);
    expect(shirt22.price).toBe(20);
  });

  it("draws every product and every view of the Spring '22 shirt as its own artwork, not a recolouring", () => {
    const products = merchCollections.flatMap((c) => c.items.map((item) => `./images/merch/${c.path}/${item.photo}`));
    const views = Array.from({ length: 8 }, (_, n) => `./images/merch/spring-2022/gallery-${n + 1}.svg`);
    const drawings = [...products, ...views].map((key) => artwork[key] ?? "");
    for (const drawing of drawings) expect(drawing).toMatch(/^<svg /);
    expect(new Set(drawings.map(outlinesOf)).size).toBe(drawings.length);
  });

  it("draws no live text in the artwork, so it looks the same without the site's fonts", () => {
    for (const [file, svg] of Object.entries(artwork)) expect(svg, file).not.toMatch(/<text[\s>]/);
  });
});
