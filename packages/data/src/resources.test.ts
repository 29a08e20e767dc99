import { describe, expect, it } from "vitest";
import { paths } from "./paths.ts";
import { redirects } from "./redirects.ts";
import { resources } from "./resources.ts";

const knownPaths = new Set<string>([...Object.values(paths), ...redirects.map((r) => r.from)]);

describe("resources", () => {
  it("holds the hub's five cards of the spec, in its order, each titled once", () => {
    expect(resources.map((r) => r.title)).toEqual([
      "Project Teams",
      "Workshop Slides",
      "Featured Resources",
      "Design-a-thon",
      "Newsletter Archive",
    ]);
  });

  it("links every card: external ones over https in a new tab, the others to a route or redirect", () => {
    for (const resource of resources) {
      const external = /^https:\/\//.test(resource.link);
      expect(resource.newTab, resource.title).toBe(external);
      if (!external) expect(knownPaths.has(resource.link), resource.link).toBe(true);
    }
  });

  it("opens the Workshop Slides card on the club's shared folder", () => {
    const slides = resources.find((r) => r.title === "Workshop Slides");
    expect(slides?.link).toMatch(/^https:\/\/drive\.google\.com\/drive\/folders\/[\w-]{25,}/);
    expect(slides?.newTab).toBe(true);
  });

  it("describes every card in a sentence of its own", () => {
    const descs = resources.map((r) => r.desc);
    expect(new Set(descs).size).toBe(descs.length);
    for (const desc of descs) expect(desc).toMatch(/^[A-Z].{20,}\.$/);
  });

  it("gives every card an icon file", () => {
    for (const resource of resources) expect(resource.icon, resource.title).toMatch(/\.svg$|^data:image\/svg\+xml[,;]/);
  });
});
