import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
for (const y of ["22", "23", "24"]) {
  await page.goto(`http://127.0.0.1:4350/designathon/${y}/`, { waitUntil: "load" });
  const before = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color, [...document.querySelectorAll("style")].map(s => (s.dataset.emotion ?? s.id ?? "").slice(0, 24)).join(" | ")]);
  await page.waitForSelector("html[data-hydrated=true]", { state: "attached" }); await page.waitForTimeout(1000);
  const after = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color, [...document.querySelectorAll("style")].map(s => (s.dataset.emotion ?? s.id ?? "").slice(0, 24)).join(" | ")]);
  console.log(y, JSON.stringify(before), "\n   ", JSON.stringify(after));
}
await browser.close();
