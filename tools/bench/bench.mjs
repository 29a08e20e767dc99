// `pnpm bench`: Lighthouse (mobile) over every canonical route of the served
// dist/, then a table of scores, paint timings and bytes shipped, and the total
// JavaScript of each app. A benchmark to read, not a test: it never fails on a number.
// Usage: pnpm bench [route …]   (default: every route in dist/sitemap.xml)
import { spawn } from "node:child_process";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const dist = join(root, "dist");
const port = Number(process.env.BENCH_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;

async function routes() {
  const asked = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  if (asked.length) return asked;
  const sitemap = await readFile(join(dist, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
}

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`the static server did not start on ${origin}`);
}

async function gzipSizeOfFolder(folder, extension) {
  let total = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(extension)) continue;
    total += gzipSync(await readFile(join(entry.parentPath, entry.name))).length;
  }
  return total;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const ms = (value) => `${Math.round(value ?? 0)}`;
const score = (category) => `${Math.round((category?.score ?? 0) * 100)}`;

async function main() {
  await stat(join(dist, "index.html")).catch(() => {
    throw new Error("dist/ is missing: run `pnpm build` first");
  });
  const server = spawn(process.execPath, [join(root, "scripts/serve.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  const chrome = await chromeLauncher.launch({
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
  const rows = [];
  try {
    await waitForServer();
    for (const route of await routes()) {
      const result = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result.lhr;
      const requests = lhr.audits["network-requests"]?.details?.items ?? [];
      const bytesOf = (type) =>
        requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      rows.push({
        route,
        perf: score(lhr.categories.performance),
        a11y: score(lhr.categories.accessibility),
        bp: score(lhr.categories["best-practices"]),
        seo: score(lhr.categories.seo),
        "FCP ms": ms(lhr.audits["first-contentful-paint"]?.numericValue),
        "LCP ms": ms(lhr.audits["largest-contentful-paint"]?.numericValue),
        "TBT ms": ms(lhr.audits["total-blocking-time"]?.numericValue),
        CLS: (lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
        "JS kB": kb(bytesOf("Script")),
        "CSS kB": kb(bytesOf("Stylesheet")),
      });
      process.stdout.write(".");
    }
  } finally {
    await chrome.kill();
    server.kill();
  }
  console.log("\n\nLighthouse (mobile), bytes as transferred (gzip):");
  console.table(rows);
  const apps = [
    ["site", join(dist, "assets")],
    ["designathon-22", join(dist, "designathon/22/assets")],
    ["designathon-23", join(dist, "designathon/23/assets")],
    ["designathon-24", join(dist, "designathon/24/assets")],
  ];
  const totals = [];
  for (const [app, folder] of apps) {
    totals.push({
      app,
      "JS gzip kB": kb(await gzipSizeOfFolder(folder, ".js")),
      "CSS gzip kB": kb(await gzipSizeOfFolder(folder, ".css")),
    });
  }
  console.log("Total shipped per app (gzip):");
  console.table(totals);
}

await main();
