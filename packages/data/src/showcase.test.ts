import { describe, expect, it } from "vitest";
import type { ShowcaseEntry } from "./designathon-types.ts";
import { editions } from "./editions.ts";

describe("the overview's entry list", () => {
  it("lists 2024, 2023, 2022 and the 2021 legacy site, each with cover art and awarded entries", () => {
    expect(editions.map((edition) => edition.year)).toEqual([2024, 2023, 2022, 2021]);
    for (const edition of editions) {
      expect(edition.image).toMatch(/\.svg$|^data:image\/svg\+xml[;,]/);
      expect(edition.showcase.length).toBeGreaterThan(0);
    }
    expect(editions[3].link).toMatch(/^https:\/\//);
  });

  it("gives every showcase entry an image and creators, and links only outside", () => {
    const entries: readonly ShowcaseEntry[] = editions.flatMap((edition): readonly ShowcaseEntry[] => edition.showcase);
    for (const entry of entries) {
      expect(entry.image).toMatch(/\.svg$|^data:image\/svg\+xml[;,]/);
      expect(entry.creators.length).toBeGreaterThan(0);
      for (const link of entry.links) expect(link.href).toMatch(/^https:\/\//);
    }
  });
});
