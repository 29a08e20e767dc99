import type { Browser, Page } from "@playwright/test";
import { canonicalRoutes } from "../canonical.ts";
import { expect, test } from "../fixtures.ts";
import { fontsLoaded, textNotInDmSans } from "../page-checks.ts";

// DM Sans on every page view: a visit that comes from another app (the site,
// an edition) as on a first visit (tests/every-route.spec.ts checks that one, and that
// the fonts swap in over a local fallback sized like DM Sans without moving anything).

/** The page's DM Sans files and how many bytes each took from the network (0 when the browser's cache answered). */
function fontTransfers(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transferred: (entry as PerformanceResourceTiming).transferSize,
      })),
  );
}

test("every app asks for the same two font files", async ({ request }) => {
  const files = async (route: string) => {
    const html = await (await request.get(route)).text();
    const faces = /<noscript id="web-fonts">(.*?)<\/noscript>/.exec(html)?.[1] ?? "";
    return [...faces.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
  };
  const site = await files("/");
  expect(site).toEqual([
    expect.stringMatching(/^\/assets\/fonts\/dm-sans-latin-500-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/fonts\/dm-sans-latin-700-normal-[\w-]+\.woff2$/),
  ]);
  for (const route of canonicalRoutes) expect(await files(route), route).toEqual(site);
});

/** A browser context of its own, as a visitor's: Playwright turns the HTTP cache off wherever it answers requests itself. */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const fonts: string[] = [];
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
    if (!request.url().startsWith(baseURL ?? "-")) elsewhere.push(request.url());
  });
  return { context, page, fonts, elsewhere };
}

const kept = (page: Page) => page.evaluate(() => localStorage.getItem("duci:web-fonts"));

for (const [from, to] of [
  ["/about/", "/designathon/24/"],
  ["/designathon/22/", "/resources/"],
] as const) {
  test(`a visit from ${from} to ${to} is set in DM Sans from its first paint, with no font request`, async ({
    browser,
    baseURL,
  }) => {
    // These pages ask nothing of other hosts (checked at the end).
    const { context, page, fonts, elsewhere } = await visitorPage(browser, baseURL);
    await page.goto(from);
    await fontsLoaded(page);
    expect(fonts).toHaveLength(2);
    await expect.poll(() => kept(page), { timeout: 15_000 }).not.toBeNull();

    await page.goto(to);
    expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBe("kept");
    await fontsLoaded(page);
    expect(fonts).toHaveLength(2);
    const { checked, otherwise } = await textNotInDmSans(page);
    expect(checked).toBeGreaterThan(10);
    expect(otherwise).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
}

test("with nothing kept (storage cleared), the next app's page reads the fonts from the browser's cache", async ({
  browser,
  baseURL,
}) => {
  const { context, page, elsewhere } = await visitorPage(browser, baseURL);
  await page.goto("/about/");
  await fontsLoaded(page);
  const first = await fontTransfers(page);
  expect(first).toHaveLength(2);
  for (const font of first) expect(font.transferred, font.path).toBeGreaterThan(10_000);
  await expect.poll(() => kept(page), { timeout: 15_000 }).not.toBeNull();
  await page.evaluate(() => localStorage.clear());

  await page.goto("/designathon/23/");
  await fontsLoaded(page);
  expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBe("declared");
  const second = await fontTransfers(page);
  expect(second.map((font) => font.path)).toEqual(first.map((font) => font.path));
  for (const font of second) expect(font.transferred, font.path).toBe(0);
  const { checked, otherwise } = await textNotInDmSans(page);
  expect(checked).toBeGreaterThan(10);
  expect(otherwise).toEqual([]);
  expect(elsewhere).toEqual([]);
  await context.close();
});

const keptFaces = (page: Page) => page.evaluate(() => localStorage.getItem("duci:web-fonts-faces"));
const webFontsState = (page: Page) => page.evaluate(() => document.documentElement.dataset.webFonts);

/** The page as loaded: the fonts declared anew (nothing usable was kept), and its text in DM Sans. */
async function expectDeclaredInDmSans(page: Page) {
  await fontsLoaded(page);
  expect(await webFontsState(page)).toBe("declared");
  const { checked, otherwise } = await textNotInDmSans(page);
  expect(checked).toBeGreaterThan(10);
  expect(otherwise).toEqual([]);
}

test("kept fonts whose bytes are not a font are forgotten: DM Sans is back by the next visit", async ({ page }) => {
  await page.goto("/join/");
  await fontsLoaded(page);
  await expect.poll(() => keptFaces(page), { timeout: 15_000 }).not.toBeNull();
  // Something else wrote over the kept bytes (an extension, a full disk, an older copy of the site).
  await page.evaluate(() => {
    const faces = JSON.parse(localStorage.getItem("duci:web-fonts-faces") ?? "[]");
    for (const face of faces) face.font = btoa("these bytes are not a font");
    localStorage.setItem("duci:web-fonts-faces", JSON.stringify(faces));
  });

  await page.reload();
  expect(await webFontsState(page)).toBe("kept");
  // The faces fail, the page reads in the fallback, and the spoiled copy goes.
  await expect.poll(() => keptFaces(page)).toBeNull();

  await page.goto("/join/");
  await expectDeclaredInDmSans(page);
  await expect.poll(() => keptFaces(page), { timeout: 15_000 }).toMatch(/^\[\{"family":"DM Sans"/);
});

test("a kept value too long to be the fonts is dropped unread, and the fonts load and are kept anew", async ({
  page,
}) => {
  await page.goto("/join/");
  await fontsLoaded(page);
  await expect.poll(() => keptFaces(page), { timeout: 15_000 }).not.toBeNull();
  // The real faces, padded to 4.5 MB: as long as the value that held up every first paint.
  await page.evaluate(() => {
    const faces = JSON.parse(localStorage.getItem("duci:web-fonts-faces") ?? "[]");
    faces[0].padding = "x".repeat(4_500_000);
    localStorage.setItem("duci:web-fonts-faces", JSON.stringify(faces));
  });

  await page.reload();
  await expectDeclaredInDmSans(page);
  // Replaced by the real faces, a hundredth of its length.
  await expect.poll(async () => (await keptFaces(page))?.length ?? 0, { timeout: 15_000 }).toBeLessThan(45_000);
  await expect.poll(() => keptFaces(page)).toMatch(/^\[\{"family":"DM Sans"/);
});

for (const [what, spoiled] of [
  ["a spoiled", "/assets/fonts/not-a-font.woff2 \u0000"],
  ["an oversized", "/assets/fonts/".repeat(300_000)],
] as const) {
  test(`${what} record of the kept files counts as nothing kept, and is written anew`, async ({ page }) => {
    await page.goto("/join/");
    await fontsLoaded(page);
    await expect.poll(() => kept(page), { timeout: 15_000 }).not.toBeNull();
    const files = await kept(page);
    await page.evaluate((value) => localStorage.setItem("duci:web-fonts", value), spoiled);

    await page.reload();
    await expectDeclaredInDmSans(page);
    await expect.poll(() => kept(page), { timeout: 15_000 }).toBe(files);
  });
}
