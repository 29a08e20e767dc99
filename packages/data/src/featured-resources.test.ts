import { describe, expect, it } from "vitest";
import { defaultFeaturedImage, featuredImage, featuredResources, hasFeaturedImage } from "./featured-resources.ts";

describe("featured resources", () => {
  it("has resources, each with a title, a type and a description", () => {
    expect(featuredResources.length).toBeGreaterThan(0);
    for (const r of featuredResources) {
      expect(r.title.trim(), r.link).not.toBe("");
      expect(r.type.trim(), r.title).not.toBe("");
      expect(r.desc, r.title).toMatch(/^[A-Z].{20,}\.$/);
    }
  });

  it("has unique titles and links, each an https URL", () => {
    expect(new Set(featuredResources.map((r) => r.title)).size).toBe(featuredResources.length);
    expect(new Set(featuredResources.map((r) => r.link)).size).toBe(featuredResources.length);
    for (const r of featuredResources) expect(() => new URL(r.link)).not.toThrow();
    for (const r of featuredResources) expect(r.link).toMatch(/^https:\/\//);
  });

  it("describes each resource in words of its own", () => {
    expect(new Set(featuredResources.map((r) => r.desc)).size).toBe(featuredResources.length);
  });

  it("resolves every preview image key to a file (no missing asset key)", () => {
    for (const r of featuredResources) {
      if ("ogImg" in r) expect(hasFeaturedImage(r.ogImg), r.ogImg).toBe(true);
    }
  });

  it("falls back to the default image when none is given or the key has no file", () => {
    expect(featuredImage({})).toBe(defaultFeaturedImage);
    expect(featuredImage({ ogImg: "no-such-image" })).toBe(defaultFeaturedImage);
    const [first] = featuredResources;
    expect(featuredImage({ ogImg: first.ogImg })).not.toBe(defaultFeaturedImage);
  });

  it("keeps no preview file that no resource shows", () => {
    const files = Object.keys(import.meta.glob("./images/featured/*.svg"));
    const used = new Set(featuredResources.map((r) => `./images/featured/${r.ogImg}.svg`));
    expect(files.filter((file) => !used.has(file) && !file.endsWith("/default.svg"))).toEqual([]);
  });

  it("gives every resource its own preview, none shared and none left on the default", () => {
    const images = featuredResources.map((r) => featuredImage(r));
    expect(images).not.toContain(defaultFeaturedImage);
    expect(new Set(images).size).toBe(featuredResources.length);
  });
});
