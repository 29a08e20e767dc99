import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { newestBundled, pacificHourAfter } from "../bundled-events.ts";
import { answerRemoteSources, picturedRoutes } from "../canonical.ts";
import { expect, test } from "../fixtures.ts";

// Every canonical route as a picture at a small phone's, a phone's, a tablet's and a laptop's width, compared
// with the reviewed baseline in e2e/screenshots/ so that every visual change is
// seen as an image diff. `pnpm test:visual:update` accepts new pictures.

// Noon, two days before the newest bundled event: the home page shows a coming
// event, and every Design-a-thon is over.
const NOW = pacificHourAfter(newestBundled.start, -2, 12);

/**
 * The window at each width, and how much of a long page the picture keeps: the
 * first screen carries the design (on a phone, with the start of the next), and
 * the baseline files stay small. The smallest phone and the tablet, where a
 * layout's columns change, keep their first screen only, so they add little time.
 */
const widths = [
  { width: 320, height: 568, keep: 568 },
  { width: 390, height: 844, keep: 1266 },
  { width: 768, height: 1024, keep: 1024 },
  { width: 1280, height: 800, keep: 800 },
] as const;

const screenshotFolder = fileURLToPath(new URL("../screenshots/", import.meta.url));

/** "/" is "home", "/designathon/23/" is "designathon-23". */
function slug(route: string) {
  return route.replace(/^\/|\/$/g, "").replaceAll("/", "-") || "home";
}

function fileName(route: string, width: number) {
  return `${slug(route)}-${width}.png`;
}

test.use({
  // The site's own zone, so every time reads the same whatever the machine's zone.
  timezoneId: "America/Los_Angeles",
  locale: "en-US",
  reducedMotion: "reduce",
});

for (const { width, height, keep } of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const route of picturedRoutes) {
      test(`${route} looks as reviewed`, async ({ page }) => {
        await page.clock.setFixedTime(NOW);
        // The same "random" numbers on every run (the colour game's colour), from a fixed seed.
        await page.addInitScript(() => {
          let seed = 20250528;
          Math.random = () => {
            seed = (seed + 0x6d2b79f5) | 0;
            let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
            t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
            return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
          };
        });
        await answerRemoteSources(page);
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        // As a visitor scrolling through the part kept would see it: photos that wait to be
        // scrolled into view (the merch gallery) load, then the page is back at the top. A page
        // with none is not scrolled: a scroll there and back would leave a sticky bar's text drawn
        // where the browser last painted it while stuck, a pixel off, on a busy machine.
        const waiting = (bottom: number) =>
          Array.from(document.querySelectorAll("[data-state='waiting']")).some(
            (element) => element.getBoundingClientRect().top + window.scrollY < bottom,
          );
        if (await page.evaluate(waiting, keep)) {
          await page.waitForFunction(
            ({ bottom, scrollTo }) => {
              // Held at the bottom of the part kept until its photos have loaded.
              window.scrollTo(0, scrollTo);
              return Array.from(document.querySelectorAll("[data-state='waiting']")).every(
                (element) => element.getBoundingClientRect().top + window.scrollY >= bottom,
              );
            },
            { bottom: keep, scrollTo: keep - height },
            { timeout: 15_000 },
          );
          await page.evaluate(async () => {
            window.scrollTo(0, 0);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          });
        }
        // Pictures below the fold load lazily: load them all, and the fonts, before the picture is taken.
        await page.evaluate(async () => {
          const images = Array.from(document.images);
          for (const image of images) image.loading = "eager";
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          await document.fonts.ready;
        });
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        await expect(page).toHaveScreenshot(fileName(route, width), {
          // A first screen only is taken without laying out the whole page.
          fullPage: keep > height,
          // A busy machine takes a while to settle a long page.
          timeout: 20_000,
          clip: { x: 0, y: 0, width, height: Math.min(pageHeight, keep) },
        });
      });
    }
  });
}

test("every baseline picture belongs to a canonical route", () => {
  const expected = picturedRoutes.flatMap((route) => widths.map(({ width }) => fileName(route, width)));
  const stale = readdirSync(screenshotFolder).filter((name) => !expected.includes(name));
  expect(stale, "pictures of routes that no longer exist: delete them").toEqual([]);
});
