// What the types cannot check: unique people, ordered groups, working links.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { boardAlumni, boardInterns, boardMembers } from "./board.ts";
import { hubCards, socialJusticeResource, stickerOrder, websiteCard } from "./link-hub.ts";
import { partners } from "./partners.ts";
import { paths } from "./paths.ts";
import { quoteCards } from "./quotes.ts";

const sitePaths = new Set<string>(Object.values(paths));

describe("board", () => {
  it("has members, and unique names across members, interns and alumni", () => {
    expect(boardMembers.length).toBeGreaterThan(0);
    const names = [
      ...boardMembers.map((m) => m.name),
      ...boardInterns.map((m) => m.name),
      ...boardAlumni.flatMap((g) => g.members.map((m) => m.name)),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it("groups alumni by distinct departure years, newest first", () => {
    const years = boardAlumni.map((group) => group.year);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(new Set(years).size).toBe(years.length);
    for (const group of boardAlumni) expect(group.members.length).toBeGreaterThan(0);
  });

  it("links profiles over https only", () => {
    for (const member of [...boardMembers, ...boardInterns]) {
      for (const link of member.links) expect(link.href).toMatch(/^https:\/\//);
    }
  });
});

describe("quote cards", () => {
  it("use two-digit years in order and quote people of the board, present or past", () => {
    const names = new Set<string>([
      ...boardMembers.map((m) => m.name),
      ...boardInterns.map((m) => m.name),
      ...boardAlumni.flatMap((g) => g.members.map((m) => m.name)),
    ]);
    for (const card of quoteCards) {
      expect(card.years[0]).toMatch(/^\d\d$/);
      expect(card.years[1]).toMatch(/^\d\d$/);
      expect(Number(card.years[0])).toBeLessThanOrEqual(Number(card.years[1]));
      expect(names.has(card.name)).toBe(true);
    }
  });
});

describe("partners", () => {
  it("have SVG logos whose size matches the declared width and height", () => {
    expect(partners.length).toBeGreaterThanOrEqual(2);
    for (const partner of partners) {
      // Vite inlines small files as data URIs and serves larger ones from src/.
      const svg = partner.logo.startsWith("data:image/svg+xml;base64,")
        ? Buffer.from(partner.logo.split(",")[1] ?? "", "base64").toString("utf8")
        : readFileSync(fileURLToPath(new URL(`..${partner.logo}`, import.meta.url)), "utf8");
      expect(svg).toContain(`width="${partner.width}"`);
      expect(svg).toContain(`height="${partner.height}"`);
    }
  });
});

describe("link hub", () => {
  it("points its website card at a real route and every other card outside", () => {
    expect(sitePaths.has(websiteCard.href)).toBe(true);
    for (const card of [...hubCards, stickerOrder, socialJusticeResource]) expect(card.href).toMatch(/^https:\/\//);
    expect(new Set(hubCards.map((card) => card.title)).size).toBe(hubCards.length);
  });
});
