import { describe, expect, it } from "vitest";
import { type MerchItem, merchCollections, merchPhoto, shirt22 } from "./merch.ts";
import { paths } from "./paths.ts";

const allItems: readonly MerchItem[] = merchCollections.flatMap((c): readonly MerchItem[] => c.items);

describe("merch", () => {
  it("has at least four drops and only Winter 2023 in stock, with a buy link", () => {
    expect(merchCollections.length).toBeGreaterThanOrEqual(4);
    const inStock = merchCollections.filter((c) => c.inStock);
    expect(inStock.map((c) => c.name)).toEqual(["Winter 2023"]);
    for (const c of merchCollections) expect("buyLink" in c && Boolean(c.buyLink)).toBe(c.inStock);
  });

  it("resolves every item photo", () => {
    for (const c of merchCollections) {
      for (const item of c.items)
        expect(merchPhoto(c, item), `${c.path}/${item.photo}`).toMatch(/\.svg$|^data:image\/svg\+xml[,;]/);
    }
  });

  it("uses the prices of the price list", () => {
    const prices = allItems.map((i) => i.price);
    for (const price of prices) if (price !== undefined) expect([3, 3.5, 22, 30]).toContain(price);
    const named = (name: string) => allItems.find((i) => i.name.includes(name));
    expect(named("Long-Sleeved")).toMatchObject({ price: 22 });
    expect(named("Embroidered")).toMatchObject({ price: 30 });
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
});
