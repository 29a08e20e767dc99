import { outlineText } from "@duci/prerender/outline-text";
import { describe, expect, it } from "vitest";
import { featuredResources } from "./featured-resources.ts";

// The preview files as drawn; the build outlines any letters in them (DM Sans) the same way.
const previews = import.meta.glob<string>("./images/featured/*.svg", { eager: true, query: "?raw", import: "default" });
const previewOf = (key: string) => previews[`./images/featured/${key}.svg`] ?? "";

// The filter colours of /resources/featured: Tool orange, Guide green, Inspiration blue, any other gray.
const typeGrounds: Record<string, string> = { Tool: "#FC593D", Guide: "#2ADB6A", Inspiration: "#089AFF" };

/** The words a preview spells in its live text, in order. */
const wordsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join(" ");

describe("featured previews", () => {
  it.each(featuredResources.map((resource) => [resource.title, resource] as const))(
    "%s: its type colour, and no title of its own (the card's heading says it once), nothing left as live text",
    (_title, resource) => {
      const svg = previewOf(resource.ogImg);
      expect(svg).toContain(`<rect width="1200" height="630" fill="${typeGrounds[resource.type] ?? "#4D4D5E"}"/>`);
      expect(wordsOf(svg).toLowerCase()).not.toContain(resource.title.toLowerCase());
      // No dark label waiting for a title.
      expect(svg).not.toMatch(/rx="28" fill="#000024"/);
      expect(outlineText(svg)).not.toMatch(/<text[\s>]/);
    },
  );

  it("draws each resource's own mark: no two previews share their artwork", () => {
    const marks = featuredResources.map((resource) =>
      previewOf(resource.ogImg)
        .replace(/<text[\s\S]*?<\/text>|<title>[^<]*<\/title>/g, "")
        .replace(/#[0-9A-F]{6}/gi, ""),
    );
    expect(new Set(marks).size).toBe(featuredResources.length);
  });
});
