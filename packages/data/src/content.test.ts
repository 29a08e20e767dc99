// What the types cannot check: named people, ordered groups, working links, no placeholder text.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type AlumniMember, type BoardMember, boardAlumni, boardInterns, boardMembers } from "./board.ts";
import { featuredResources } from "./featured-resources.ts";
import { hubCards, socialJusticeResource, stickerOrder, websiteCard } from "./link-hub.ts";
import { merchCollections } from "./merch.ts";
import { partners } from "./partners.ts";
import { paths } from "./paths.ts";
import { quoteCards } from "./quotes.ts";
import { resources } from "./resources.ts";
import { shortSocials } from "./socials.ts";

const sitePaths = new Set<string>(Object.values(paths));

const current: readonly BoardMember[] = [...boardMembers, ...boardInterns];
const alumni: readonly AlumniMember[] = boardAlumni.flatMap((group) => group.members);

/** Text a visitor reads that only stands in for the real thing. */
const placeholder =
  /lorem|ipsum|placeholder|\bTBA\b|\bTBD\b|not available|coming soon|example\.(com|org|net)|fictional/i;

describe("board", () => {
  it("has members, each with a name and a position as written", () => {
    expect(boardMembers.length).toBeGreaterThan(0);
    for (const person of [...current, ...alumni]) {
      expect(person.name, JSON.stringify(person)).toMatch(/^\S(.*\S)?$/);
      expect(person.position, person.name).toMatch(/^\S(.*\S)?$/);
    }
  });

  it("names each person once on the board, among the interns and within each alumni group", () => {
    for (const list of [boardMembers, boardInterns, ...boardAlumni.map((group) => group.members)]) {
      const names = list.map((person) => person.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("groups alumni by distinct departure years, newest first", () => {
    const years = boardAlumni.map((group) => group.year);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(new Set(years).size).toBe(years.length);
    for (const group of boardAlumni) expect(group.members.length).toBeGreaterThan(0);
  });

  it("links profiles over https only, each address once per person", () => {
    for (const person of [...current, ...alumni]) {
      const hrefs = (person.links ?? []).map((link) => link.href);
      expect(new Set(hrefs).size, person.name).toBe(hrefs.length);
      for (const href of hrefs) {
        expect(href, person.name).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}(\/|$)/);
        expect(href, person.name).not.toMatch(placeholder);
      }
    }
  });
});

describe("quote cards", () => {
  it("name a member of the board, present or past, with the position the record gives them", () => {
    const positions = new Map<string, Set<string>>();
    for (const person of [...current, ...alumni]) {
      positions.set(person.name, (positions.get(person.name) ?? new Set()).add(person.position));
    }
    expect(quoteCards.length).toBeGreaterThan(0);
    for (const card of quoteCards) {
      expect(positions.get(card.name)?.has(card.position), `${card.name}, ${card.position}`).toBe(true);
    }
  });

  it("use two-digit years in order", () => {
    for (const card of quoteCards) {
      expect(card.years[0]).toMatch(/^\d\d$/);
      expect(card.years[1]).toMatch(/^\d\d$/);
      expect(Number(card.years[0])).toBeLessThanOrEqual(Number(card.years[1]));
    }
  });

  it("carry only words the member gave: a quote, when there is one, is real text", () => {
    for (const card of quoteCards) if (card.quote !== undefined) expect(card.quote).not.toMatch(placeholder);
  });
});

describe("partners", () => {
  it("have SVG logos whose size matches the declared width and height", () => {
    expect(partners.length).toBeGreaterThan(0);
    for (const partner of partners) {
      // Vite inlines small files as data URIs and serves larger ones from src/.
      const svg = partner.logo.startsWith("data:image/svg+xml;base64,")
        ? Buffer.from(partner.logo.split(",")[1] ?? "", "base64").toString("utf8")
        : readFileSync(fileURLToPath(new URL(`..${partner.logo}`, import.meta.url)), "utf8");
      expect(svg).toContain(`width="${partner.width}"`);
      expect(svg).toContain(`height="${partner.height}"`);
    }
  });

  it("link each partner's own site over https", () => {
    for (const partner of partners) expect(partner.href, partner.name).toMatch(/^https:\/\//);
    expect(new Set(partners.map((partner) => partner.href)).size).toBe(partners.length);
  });
});

describe("link hub", () => {
  it("points its website card at a real route and every other card outside", () => {
    expect(sitePaths.has(websiteCard.href)).toBe(true);
    for (const card of [...hubCards, stickerOrder, socialJusticeResource]) expect(card.href).toMatch(/^https:\/\//);
    expect(new Set(hubCards.map((card) => card.title)).size).toBe(hubCards.length);
  });

  it("lists the networks of the club's hub", () => {
    expect(hubCards.map((card) => card.href)).toEqual(shortSocials.map((social) => social.link));
  });
});

describe("the visitor's text", () => {
  it("holds no placeholder wording", () => {
    const texts = [
      ...resources.map((r) => r.desc),
      ...featuredResources.map((r) => r.desc),
      ...merchCollections.flatMap((c) => [c.description, ...c.items.map((item) => item.name)]),
      ...[websiteCard, ...hubCards, stickerOrder, socialJusticeResource].flatMap((card) => [
        card.title,
        card.description,
      ]),
      ...partners.map((partner) => partner.kind),
    ];
    expect(texts.filter((text) => placeholder.test(text))).toEqual([]);
  });
});
