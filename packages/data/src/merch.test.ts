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

/** The year a drop's name ends its season with ("Fall-Winter 2021 Stickers" is 2021). */
const yearOf = (name: string) => Number(/\b(\d{4})\b/.exec(name)?.[1]);

describe("merch", () => {
  it("lists drops newest first, each named with its year and kept in its own folder", () => {
    const years = merchCollections.map((c) => yearOf(c.name));
    for (const year of years) expect(year).toBeGreaterThan(2000);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    const folders = merchCollections.map((c) => c.path);
    expect(new Set(folders).size).toBe(folders.length);
    for (const c of merchCollections) expect(c.description, c.name).toMatch(/^[A-Z].{10,}\.$/);
  });

  it("gives exactly the drops in stock a buy link, an https form", () => {
    for (const c of merchCollections) {
      expect("buyLink" in c && Boolean(c.buyLink), c.name).toBe(c.inStock);
      if ("buyLink" in c) expect(c.buyLink).toMatch(/^https:\/\//);
    }
  });

  it("names each item once per drop and resolves every item photo", () => {
    for (const c of merchCollections) {
      const names = c.items.map((item) => item.name);
      expect(new Set(names).size, c.name).toBe(names.length);
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

  it("gives the shirt page eight sized, described pictures and the S, M, L sizes", () => {
    expect(shirt22.gallery).toHaveLength(8);
    for (const photo of [shirt22.mainImage, ...shirt22.gallery]) {
      expect(photo.src).toMatch(/\.svg$|^data:image\/svg\+xml[,;]/);
      expect(photo.width).toBeGreaterThan(0);
      expect(photo.height).toBeGreaterThan(0);
    }
    expect(new Set(shirt22.gallery.map((photo) => photo.alt)).size).toBe(8);
    expect(shirt22.sizes).toEqual(["S", "M", "L"]);
    expect(shirt22.price).toBe(20);
  });

  it("draws every product and every view of the Spring '22 shirt as its own artwork, not a recolouring", () => {
    // An item sold again in a later drop under the same name keeps its drawing.
    const products = new Map<string, string>();
    for (const c of merchCollections) {
      for (const item of c.items) products.set(item.name, `./images/merch/${c.path}/${item.photo}`);
    }
    const views = Array.from({ length: 8 }, (_, n) => `./images/merch/spring-2022/gallery-${n + 1}.svg`);
    const drawings = [...products.values(), ...views].map((key) => artwork[key] ?? "");
    for (const drawing of drawings) expect(drawing).toMatch(/^<svg /);
    expect(new Set(drawings.map(outlinesOf)).size).toBe(drawings.length);
  });

  it("keeps no drawing that no item or view shows", () => {
    const shown = new Set([
      ...merchCollections.flatMap((c) => c.items.map((item) => `./images/merch/${c.path}/${item.photo}`)),
      ...Array.from({ length: 8 }, (_, n) => `./images/merch/spring-2022/gallery-${n + 1}.svg`),
    ]);
    expect(Object.keys(artwork).filter((file) => !shown.has(file))).toEqual([]);
  });

  it("titles every drawing as a drawing, and draws no live text, so it looks the same without the site's fonts", () => {
    for (const [file, svg] of Object.entries(artwork)) {
      expect(svg, file).toMatch(/<title>(Drawing|Illustration)\b/);
      expect(svg, file).not.toMatch(/<text[\s>]/);
    }
  });
});
