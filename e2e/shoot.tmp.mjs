import { chromium } from "@playwright/test";
const [,, base, out, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "load" });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 40)); } window.scrollTo(0, 0); });
    await page.evaluate(async () => { for (const i of document.images) { i.loading = "eager"; } await Promise.all([...document.images].map(i => i.decode().catch(() => {}))); });
    await page.waitForTimeout(300);
    const name = route.replace(/\W+/g, "-");
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
