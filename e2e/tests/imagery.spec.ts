// People's portraits and the weight of the pictures a visitor sees first.
import { boardMembers } from "@duci/data/board";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

/** The file name a drawn portrait takes from a name (as packages/ui/src/portrait.ts makes it). */
const seedOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
const [first, second] = boardMembers;
const firstName = first?.name ?? "";
const firstSeed = seedOf(firstName);

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

test("board members are shown as drawn portraits, static WebP files that load lazily and never as initials", async ({
  page,
}) => {
  const portraitRequests: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().includes("/portraits/")) portraitRequests.push(request.url());
  });
  await page.goto("/about/");
  const board = page.getByRole("heading", { name: "Board Members" }).locator("xpath=..");
  const card = page.getByRole("article").filter({ hasText: firstName }).first();
  const portrait = card.locator("img").first();
  await expect(portrait).toHaveAttribute("src", `/portraits/${firstSeed}-192.webp`);
  // A 96 px frame: the 192 px file up to 2x screens, the 288 px one at 3x.
  await expect(portrait).toHaveAttribute(
    "srcset",
    `/portraits/${firstSeed}-192.webp 2x, /portraits/${firstSeed}-288.webp 3x`,
  );
  await expect(portrait).toHaveAttribute("loading", "lazy");
  await expect(portrait).toHaveAttribute("width", "96");
  await expect(portrait).toHaveAttribute("height", "96");
  await board.scrollIntoViewIfNeeded();
  await portrait.scrollIntoViewIfNeeded();
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // No SVG document per portrait: the page asks only for the raster files.
  expect(portraitRequests.length).toBeGreaterThan(0);
  expect(portraitRequests.filter((url) => !url.endsWith(".webp"))).toEqual([]);
  for (const width of [192, 288, 480]) {
    expect((await page.request.get(`/portraits/${firstSeed}-${width}.webp`)).headers()["content-type"]).toContain(
      "image/webp",
    );
  }
  // A drawing on the ground colour, not letters: black lines, clear corners where the ground shows.
  const pixels = (path: string) =>
    page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d");
      context?.drawImage(bitmap, 0, 0);
      const data = context?.getImageData(0, 0, bitmap.width, bitmap.height).data ?? new Uint8ClampedArray();
      let black = 0;
      let hash = 2166136261;
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i + 3] ?? 0) === 255 && (data[i] ?? 255) < 16 && (data[i + 1] ?? 255) < 16) black++;
        hash = Math.imul(hash ^ (data[i + 3] ?? 0), 16777619);
      }
      return { width: bitmap.width, cornerAlpha: data[3], black, hash };
    }, path);
  const one = await pixels(`/portraits/${firstSeed}-192.webp`);
  expect(one).toMatchObject({ width: 192, cornerAlpha: 0 });
  expect(one.black).toBeGreaterThan(192 * 4);
  // Different people, different drawings.
  const other = await pixels(`/portraits/${seedOf(second?.name ?? "")}-192.webp`);
  expect(other.hash).not.toBe(one.hash);
});

for (const [scale, width] of [
  [2, 192],
  [3, 288],
] as const) {
  test.describe(`on a ${scale}x screen`, () => {
    test.use({ deviceScaleFactor: scale });
    test(`a 96 px portrait loads the ${width} px file, never a larger one`, async ({ page }) => {
      await page.goto("/about/");
      const portrait = page.getByRole("article").filter({ hasText: firstName }).first().locator("img").first();
      await portrait.scrollIntoViewIfNeeded();
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
        .toMatch(new RegExp(`/portraits/${firstSeed}-${width}\\.webp$`));
    });
  });
}

test("an edition's judges get their own drawn portraits under the edition's path", async ({ page }) => {
  await page.goto("/designathon/24/");
  // One portrait per card (the closed modals hold the same pictures again).
  const portraits = page.locator("#s-speakers button[aria-haspopup='dialog'] img");
  // A 240 px print: the 288 px file on a 1x screen, the 480 px one from 2x.
  await expect(portraits.first()).toHaveAttribute("src", /^\/designathon\/24\/portraits\/[a-z0-9-]+-288\.webp$/);
  await expect(portraits.first()).toHaveAttribute("srcset", /^\/designathon\/24\/portraits\/[a-z0-9-]+-480\.webp 2x$/);
  const sources = await portraits.evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  expect(new Set(sources).size).toBe(sources.length);
  await portraits.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => portraits.last().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
