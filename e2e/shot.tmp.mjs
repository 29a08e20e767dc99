import { chromium } from "@playwright/test";
const [route, width, scrollY, out] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4] ?? 0), process.argv[5] ?? "/tmp/shot.png"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width, height: 800 } });
await page.goto("http://127.0.0.1:4399" + route, { waitUntil: "networkidle" });
if (scrollY) { await page.evaluate((y) => window.scrollTo(0, y), scrollY); await page.waitForTimeout(500); }
await page.screenshot({ path: out });
await browser.close();
