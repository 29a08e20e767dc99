import { chromium } from "@playwright/test";
const [,, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    const [path, selector] = route.split("@");
    await page.goto(`http://127.0.0.1:4480${path}`, { waitUntil: "networkidle" });
    if (selector) await page.locator(selector).first().scrollIntoViewIfNeeded();
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } });
    await page.waitForLoadState("networkidle");
    if (selector) { await page.locator(selector).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(300); }
    const name = `${path.replace(/\W+/g, "_")}${selector ? "_sel" : ""}-${width}`;
    await page.screenshot({ path: `/tmp/lp-shots/${name}.png`, fullPage: !selector });
    console.log(name);
  }
  await page.close();
}
await browser.close();
