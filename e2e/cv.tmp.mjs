import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [390, 800, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto("http://127.0.0.1:4399/events/all/", { waitUntil: "networkidle" });
  await page.evaluate(() => { window.__cls = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: "layout-shift", buffered: true }); });
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < 40; y++) { await page.mouse.wheel(0, 700); await page.waitForTimeout(60); }
  const after = await page.evaluate(() => document.documentElement.scrollHeight);
  const heights = await page.$$eval("[data-testid=event-card]", (cards) => cards.map((c) => Math.round(c.closest("li").getBoundingClientRect().height)));
  const sorted = [...heights].sort((a, b) => a - b);
  console.log(width, "scrollHeight before", before, "after", after, "cls", await page.evaluate(() => window.__cls), "li heights median", sorted[sorted.length >> 1], "min", sorted[0], "max", sorted.at(-1));
}
await browser.close();
