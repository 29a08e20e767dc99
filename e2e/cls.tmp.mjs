import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const route = process.argv[2] ?? "/events/all/";
const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
await page.goto("http://127.0.0.1:4399" + route, { waitUntil: "networkidle" });
await page.waitForTimeout(1500);
console.log(JSON.stringify(await page.evaluate(() => new Promise((res) => new PerformanceObserver((l) => res(l.getEntries().map((e) => ({ t: Math.round(e.startTime), v: e.value, src: e.sources.map((s) => ({ node: s.node?.outerHTML?.slice(0, 160), prev: s.previousRect.toJSON(), cur: s.currentRect.toJSON() })) })))).observe({ type: "layout-shift", buffered: true }); setTimeout(() => res([]), 3000); })), null, 1));
await browser.close();
