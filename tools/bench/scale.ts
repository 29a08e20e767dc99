// `pnpm --filter @duci/bench scale`: what the events pages cost as the record
// grows. Builds the site three times, with the club's events and with a
// generated archive of 1,000 and 5,000 more (DUCI_BUILD_EVENTS=fixture:N, a
// fixture, never the site's data; the content service off), and reports for
// /events/, /events/all/ and the newest quarter's page: the document and the
// first-load JavaScript (gzip), TBT and LCP (Lighthouse, mobile, one run each
// unless --runs=N) and the build's time. Exits non-zero when a page's
// document or JavaScript grows by more than 10% from the club's record to
// 5,000 more events. The site's own build output (dist/, dist-ssr/) is put
// back as it was: Turbo would not notice it replaced.
// Usage: pnpm --filter @duci/bench scale [--runs=N]
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type MeasuredRequest, scriptKb } from "./budgets.ts";
import { median } from "./report.ts";

const root = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 1);

/** The club's record, then the generated archives. */
const sizes = [
  { label: "club's record", events: "bundled" },
  { label: "+1,000", events: "fixture:1000" },
  { label: "+5,000", events: "fixture:5000" },
] as const;

interface Figures {
  documentKb: number;
  jsKb: number;
  tbt: number;
  lcp: number;
}

function build(events: string): number {
  const started = performance.now();
  const result = spawnSync("pnpm", ["--filter", "@duci/site", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DUCI_BUILD_EVENTS: events, VITE_SANITY_PROJECT_ID: "" },
  });
  if (result.status !== 0) throw new Error(`the site's build with DUCI_BUILD_EVENTS=${events} failed`);
  return (performance.now() - started) / 1000;
}

function serve(dir: string): ChildProcess {
  return spawn("pnpm", ["exec", "tsx", "scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SERVE_DIR: dir },
    stdio: "ignore",
    detached: true,
  });
}

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The newest quarter's page, as the index links it first. */
async function newestQuarter(dir: string): Promise<string> {
  const html = await readFile(join(dir, "events/all/index.html"), "utf8");
  const found = html.match(/href="(\/events\/all\/[a-z]+-\d{4}\/)"/)?.[1];
  if (!found) throw new Error("the archive's index links no quarter");
  return found;
}

async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits } = result.lhr;
    const details = audits["network-requests"]?.details as { items?: MeasuredRequest[] } | undefined;
    return {
      jsKb: scriptKb(details?.items ?? []),
      tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

async function measure(dir: string, route: string): Promise<Figures> {
  const documentKb = gzipSync(await readFile(join(dir, route, "index.html"))).length / 1024;
  const results: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(`${origin}${route}`));
  const of = (key: "jsKb" | "tbt" | "lcp") => median(results.map((result) => result[key]));
  return { documentKb, jsKb: of("jsKb"), tbt: of("tbt"), lcp: of("lcp") };
}

const rows: { size: string; route: string; figures: Figures; buildS: number }[] = [];
const work = await mkdtemp(join(tmpdir(), "duci-scale-"));
const outputs = ["dist", "dist-ssr"].map((name) => ({
  at: join(root, "apps/site", name),
  kept: join(work, `kept-${name}`),
}));
for (const { at, kept } of outputs) await cp(at, kept, { recursive: true }).catch(() => undefined);
try {
  for (const size of sizes) {
    process.stdout.write(`building with ${size.label} (DUCI_BUILD_EVENTS=${size.events})… `);
    const buildS = build(size.events);
    const dir = join(work, size.events.replace(":", "-"));
    await cp(join(root, "apps/site/dist"), dir, { recursive: true });
    console.log(`${buildS.toFixed(0)} s`);
    const server = serve(dir);
    try {
      await waitForServer(`${origin}/events/`);
      for (const route of ["/events/", "/events/all/", await newestQuarter(dir)]) {
        rows.push({ size: size.label, route, figures: await measure(dir, route), buildS });
        process.stdout.write(".");
      }
    } finally {
      if (server.pid) process.kill(-server.pid);
    }
    console.log();
  }
} finally {
  for (const { at, kept } of outputs) {
    await rm(at, { recursive: true, force: true });
    await cp(kept, at, { recursive: true }).catch(() => undefined);
  }
  await rm(work, { recursive: true, force: true });
}

const kb = (value: number) => value.toFixed(2);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : "–");
console.log("\n| events | route | document kB (gzip) | JS kB (gzip) | TBT ms | LCP ms | build s |");
console.log("| --- | --- | --: | --: | --: | --: | --: |");
for (const { size, route, figures, buildS } of rows) {
  console.log(
    `| ${size} | ${route} | ${kb(figures.documentKb)} | ${kb(figures.jsKb)} | ${ms(figures.tbt)} | ${ms(figures.lcp)} | ${buildS.toFixed(0)} |`,
  );
}

// Growth from the club's record to 5,000 more, per page: bytes must stay flat.
const problems: string[] = [];
for (const route of new Set(rows.map((row) => row.route))) {
  const [first, , last] = rows.filter((row) => row.route === route);
  if (!first || !last) continue;
  for (const key of ["documentKb", "jsKb"] as const) {
    const growth = last.figures[key] / first.figures[key] - 1;
    console.log(`${route} ${key}: ${(growth * 100).toFixed(1)}% from the club's record to +5,000`);
    if (growth > 0.1) problems.push(`${route}: ${key} grows ${(growth * 100).toFixed(1)}% (more than 10%)`);
  }
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exitCode = 1;
}
