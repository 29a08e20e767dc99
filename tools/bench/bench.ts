// `pnpm bench`: Lighthouse (mobile) over every canonical route of the served
// dist/ and, in the same run, over a minimal static page (one heading, one
// paragraph) served the same way. Prints per route the median FCP and LCP as
// multiples of the minimal page's, TBT, CLS, the performance score, the
// render-blocking requests and the JavaScript loaded, then, from the
// first-touch probe (first-touch.ts, 4x CPU), the time from first paint to
// controls ready and the actions a visitor made at first paint that were
// lost, and, from the navigation probe (click-to-paint.ts), the time from a
// click on a link to the next page's paint on three common paths, and, from
// the interaction probe (interactions.ts, 4x CPU), each route's slowest control
// to answer once hydrated, each beside its target. A benchmark for people to run, not a test:
// `--check` exits non-zero when a route misses a target.
// Usage: pnpm bench [--check] [--runs=N] [--save=DIR] [--touch-only | --nav-only | --interact-only] [--applied] [--verbose] [route …]
//   (default: every route in dist/sitemap.xml, of the archive's quarters the newest and the largest; 3 runs)
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgetFor, type MeasuredRequest, readBudgets, routesToMeasure, scriptKb } from "./budgets.ts";
import { clickToPaint, type NavigationPath, navigationPaths } from "./click-to-paint.ts";
import { connect, probeFirstTouch } from "./first-touch.ts";
import { probeInteractions } from "./interactions.ts";
import { type ActionTime, worstAction } from "./interactions-judge.ts";
import {
  type LighthouseFigures,
  type MinimalFigures,
  median,
  missedTargets,
  parseArgs,
  plainControlsNote,
  type TouchFigures,
  tableRow,
  targets,
  touchFigures,
  touchNotes,
} from "./report.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = resolve(here, "../..");
const dist = join(root, "dist");
const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const minimalOrigin = `http://127.0.0.1:${port + 1}`;

const {
  check,
  runs,
  saveDir,
  touchOnly,
  navOnly,
  interactOnly,
  applied,
  verbose,
  routes: askedRoutes,
} = parseArgs(process.argv.slice(2));

// The JavaScript budgets and how scripts are counted are shared with the deploy check (`pnpm test`).
const { jsKb: jsBudget } = await readBudgets();

async function routes(): Promise<string[]> {
  if (askedRoutes.length) return askedRoutes;
  const sitemap = await readFile(join(dist, "sitemap.xml"), "utf8");
  const all = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path ?? "");
  const sizes = new Map(
    await Promise.all(all.map(async (route) => [route, (await stat(join(dist, route, "index.html"))).size] as const)),
  );
  return routesToMeasure(all, (route) => sizes.get(route) ?? 0);
}

/** The paths the navigation probe takes: those that start at a route asked for, or all. */
async function paths(): Promise<NavigationPath[]> {
  const editions = (await readdir(join(dist, "designathon")).catch(() => [])).filter((name) => /^\d\d$/.test(name));
  const newest = editions.sort().at(-1);
  if (!newest) return [];
  return navigationPaths(`/designathon/${newest}/`).filter(
    (path) => !askedRoutes.length || askedRoutes.includes(path.from),
  );
}

/** scripts/serve.ts, run by tsx as `pnpm start` runs it. */
function serve(dir: string, servePort: number): ChildProcess {
  const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));
  return spawn(process.execPath, [tsx, join(root, "scripts/serve.ts")], {
    env: { ...process.env, PORT: String(servePort), SERVE_DIR: dir },
    stdio: "ignore",
  });
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`the static server did not start on ${url}`);
}

async function gzipSizeOfFolder(folder: string, extension: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(extension)) continue;
    total += gzipSync(await readFile(join(entry.parentPath, entry.name))).length;
  }
  return total;
}

/** A headless Chromium for the bench, reached over the DevTools port chrome-launcher opens. */
function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * One Lighthouse run, in a browser of its own: a first visit, as a visitor who
 * comes from a search makes it. (In one browser, later runs would find what
 * earlier ones fetched in its memory, though Lighthouse clears its cache and
 * storage.) Returns the numbers the table shows.
 */
async function measure(url: string): Promise<LighthouseFigures> {
  const chrome = await launchChrome();
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod: applied ? "devtools" : "simulate",
    });
  } finally {
    await chrome.kill();
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (saveDir) {
    await mkdir(saveDir, { recursive: true });
    const name = new URL(url).pathname.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";
    const file = `${url.startsWith(minimalOrigin) ? "minimal" : name}-${Date.now()}.json`;
    await writeFile(join(saveDir, file), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) console.warn(`\n${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const requests = itemsOf<MeasuredRequest>(audits["network-requests"]);
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    fcp: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    // Stylesheets and scripts the browser must fetch before it may paint.
    blocking: itemsOf(audits["render-blocking-resources"]).length,
    jsKb: scriptKb(requests),
  };
}

/** The rows of an audit's table (none when the audit is missing or has no table). */
function itemsOf<Item>(audit: { details?: unknown } | undefined): Item[] {
  const details = audit?.details;
  if (typeof details !== "object" || details === null || !("items" in details)) return [];
  return Array.isArray(details.items) ? details.items : [];
}

/** The median of each number over `runs` runs. */
async function measureMedian(url: string): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    results.push(await measure(url));
    process.stdout.write(".");
  }
  const of = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]));
  return {
    fcp: of("fcp"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    perf: of("perf"),
    a11y: of("a11y"),
    bp: of("bp"),
    seo: of("seo"),
    blocking: of("blocking"),
    jsKb: of("jsKb"),
  };
}

async function main() {
  await stat(join(dist, "index.html")).catch(() => {
    throw new Error("dist/ is missing: run `pnpm build` first");
  });
  const lighthouseRuns = !touchOnly && !navOnly && !interactOnly;
  const interactionRuns = !touchOnly && !navOnly;
  // The minimal pages beside Lighthouse and the interaction probe; the other probes compare with nothing.
  const minimalServed = lighthouseRuns || interactionRuns;
  const servers = [serve("dist", port), ...(minimalServed ? [serve("tools/bench/minimal", port + 1)] : [])];
  // The first-touch probe's browser; each Lighthouse run has one of its own.
  const chrome = await launchChrome();
  const measured = new Map<string, LighthouseFigures>();
  const touched = new Map<string, TouchFigures>();
  const navigated = new Map<NavigationPath, number>();
  const interacted = new Map<string, ActionTime | null>();
  let minimal: MinimalFigures | undefined;
  let plainControls: ActionTime | undefined;
  try {
    await waitForServer(`${origin}/`);
    if (minimalServed) await waitForServer(`${minimalOrigin}/`);
    if (lighthouseRuns) {
      // The minimal page is measured before and after the routes, so a machine
      // that slows down during the run moves both sides of the ratio.
      const minimalRuns: LighthouseFigures[] = [];
      const measureMinimal = async () => {
        for (let run = 0; run < runs; run++) {
          minimalRuns.push(await measure(`${minimalOrigin}/`));
          process.stdout.write(".");
        }
      };
      await measureMinimal();
      for (const route of await routes()) measured.set(route, await measureMedian(`${origin}${route}`));
      await measureMinimal();
      const ok = minimalRuns.filter((result) => Number.isFinite(result.fcp) && Number.isFinite(result.lcp));
      minimal = {
        fcp: median(ok.map((result) => result.fcp)),
        lcp: median(ok.map((result) => result.lcp)),
        tbt: median(ok.map((result) => result.tbt)),
      };
    }
    // The first-touch probe, after Lighthouse: two visits per route and run (first-touch.ts).
    const browser = await connect(chrome.port);
    try {
      for (const route of navOnly || interactOnly ? [] : await routes()) {
        const probes = [];
        for (let run = 0; run < runs; run++) {
          probes.push(await probeFirstTouch(browser, `${origin}${route}`));
          process.stdout.write(".");
        }
        touched.set(route, touchFigures(probes));
      }
      // The navigation probe, unthrottled, last.
      for (const path of touchOnly || interactOnly ? [] : await paths()) {
        const times = [];
        for (let run = 0; run < runs; run++) {
          times.push(await clickToPaint(browser, origin, path));
          process.stdout.write(".");
        }
        navigated.set(path, median(times));
      }
      // The interaction probe: each control of a hydrated page, 4x CPU (interactions.ts).
      for (const route of touchOnly || navOnly ? [] : await routes()) {
        const runsOfRoute = [];
        for (let run = 0; run < runs; run++) {
          runsOfRoute.push(await probeInteractions(browser, `${origin}${route}`));
          process.stdout.write(".");
        }
        interacted.set(route, worstAction(runsOfRoute) ?? null);
      }
      if (interactionRuns) {
        const runsOfPlain = [];
        for (let run = 0; run < runs; run++) {
          runsOfPlain.push(await probeInteractions(browser, `${minimalOrigin}/controls.html`));
          process.stdout.write(".");
        }
        plainControls = worstAction(runsOfPlain);
      }
    } finally {
      await browser.disconnect();
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.kill();
  }

  const misses: string[] = [];
  const notes: string[] = [];
  const rows = (navOnly ? [] : await routes()).map((route) => {
    const light = measured.get(route);
    const touch = touched.get(route);
    const budget = budgetFor(jsBudget, route);
    const interact = interacted.get(route);
    const missed = missedTargets({ light, touch, minimal, budget, interact });
    if (missed.length) misses.push(`${route}: ${missed.join(", ")}`);
    if (touch) notes.push(...touchNotes(route, touch, { verbose }));
    return tableRow({ route, light, touch, minimal, budget, interact, missed });
  });

  if (navOnly) {
    console.log(`\n\nNavigation only, ${runs} run(s) per path.`);
  } else if (interactOnly) {
    console.log(`\n\nInteractions only, ${runs} run(s) per route.`);
  } else if (touchOnly || !minimal) {
    console.log(`\n\nFirst touch only (no Lighthouse), ${runs} run(s) per route.`);
  } else {
    console.log(
      `\n\nLighthouse (mobile, throttling ${applied ? "applied to the load" : "simulated"}), median of ${runs} run(s) per route; bytes as transferred (gzip).`,
    );
    console.log(
      `Minimal page in the same run: FCP ${Math.round(minimal.fcp)} ms, LCP ${Math.round(minimal.lcp)} ms, TBT ${Math.round(minimal.tbt)} ms.`,
    );
  }
  if (!navOnly) {
    if (!interactOnly)
      console.log(
        "First touch (4x CPU, slow 4G, 390 px): paint→ready is the median time from first paint until React owns every control; " +
          "acts are the controls acted on at first paint (early: before they were ready); lost, the most in any run.",
      );
    if (!touchOnly)
      console.log(
        "Interactions (hydrated, 4x CPU, 390 px, a tap or keys on each control): the slowest control's Event Timing duration, " +
          "its median over the runs; below 16 ms the browser does not report one.",
      );
    console.table(rows);
    if (!touchOnly) console.log(plainControlsNote(plainControls));
    if (notes.length) console.log(`What the first-touch probe saw:\n  ${notes.join("\n  ")}`);
  }

  if (navigated.size) {
    console.log(
      "Click to paint (unthrottled, 1280 px, a mouse): median time from a click on the link, pointed at first, until the next page painted.",
    );
    console.table(
      [...navigated].map(([path, ms]) => {
        const missed = !(ms <= targets.clickToPaintMs);
        if (missed) misses.push(`${path.name}: click→paint ${Math.round(ms)} ms > ${targets.clickToPaintMs} ms`);
        return {
          path: `${path.name} (${path.from} → ${path.to})`,
          "click→paint ms": `${Math.round(ms)}${missed ? " ✗" : ""}`,
        };
      }),
    );
  }

  if (!touchOnly && !navOnly && !interactOnly) await printTotals();

  if (misses.length) {
    console.log(`${misses.length} route(s) or path(s) miss a target:\n  ${misses.join("\n  ")}`);
    if (check) process.exitCode = 1;
  } else {
    console.log("Every route and path meets every target.");
  }
}

/** What each app ships in all, whether a page loads it or not. */
async function printTotals() {
  const apps: [string, string][] = [["site", join(dist, "assets")]];
  for (const edition of (await readdir(join(dist, "designathon"), { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory() && /^\d\d$/.test(entry.name))
    .map((entry) => entry.name)) {
    apps.push([`designathon-${edition}`, join(dist, "designathon", edition, "assets")]);
  }
  const totals = [];
  for (const [app, folder] of apps) {
    totals.push({
      app,
      "JS gzip kB": (await gzipSizeOfFolder(folder, ".js")) / 1024,
      "CSS gzip kB": (await gzipSizeOfFolder(folder, ".css")) / 1024,
    });
  }
  console.log("Total shipped per app (gzip), every chunk whether loaded or not:");
  console.table(
    totals.map((row) => ({
      ...row,
      "JS gzip kB": row["JS gzip kB"].toFixed(1),
      "CSS gzip kB": row["CSS gzip kB"].toFixed(1),
    })),
  );
}

await main();
