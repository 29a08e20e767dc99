import { outlineText } from "@duci/prerender/outline-text";
import { describe, expect, it } from "vitest";
import { featuredResources } from "./featured-resources.ts";

// The preview files as drawn; the build outlines their titles (DM Sans) the same way.
const previews = import.meta.glob<string>("./images/featured/*.svg", { eager: true, query: "?raw", import: "default" });
const previewOf = (key: string) => previews[`./images/featured/${key}.svg`] ?? "";

// The filter colours of /resources/featured: Tool orange, Guide green, Inspiration blue, any other gray.
const typeGrounds: Record<string, string> = { Tool: "#FC593D", Guide: "#2ADB6A", Inspiration: "#089AFF" };

/** The box every point of some outlines stays in (control points included, so never smaller). */
function boundsOf(paths: string) {
  const points = [...paths.matchAll(/ d="([^"]+)"/g)].flatMap((match) =>
    // Each command's own numbers, in x y pairs.
    (match[1]?.match(/[A-Za-z][^A-Za-z]*/g) ?? []).flatMap((command) => {
      const numbers =
        command
          .slice(1)
          .match(/-?\d*\.?\d+/g)
          ?.map(Number) ?? [];
      return numbers.flatMap((x, index) => (index % 2 === 0 ? [[x, numbers[index + 1] ?? Number.NaN]] : []));
    }),
  );
  const xs = points.map(([x]) => x ?? Number.NaN);
  const ys = points.map(([, y]) => y ?? Number.NaN);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe("featured previews", () => {
  it.each(featuredResources.map((resource) => [resource.title, resource] as const))(
    "%s: its type colour, its title inside its label once outlined",
    (_title, resource) => {
      const svg = previewOf(resource.ogImg);
      expect(svg).toContain(`<rect width="1200" height="630" fill="${typeGrounds[resource.type] ?? "#4D4D5E"}"/>`);
      const outlined = outlineText(svg);
      expect(outlined).not.toMatch(/<text[\s>]/);
      const label = /<rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" rx="28" fill="#000024"\/>/.exec(outlined);
      expect(label, "the title's label").not.toBeNull();
      const [left, top, width, height] = (label ?? []).slice(1).map(Number) as [number, number, number, number];
      const title = outlined.slice((label?.index ?? 0) + (label?.[0].length ?? 0));
      const bounds = boundsOf(title);
      expect(bounds.left).toBeGreaterThanOrEqual(left + 16);
      expect(bounds.right).toBeLessThanOrEqual(left + width - 16);
      expect(bounds.top).toBeGreaterThanOrEqual(top + 8);
      expect(bounds.bottom).toBeLessThanOrEqual(top + height - 8);
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
