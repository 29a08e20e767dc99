import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { redirects } from "./redirects.ts";
import { resources } from "./resources.ts";

const knownPaths = new Set<string>([...Object.values(paths), ...redirects.map((r) => r.from)]);

describe("resources", () => {
  it("titles each card of the hub once", () => {
    const titles = resources.map((r) => r.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("opens only external links in a new tab, and every internal link is a route or redirect", () => {
    for (const resource of resources) {
      if (resource.link === null) continue;
      const external = /^https:\/\//.test(resource.link);
      expect(resource.newTab, resource.title).toBe(external);
      if (!external) expect(knownPaths.has(resource.link), resource.link).toBe(true);
    }
  });

  it("gives every card an icon file", () => {
    for (const resource of resources) expect(resource.icon, resource.title).toMatch(/\.svg$|^data:image\/svg\+xml[,;]/);
  });
});
