import { describe, expect, it } from "vitest";
import { heroFile } from "../resources/page-hero.tsx";
import { heroFiles } from "./hero-files.tsx";

describe("heroFiles", () => {
  const files = heroFiles();

  it("writes each program page's drawing, a different one each, where HeroArt shows it", () => {
    expect(Object.keys(files).sort()).toEqual(
      (["about", "featured", "houses", "mentorship", "merch", "project-teams", "resources"] as const).map(heroFile),
    );
    expect(new Set(Object.values(files)).size).toBe(7);
  });

  it("writes SVG files that draw alone, as an image: their namespace, the 4:3 canvas, literal colours, no letters", () => {
    for (const svg of Object.values(files)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 240 180"/);
      expect(svg.endsWith("</svg>")).toBe(true);
      // Nothing of the page: no CSS variables, classes or styles (an image's SVG cannot read the page's).
      expect(svg).not.toMatch(/var\(|currentColor|class=|style=|<text/);
      for (const [, paint] of svg.matchAll(/(?:fill|stroke)="([^"]*)"/g)) {
        expect(paint).toMatch(/^(#[0-9A-Fa-f]{6}|none|url\(#[\w-]+\))$/);
      }
      // Every reference points into the same file.
      for (const [, reference] of svg.matchAll(/href="([^"]*)"/g)) expect(reference).toMatch(/^#/);
    }
  });

  it("writes well-formed XML, as a browser reads an .svg file", () => {
    for (const svg of Object.values(files)) {
      const document = new DOMParser().parseFromString(svg, "image/svg+xml");
      expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
      expect(document.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
    }
  });
});
