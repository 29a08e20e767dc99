import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
for (const [name, path, width, sel, scroll] of JSON.parse(process.argv[2])) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`http://127.0.0.1:4390${path}`);
  await page.waitForTimeout(2500);
  const el = page.locator(sel).first();
  await el.scrollIntoViewIfNeeded();
  if (scroll !== undefined) await el.evaluate((e, s) => { const sc = e.querySelector("div"); sc.scrollLeft = s === "end" ? sc.scrollWidth : s; }, scroll);
  await page.waitForTimeout(400);
  await el.screenshot({ path: `/tmp/shot-${name}.png` });
  await page.close();
}
await browser.close();
