// Same-run comparison: a route with and without its images (Lighthouse blockedUrlPatterns).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const [url, runs = "3"] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"] });
const rows = { with: [], without: [] };
for (let i = 0; i < Number(runs); i++) {
  for (const mode of ["with", "without"]) {
    const r = await lighthouse(url, { port: chrome.port, output: "json", onlyCategories: ["performance"], blockedUrlPatterns: mode === "with" ? [] : ["*.webp", "*.png", "*.avif", "*.jpg", "*/assets/*.svg"] });
    const a = r.lhr.audits;
    rows[mode].push([a["first-contentful-paint"].numericValue, a["largest-contentful-paint"].numericValue, a["total-blocking-time"].numericValue, a["cumulative-layout-shift"].numericValue].map((v) => Math.round(v * 1000) / 1000));
  }
}
const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const mode of ["with", "without"]) console.log(mode, "FCP/LCP/TBT/CLS medians", [0, 1, 2, 3].map((k) => med(rows[mode].map((r) => r[k]))), JSON.stringify(rows[mode]));
await chrome.kill();
