import { describe, expect, it } from "vitest";
import { clubSymbols } from "../home/club-symbols.tsx";
import { heroFile, symbolFile } from "../resources/page-hero.tsx";
import { heroFiles } from "./hero-files.tsx";

describe("heroFiles", () => {
  const files = heroFiles();

  const drawings = (["about", "featured", "houses", "mentorship", "merch", "project-teams", "resources"] as const).map(
    heroFile,
  );
  const symbols = (Object.keys(clubSymbols) as (keyof typeof clubSymbols)[]).map(symbolFile);

  it("writes each program page's drawing, a different one each, where HeroArt shows it, and each club symbol", () => {
    expect(Object.keys(files).sort()).toEqual([...drawings, ...symbols].sort());
    expect(new Set(drawings.map((file) => files[file])).size).toBe(7);
    expect(new Set(symbols.map((file) => files[file])).size).toBe(symbols.length);
  });

  it("writes SVG files that draw alone, as an image: their namespace, their canvas, literal colours, no letters", () => {
    for (const [file, svg] of Object.entries(files)) {
      const canvas = drawings.includes(file) ? "0 0 240 180" : "0 0 100 100";
      expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www\\.w3\\.org/2000/svg" [^>]*viewBox="${canvas}"`));
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
