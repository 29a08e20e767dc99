// People's portraits and the weight of the pictures a visitor sees first.
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/**
 * The pictures in the first screenful: every <img> whose box meets the
 * viewport once the page has settled, with its size in bytes (read back from
 * the browser's cache, uncompressed: an upper bound of what it cost; inlined
 * data URLs count too).
 */
async function imagesAboveTheFold(page: Page) {
  await page.waitForLoadState("networkidle");
  return page.evaluate(() =>
    Promise.all(
      Array.from(document.images)
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        })
        .map(async (image) => ({
          src: image.currentSrc.slice(0, 120),
          bytes: image.currentSrc.startsWith("data:")
            ? image.currentSrc.length
            : (await (await fetch(image.currentSrc)).blob()).size,
        })),
    ),
  );
}

const pages = ["/", "/about/", "/merch/", "/merch/shirt22/", "/resources/featured/", "/designathon/24/"];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const path of pages) {
      test(`${path} shows at most 200 KB of pictures in the first screenful`, async ({ page }) => {
        await page.goto(path);
        const images = await imagesAboveTheFold(page);
        const total = images.reduce((sum, image) => sum + image.bytes, 0);
        expect(total, JSON.stringify(images, null, 1)).toBeLessThanOrEqual(200 * 1024);
      });
    }
  });
}

test("board members are shown as drawn portraits, static files that load lazily and never as initials", async ({
  page,
}) => {
  const portraitRequests: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().includes("/portraits/")) portraitRequests.push(request.url());
  });
  await page.goto("/about/");
  const board = page.getByRole("heading", { name: "Board Members" }).locator("xpath=..");
  const card = page.getByRole("article").filter({ hasText: "Avery Quinn" }).first();
  const portrait = card.locator("img").first();
  await expect(portrait).toHaveAttribute("src", "/portraits/avery-quinn.svg");
  await expect(portrait).toHaveAttribute("loading", "lazy");
  await expect(portrait).toHaveAttribute("width", "96");
  await expect(portrait).toHaveAttribute("height", "96");
  await board.scrollIntoViewIfNeeded();
  await portrait.scrollIntoViewIfNeeded();
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // A drawing, not letters: the file is an SVG of shapes with no text in it.
  const response = await page.request.get("/portraits/avery-quinn.svg");
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  const svg = await response.text();
  expect(svg).toContain("<path");
  expect(svg).not.toContain("<text");
  expect(portraitRequests.length).toBeGreaterThan(0);
  // Different people, different drawings.
  const other = await (await page.request.get("/portraits/mateo-cruz.svg")).text();
  expect(other).not.toBe(svg);
});

test("an edition's judges get their own drawn portraits under the edition's path", async ({ page }) => {
  await page.goto("/designathon/24/");
  // One portrait per card (the closed modals hold the same pictures again).
  const portraits = page.locator("#s-speakers button[aria-haspopup='dialog'] img");
  await expect(portraits.first()).toHaveAttribute("src", /^\/designathon\/24\/portraits\/[a-z0-9-]+\.svg$/);
  const sources = await portraits.evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  expect(new Set(sources).size).toBe(sources.length);
  await portraits.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => portraits.last().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
