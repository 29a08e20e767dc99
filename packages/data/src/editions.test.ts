// Invariants every edition record keeps, so adding next year's record (pnpm
// new-edition) needs no change here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { formatPacificIso } from "@duci/time/format-pacific-iso";
import { describe, expect, it } from "vitest";
import { legacyCards, overviewCards } from "./designathon-overview.ts";
import type { ShowcaseEntry } from "./designathon-types.ts";
import { currentEdition, editionDates, editionPath, editionTitle } from "./edition.ts";
import { editionSummaries, editions } from "./editions/index.ts";
import { paths } from "./paths.ts";
import { redirects } from "./redirects.ts";
import { designathonJsonLd } from "./structured-data.ts";

const repo = new URL("../../../", import.meta.url);
const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, repo), "utf8"));
const pacificDate = (instant: Date) => formatPacificIso(instant).slice(0, 10);

describe.each(editions.map((edition) => [edition.year, edition] as const))("the %i edition", (_, edition) => {
  it("is named by its two-digit year and served at /designathon/<yy>/", () => {
    expect(edition.yy).toBe(String(edition.year).slice(2));
    expect(editionPath(edition)).toBe(`/designathon/${edition.yy}/`);
    expect(Object.values(paths)).toContain(editionPath(edition));
  });

  it("has an app folder the assembly builds first", () => {
    const app = `apps/designathon-${edition.yy}/`;
    expect(readJson(`${app}package.json`).name).toBe(`@duci/designathon-${edition.yy}`);
    expect(readJson("apps/deploy/package.json").dependencies).toHaveProperty(`@duci/designathon-${edition.yy}`);
  });

  it("lists one Pacific day for each calendar day from start to end, and reveals in between", () => {
    expect(edition.start.getTime()).toBeLessThan(edition.end.getTime());
    expect(edition.days[0]).toBe(pacificDate(edition.start));
    expect(edition.days.at(-1)).toBe(pacificDate(edition.end));
    for (const [index, day] of edition.days.entries()) {
      if (index > 0) expect(Date.parse(day) - Date.parse(edition.days[index - 1] ?? "")).toBe(86_400_000);
    }
    for (const moment of [edition.briefReveal, edition.winnersAnnounced]) {
      if (!moment) continue;
      expect(moment.getTime()).toBeGreaterThanOrEqual(edition.start.getTime());
      expect(moment.getTime()).toBeLessThanOrEqual(edition.end.getTime());
    }
  });

  it("is reachable by each of its aliases", () => {
    for (const alias of edition.aliases) {
      expect(redirects).toContainEqual({ from: `/designathons/${alias}/`, to: editionPath(edition) });
    }
  });

  it("is a schema.org Event at its own address, with Pacific offsets", () => {
    const event = designathonJsonLd(edition);
    expect(event["@type"]).toBe("Event");
    expect(event.name).toBe(editionTitle(edition));
    expect(event.url).toMatch(new RegExp(`${editionPath(edition)}$`));
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[78]:00$/);
    expect(event.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[78]:00$/);
  });

  it("has one overview card, linking to its page", () => {
    const cards = overviewCards.filter((card) => card.year === edition.year);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ title: edition.name, link: editionPath(edition), dates: editionDates(edition) });
    // Its theme, participants, cover and showcase are the record's own.
    expect(cards[0]?.theme).toBe(edition.theme);
    expect(cards[0]?.participants).toBe(edition.card.participants);
    expect(cards[0]?.image).toBe(edition.card.image);
    expect(cards[0]?.showcase).toBe(edition.card.showcase);
  });

  it("gives each section a distinct anchor and links a sponsor only to an https address", () => {
    const ids = edition.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const sponsor of [...edition.sponsors, ...(edition.partners ?? [])])
      if (sponsor.link !== undefined) expect(sponsor.link).toMatch(/^https:\/\//);
  });
});

describe("the list of editions", () => {
  it("has a record for every edition app and an app for every record", () => {
    const apps = readdirSync(new URL("apps/", repo)).filter((name) => /^designathon-\d\d$/.test(name));
    expect(apps.sort()).toEqual(editions.map((edition) => `designathon-${edition.yy}`).sort());
    for (const edition of editions) expect(existsSync(new URL(`apps/designathon-${edition.yy}/`, repo))).toBe(true);
  });

  it("is newest first, and the current edition is the one that starts last", () => {
    const starts = editions.map((edition) => edition.start.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(currentEdition()).toBe(editionSummaries[0]);
    expect(editionSummaries.map((summary) => summary.yy)).toEqual(editions.map((edition) => edition.yy));
  });

  it("names every alias once", () => {
    const aliases = editions.flatMap((edition) => edition.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});

describe("the overview's cards", () => {
  it("are newest first, each with cover art and an address", () => {
    const years = overviewCards.map((card) => card.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const card of overviewCards) {
      expect(card.image).toMatch(/\.svg$|^data:image\/svg\+xml[;,]/);
      expect(card.link).toMatch(/^\/designathon\/\d\d\/$|^https:\/\//);
    }
  });

  it("are the editions' records, then the editions from before this site", () => {
    const recorded = new Set(editionSummaries.map((summary) => summary.year));
    expect(overviewCards.filter((card) => recorded.has(card.year))).toHaveLength(editionSummaries.length);
    expect(overviewCards.filter((card) => !recorded.has(card.year))).toEqual(legacyCards);
  });

  it("give every showcase entry an image and creators, and links only outside", () => {
    const entries: readonly ShowcaseEntry[] = overviewCards.flatMap((card) => card.showcase);
    for (const entry of entries) {
      expect(entry.image).toMatch(/\.svg$|^data:image\/svg\+xml[;,]/);
      expect(entry.creators.length).toBeGreaterThan(0);
      for (const link of entry.links) expect(link.href).toMatch(/^https:\/\//);
    }
  });
});
