import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
await page.route("**/*.js", (r) => r.abort());
await page.goto("http://127.0.0.1:4399/events/all/");
console.log(await page.evaluate(() => { const s = document.querySelector("[role=status]"); const p = s.parentElement; return { s: s.getBoundingClientRect().height, p: p.getBoundingClientRect().height, fs: getComputedStyle(s).fontSize, lh: getComputedStyle(s).lineHeight }; }));
await browser.close();
