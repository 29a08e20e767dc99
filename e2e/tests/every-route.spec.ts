import type { Page } from "@playwright/test";
import { answerRemoteSources, canonicalRoutes as routes } from "../canonical.ts";
import { expect, test } from "../fixtures.ts";
import {
  brokenWords,
  dmSansLoaded,
  fontsLoaded,
  loneCards,
  overflow,
  splitOverLines,
  textNotInDmSans,
} from "../page-checks.ts";

// Every canonical route (the sitemap's), in one first visit each on a phone, with
// the fonts arriving late: the page laid out in the fallback moves nothing when
// DM Sans swaps in, and every word is then set in DM Sans. On other phones' widths
// the swap is replayed (DM Sans's faces taken out and put back): there a line
// that just fits in one font may wrap in the other, whatever the fallback's
// metrics (a line's width differs by 2-3% either way), and move what follows it
// by a line, but never a title or a whole block. From the narrowest
// phone to a laptop the page never scrolls sideways and every grid of cards reads
// across rows: none leaves one card alone on its last row when its count allows a
// balanced arrangement (five cards as three and two), a column empty beside a
// row, or a short last row to one side (loneCards). No Intl date format is made
// before the page is React's.
const widths = [320, 390, 768, 1280];
// The swap replayed at these widths moves the page by at most this: a paragraph's line
// rewrapped moves what follows by a line (at most 0.04 on these pages); a title or a
// block that changes its number of lines moves more.
const otherPhones = [360, 375, 412, 430];
const otherPhonesMostShift = 0.05;

test("the sitemap lists the canonical routes", () => {
  expect(routes).toContain("/");
  expect(routes).toContain("/designathon/23/");
  expect(routes.length).toBeGreaterThanOrEqual(15);
});

/** Settles the page: a frame, then time for late layout work. */
function settle(page: Page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}

/** The layout shifts since the page started, in order (each one's score). */
function shifts(page: Page) {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

/** Waits until the page has stopped shifting (on a busy machine its last parts take longer to come). */
async function stillness(page: Page) {
  await settle(page);
  await expect
    .poll(
      async () => {
        const seen = (await shifts(page)).length;
        await settle(page);
        return (await shifts(page)).length - seen;
      },
      { message: "the page still shifts" },
    )
    .toBe(0);
}

/** The layout shift when DM Sans's faces, taken out of the page, come back: the swap of a first visit, replayed. */
async function swapReplayed(page: Page) {
  await page.evaluate(() => {
    const faces = Array.from(document.fonts as unknown as Iterable<FontFace>).filter(
      (face) => face.family.replace(/"/g, "") === "DM Sans",
    );
    for (const face of faces) document.fonts.delete(face);
    Object.assign(window, { dmSansFaces: faces });
  });
  await stillness(page);
  expect(await dmSansLoaded(page)).toBe(false);
  const before = (await shifts(page)).length;
  await page.evaluate(() => {
    for (const face of (window as unknown as { dmSansFaces: FontFace[] }).dmSansFaces) document.fonts.add(face);
  });
  await expect.poll(() => dmSansLoaded(page)).toBe(true);
  await settle(page);
  return (await shifts(page)).slice(before).reduce((sum, value) => sum + value, 0);
}

/** A time range ("5:00-5:45 PM PST"), its parts joined by no-break spaces or word joiners or not. */
const timeRange =
  /\d{1,2}:\d{2}(?:[ \u00a0]?[AP]M)?\u2060?[-–]\u2060?\d{1,2}:\d{2}(?:[ \u00a0][AP]M)?(?:[ \u00a0]P[SD]T)?/g;

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

for (const route of routes) {
  test(`${route}: DM Sans on a first visit, swapping in without a shift (replayed at ${otherPhones.join(", ")} px); no sideways scroll, lone card, word or time range split in two at ${widths.join(", ")} px`, async ({
    page,
  }) => {
    await answerRemoteSources(page);
    let arrive = () => {};
    const late = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await page.route(/\.woff2$/, async (request) => {
      await late;
      await request.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
      // The date formats made before the page is React's: a page's first costs it 50-90 ms on a phone.
      const earlyFormats: string[] = [];
      Object.assign(window, { earlyFormats });
      const Format = Intl.DateTimeFormat;
      // Called with or without `new`, it makes a format either way.
      const made = (_target: typeof Format, args: ConstructorParameters<typeof Format>) => {
        if (!document.documentElement.dataset.hydrated) earlyFormats.push(JSON.stringify(args));
        return new Format(...args);
      };
      Intl.DateTimeFormat = new Proxy(Format, {
        construct: made,
        apply: (target, _this, args: ConstructorParameters<typeof Format>) => made(target, args),
      });
    });
    await page.goto(route, { waitUntil: "domcontentloaded" });
    // The page as laid out in the fallback, settled, then the fonts arrive.
    await stillness(page);
    expect(await dmSansLoaded(page)).toBe(false);
    const before = (await shifts(page)).length;
    arrive();
    await expect.poll(() => dmSansLoaded(page)).toBe(true);
    await settle(page);
    const moved = (await shifts(page)).slice(before).reduce((sum, value) => sum + value, 0);
    expect.soft(moved, `${route}: layout shift when DM Sans swapped in`).toBeLessThanOrEqual(0.01);

    // The suite's goto hands over pages that load the app once React has them (the people pages load none).
    if (!route.endsWith("/people/"))
      await expect(page.locator("html[data-hydrated='true']")).toBeAttached({ timeout: 1 });
    expect
      .soft(
        await page.evaluate(() => (window as unknown as { earlyFormats: string[] }).earlyFormats),
        `${route}: Intl date formats made as the page starts`,
      )
      .toEqual([]);
    await fontsLoaded(page);
    const { checked, otherwise } = await textNotInDmSans(page);
    expect(checked).toBeGreaterThan(10);
    expect.soft(otherwise, `${route}: text drawn in another font`).toEqual([]);

    for (const width of otherPhones) {
      // What the new width moves settles with the fallback's layout, before the faces come back.
      await page.setViewportSize({ width, height: 844 });
      expect
        .soft(await swapReplayed(page), `${route}: layout shift when DM Sans swapped in at ${width} px`)
        .toBeLessThanOrEqual(otherPhonesMostShift);
    }

    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const { excess, culprits } = await overflow(page);
      expect
        .soft(excess, `${route} at ${width} px is ${excess} px too wide: ${culprits.join("; ")}`)
        .toBeLessThanOrEqual(0);
      expect.soft(await page.evaluate(loneCards), `${route} at ${width} px: grids`).toEqual([]);
      expect.soft(await page.evaluate(brokenWords), `${route} at ${width} px: words split over two lines`).toEqual([]);
      expect
        .soft(
          await page.evaluate(splitOverLines, [timeRange.source, timeRange.flags] as const),
          `${route} at ${width} px: time ranges split over two lines`,
        )
        .toEqual([]);
    }
  });
}
