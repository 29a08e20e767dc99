import { describe, expect, it } from "vitest";
import { defaultFeaturedImage, featuredImage, featuredResources, hasFeaturedImage } from "./featured-resources.ts";

describe("featured resources", () => {
  it("has at least 24 entries of all four kinds", () => {
    expect(featuredResources.length).toBeGreaterThanOrEqual(24);
    const types = new Set(featuredResources.map((r) => r.type));
    expect(types).toContain("Tool");
    expect(types).toContain("Guide");
    expect(types).toContain("Inspiration");
    expect([...types].some((t) => !["Tool", "Guide", "Inspiration"].includes(t))).toBe(true);
  });

  it("has unique titles and links, each an https URL", () => {
    expect(new Set(featuredResources.map((r) => r.title)).size).toBe(featuredResources.length);
    expect(new Set(featuredResources.map((r) => r.link)).size).toBe(featuredResources.length);
    for (const r of featuredResources) expect(r.link).toMatch(/^https:\/\//);
  });

  it("resolves every preview image key to a file (no missing asset key)", () => {
    for (const r of featuredResources) {
      if ("ogImg" in r) expect(hasFeaturedImage(r.ogImg), r.ogImg).toBe(true);
    }
  });

  it("falls back to the default image when none is given or the key has no file", () => {
    expect(featuredImage({})).toBe(defaultFeaturedImage);
    expect(featuredImage({ ogImg: "no-such-image" })).toBe(defaultFeaturedImage);
    expect(featuredImage({ ogImg: "figma" })).not.toBe(defaultFeaturedImage);
  });

  it("gives every resource its own preview, none shared and none left on the default", () => {
    const images = featuredResources.map((r) => featuredImage(r));
    expect(images).not.toContain(defaultFeaturedImage);
    expect(new Set(images).size).toBe(featuredResources.length);
  });
});
