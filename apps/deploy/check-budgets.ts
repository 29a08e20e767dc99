// Checks every canonical route of the assembled dist/ against its budgets in
// tools/bench/js-budget.json: the first-load JavaScript (every script the page
// fetches while it loads and hydrates, as transferred, gzip) and the HTML
// document (gzip). The scripts are counted as `pnpm bench` counts them
// (`@duci/bench/budgets`), in Debian's Chromium on a phone-sized screen, from
// dist/ served as a host serves it. Exits 1 naming each route, its size and its budget.
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  type Budgets,
  budgetFor,
  documentKb,
  overBudget,
  type RouteSize,
  readBudgets,
  recordKb,
  scriptKb,
} from "@duci/bench/budgets";
import { type Browser, chromium } from "playwright-core";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The path of every page dist/sitemap.xml lists. */
export async function sitemapRoutes(dist: string): Promise<string[]> {
  const sitemap = await readFile(join(dist, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
}

/** dist/ served by scripts/serve.ts (run by tsx, as `pnpm start` runs it) on a free loopback port. */
async function serve(dist: string): Promise<{ origin: string; server: ChildProcess }> {
  const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));
  const server = spawn(process.execPath, [tsx, join(root, "scripts/serve.ts")], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", SERVE_DIR: dist },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = await new Promise<string>((found, failed) => {
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
      const address = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1];
      if (address) found(address);
    });
    server.on("exit", (code) => failed(new Error(`the static server stopped (${code}): ${output}`)));
  });
  return { origin, server };
}

// Lighthouse's phone, as `pnpm bench` measures.
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The kB of JavaScript a first visit to a route fetches, code and record
 * chunks apart: in a fresh browser, until the page has hydrated (if it loads
 * the app) and the network is quiet.
 */
async function firstLoadJs(
  browser: Browser,
  origin: string,
  route: string,
  html: string,
): Promise<{ jsKb: number; recordKb: number }> {
  const context = await browser.newContext(phone);
  // Only dist/ is measured: nothing leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (request) => request.abort("blockedbyclient"));
  const page = await context.newPage();
  const requests: Promise<{ resourceType: string; url: string; transferSize: number }>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    requests.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => ({
        resourceType: "Script",
        url: request.url(),
        transferSize: responseBodySize + responseHeadersSize,
      })),
    );
  });
  try {
    await page.goto(`${origin}${route}`, { waitUntil: "load" });
    // A page that loads the app (its loader adds the module script) marks <html> once hydrated.
    if (html.includes('s.type="module"'))
      await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const scripts = await Promise.all(requests);
    return { jsKb: scriptKb(scripts), recordKb: recordKb(scripts) };
  } finally {
    await context.close();
  }
}

/** Every route's sizes and what goes over its budget. */
export async function checkBudgets(dist: string, budgets: Budgets, routes?: string[]) {
  const paths = routes ?? (await sitemapRoutes(dist));
  const { origin, server } = await serve(dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  const measured: RouteSize[] = [];
  try {
    // Two routes at a time: each in its own context, so neither sees the other's cache.
    const queue = [...paths];
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const html = await readFile(join(dist, route, "index.html"), "utf8");
        measured.push({ route, ...(await firstLoadJs(browser, origin, route, html)), documentKb: documentKb(html) });
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
    server.kill();
  }
  measured.sort((a, b) => a.route.localeCompare(b.route));
  return { measured, problems: overBudget(measured, budgets) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const budgets = await readBudgets();
  const { measured, problems } = await checkBudgets(join(root, "dist"), budgets);
  if (problems.length) {
    console.error(`Budget check: ${problems.length} problem(s) (budgets in tools/bench/js-budget.json):`);
    console.error(problems.join("\n"));
    process.exit(1);
  }
  for (const { route, jsKb, documentKb: docKb, recordKb: contentKb } of measured) {
    const js = `${jsKb?.toFixed(1)} of ${budgetFor(budgets.jsKb, route)} kB`;
    const document = `${docKb?.toFixed(1)} of ${budgetFor(budgets.documentKb, route)} kB`;
    const record = contentKb ? `   record ${contentKb.toFixed(1)} kB` : "";
    console.log(`  ${route.padEnd(26)} JavaScript ${js.padEnd(18)} document ${document.padEnd(14)}${record}`);
  }
  console.log(`Budget check: ${measured.length} routes within their JavaScript and document budgets (gzip).`);
}
