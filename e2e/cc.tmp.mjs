import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
await page.goto("http://127.0.0.1:4350/designathon/22/", { waitUntil: "load" }); await page.waitForSelector("html[data-hydrated=true]", { state: "attached" }); await page.waitForTimeout(1500);
console.log(await page.evaluate(() => { const a = [...document.querySelectorAll("a")].find(a => a.textContent === "More about us"); const s = a.closest("section"); return [getComputedStyle(a).color, s.dataset.tone, getComputedStyle(s).getPropertyValue("--link"), a.className]; }));
await browser.close();
