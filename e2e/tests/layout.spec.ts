import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

// Every canonical route (the sitemap's) fits the narrowest phone, a common
// phone, a tablet and a laptop without scrolling sideways.
const sitemap = readFileSync(join(import.meta.dirname, "../../dist/sitemap.xml"), "utf8");
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
const widths = [320, 390, 768, 1280];

const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };

/** The remote sources answer as on a normal day: no new events, four houses with points. */
async function answerRemoteSources(page: Page) {
  await page.route(/^https:\/\/8c8akzjz\.apicdn\.sanity\.io\//, (route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({ json: { result: [] }, headers: CORS }),
  );
  await page.route(/^https:\/\/docs\.google\.com\/spreadsheets\//, (route) =>
    route.fulfill({
      body: "House\tPoints\r\nHades\t1,250\r\nAthena\t950\r\nZeus\t1,400\r\nAphrodite\t880\r\n",
      contentType: "text/tab-separated-values",
      headers: CORS,
    }),
  );
}

/** How far the page is wider than the window, and the elements that stick out. */
function overflow(page: Page) {
  return page.evaluate(async () => {
    // Let resize observers and the next layout settle.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const width = window.innerWidth;
    const culprits = Array.from(document.querySelectorAll("body *"))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 0.5)
      .slice(0, 5)
      .map((element) => {
        const name = element.tagName.toLowerCase();
        const label = (element.getAttribute("class") ?? "").split(" ")[0] ?? "";
        const text = (element.textContent ?? "").trim().slice(0, 40);
        return `${name}.${label} "${text}" right edge ${Math.round(element.getBoundingClientRect().right)}`;
      });
    return { excess: document.documentElement.scrollWidth - width, culprits };
  });
}

test("the sitemap lists the canonical routes", () => {
  expect(routes).toContain("/");
  expect(routes).toContain("/designathon/23/");
  expect(routes.length).toBeGreaterThanOrEqual(15);
});

for (const route of routes) {
  test(`${route} never scrolls sideways at ${widths.join(", ")} px`, async ({ page }) => {
    await answerRemoteSources(page);
    await page.setViewportSize({ width: widths[0] ?? 320, height: 800 });
    await page.goto(route);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { excess, culprits } = await overflow(page);
      expect
        .soft(excess, `${route} at ${width} px is ${excess} px too wide: ${culprits.join("; ")}`)
        .toBeLessThanOrEqual(0);
    }
  });
}
