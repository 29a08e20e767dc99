import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const [runs, ...urls] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"] });
const rows = Object.fromEntries(urls.map((u) => [u, []]));
for (let i = 0; i < Number(runs); i++) for (const u of urls) {
  const r = await lighthouse(u, { port: chrome.port, output: "json", onlyCategories: ["performance"] });
  const a = r.lhr.audits;
  rows[u].push([a["first-contentful-paint"].numericValue, a["largest-contentful-paint"].numericValue, a["total-blocking-time"].numericValue].map(Math.round));
}
const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const u of urls) console.log(u, "FCP/LCP/TBT medians", [0, 1, 2].map((k) => med(rows[u].map((r) => r[k]))), JSON.stringify(rows[u]));
await chrome.kill();
