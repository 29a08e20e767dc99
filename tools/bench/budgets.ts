// The per-route budgets of js-budget.json and how a route is measured against
// them, shared by `pnpm bench` (Lighthouse) and the deploy check
// (`apps/deploy/check-budgets.ts`, part of `pnpm test`), so both count alike:
// first-load JavaScript is every script the page fetched, as transferred
// (gzip, with its headers), but the web fonts' loader; the document is the
// page's HTML, gzipped.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const budgetFile: string = fileURLToPath(new URL("js-budget.json", import.meta.url));

/** kB per route. */
export type BudgetTable = Record<string, number>;

export interface Budgets {
  /** First-load JavaScript in kB (gzip, as transferred) per route. */
  jsKb: BudgetTable;
  /** The HTML document in kB (gzip) per route. */
  documentKb: BudgetTable;
}

/** What was measured of one route; a measure left out is not judged. */
export interface RouteSize {
  route: string;
  jsKb?: number;
  documentKb?: number;
  /** The record chunks' kB (content, not code): reported, never against a budget. */
  recordKb?: number;
}

/** A request as Lighthouse's `network-requests` audit lists it (only what is counted here). */
export interface MeasuredRequest {
  resourceType?: string;
  url?: string;
  transferSize?: number;
}

/** The budgets in kB per route: first-load JavaScript (`jsKb`) and the document (`documentKb`). */
export async function readBudgets(file: string = budgetFile): Promise<Budgets> {
  const { jsKb = {}, documentKb = {} }: Partial<Budgets> = JSON.parse(await readFile(file, "utf8"));
  return { jsKb, documentKb };
}

/**
 * The most a document may weigh, in KiB gzip (kB here is 1024 bytes, as
 * `documentKb` counts): a new connection's first round trip carries about
 * 14,600 bytes (10 TCP segments), its response headers (457 bytes from
 * scripts/serve.ts) and room for them to grow included; a document past it
 * paints one round trip later.
 */
export const FIRST_WINDOW_KB = 13.75;

const editionPage = /^\/designathon\/\d\d\/$/;
const archiveTermPage = /^\/events\/all\/[a-z]+-\d{4}\/$/;
/** The key every quarter's page of the archive shares in the budget tables. */
export const ARCHIVE_TERM_KEY = "/events/all/<quarter>/";

/**
 * The routes a full run measures: every page of the sitemap, but of the
 * archive's quarter pages (one page made from one template, more of them each
 * term) only two: the newest and the one with the largest document, so a run
 * takes as long in ten years as today. `documentBytes` gives a page's size.
 */
export function routesToMeasure(routes: readonly string[], documentBytes: (route: string) => number): string[] {
  const quarters = routes.filter((route) => archiveTermPage.test(route));
  if (quarters.length <= 2) return [...routes];
  // Quarter pages are named by season and year: the newest has the highest year, then the latest season.
  const season = ["winter", "spring", "summer", "fall"];
  const order = (route: string) => {
    const [, name = "", year = "0"] = route.match(/\/([a-z]+)-(\d{4})\/$/) ?? [];
    return Number(year) * 10 + season.indexOf(name);
  };
  const newest = quarters.reduce((a, b) => (order(b) > order(a) ? b : a));
  const largest = quarters.reduce((a, b) => (documentBytes(b) > documentBytes(a) ? b : a));
  return routes.filter((route) => !archiveTermPage.test(route) || route === newest || route === largest);
}

/**
 * A route's budget in one table: its own; for a new edition, the largest
 * edition's; for an edition's people page without one, its edition's (whose
 * page held the profiles before); for a quarter's page of the archive, the
 * quarters' one. Undefined for a route the table does not cover.
 */
export function budgetFor(table: BudgetTable, route: string): number | undefined {
  if (route in table) return table[route];
  if (archiveTermPage.test(route)) return table[ARCHIVE_TERM_KEY];
  const peoplePage = route.match(/^(\/designathon\/\d\d\/)people\/$/);
  if (peoplePage?.[1]) return budgetFor(table, peoplePage[1]);
  if (editionPage.test(route)) {
    const editions = Object.entries(table).filter(([path]) => editionPage.test(path));
    if (editions.length) return Math.max(...editions.map(([, kb]) => kb));
  }
  return undefined;
}

// The script that loads a first visit's web fonts and keeps them for later pages
// (`loadWebFontsFile` in @duci/prerender): a visitor fetches it once, after the first page has painted.
const fontLoader = /\/load-web-fonts-[\w-]+\.js$/;

// A chunk of content, not code (the site's events, see @duci/vite-config): it grows as the club
// publishes, so a route's code budget leaves it out and the archive's design holds its size.
const recordChunk = /\/record-[\w-]+\.js$/;

function kbOf(requests: readonly MeasuredRequest[], counted: (url: string) => boolean): number {
  return (
    requests
      .filter((request) => request.resourceType === "Script" && counted(request.url ?? ""))
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024
  );
}

/**
 * kB of first-load JavaScript in a page load's requests (Lighthouse's
 * `network-requests` items, or the same shape): every script, as transferred,
 * but the web fonts' loader and the record chunks (content, see `recordKb`).
 */
export function scriptKb(requests: readonly MeasuredRequest[]): number {
  return kbOf(requests, (url) => !fontLoader.test(url) && !recordChunk.test(url));
}

/** kB of the record chunks (`record-….js`, content rather than code) in a page load's requests, as transferred. */
export function recordKb(requests: readonly MeasuredRequest[]): number {
  return kbOf(requests, (url) => recordChunk.test(url));
}

/** kB of a document once gzipped, as a host sends it. */
export function documentKb(html: string | Uint8Array): number {
  return gzipSync(html).length / 1024;
}

/**
 * What goes over its budget, one line per route and measure, e.g.
 * "/about/: first-load JavaScript is 113.24 kB (gzip), over its budget of 112.1 kB".
 * A route without a budget is a problem too: a new page gets one in js-budget.json.
 */
export function overBudget(measured: readonly RouteSize[], budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const { route, jsKb, documentKb: docKb } of measured) {
    const measures: [string, number | undefined, BudgetTable, keyof Budgets][] = [
      ["first-load JavaScript", jsKb, budgets.jsKb, "jsKb"],
      ["document", docKb, budgets.documentKb, "documentKb"],
    ];
    for (const [what, kb, table, key] of measures) {
      if (kb === undefined) continue;
      const budget = budgetFor(table, route);
      if (budget === undefined)
        problems.push(`${route}: ${what} has no budget (add "${route}" to ${key} in ${budgetFile})`);
      else if (kb > budget)
        problems.push(`${route}: ${what} is ${kb.toFixed(2)} kB (gzip), over its budget of ${budget} kB`);
    }
  }
  return problems;
}
