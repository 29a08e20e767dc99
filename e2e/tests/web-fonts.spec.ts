import type { Browser, Page } from "@playwright/test";
import { answerRemoteSources, canonicalRoutes } from "../canonical.ts";
import { expect, test } from "../fixtures.ts";

// DM Sans on every page view: a first visit (an empty cache) and a visit that
// comes from another app (the site, an edition) alike. The fonts swap in over a
// local fallback sized like DM Sans, so their arrival moves nothing.

/**
 * Each element with text of its own whose letters, digits or punctuation the
 * browser drew in another font than DM Sans, as reported by the browser for
 * the glyphs it actually rendered (not the CSS that asked for the font). A
 * symbol DM Sans's web subset lacks (an arrow, a star) may come from a system
 * font. Returns the elements checked and those drawn otherwise.
 */
async function textNotInDmSans(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  type Node = typeof root;
  const owners: { id: number; text: string }[] = [];
  const skipped = new Set(["HEAD", "SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);
  const walk = (node: Node) => {
    if (skipped.has(node.nodeName)) return;
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join("");
    if (node.nodeType === 1 && text.trim()) owners.push({ id: node.nodeId, text });
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  const textWithin = async (id: number) => {
    const { object } = await cdp.send("DOM.resolveNode", { nodeId: id });
    const { result } = await cdp.send("Runtime.callFunctionOn", {
      objectId: object.objectId,
      functionDeclaration: "function () { return this.textContent; }",
      returnByValue: true,
    });
    return String(result.value ?? "");
  };
  let checked = 0;
  const otherwise: string[] = [];
  for (const { id, text } of owners) {
    // A node a re-render has replaced since is skipped; one not rendered (a closed menu) reports no font.
    const fonts = await cdp
      .send("CSS.getPlatformFontsForNode", { nodeId: id })
      .then((answer) => answer.fonts)
      .catch(() => []);
    if (fonts.length === 0) continue;
    checked += 1;
    const elsewhere = fonts
      .filter((font) => !/^DM Sans\b/.test(font.familyName))
      .reduce((sum, font) => sum + font.glyphCount, 0);
    if (elsewhere === 0) continue;
    // The browser reports the glyphs of the element's inline descendants too (an icon's arrow in a link).
    const symbols = [...(await textWithin(id))].filter((char) => /\p{S}/u.test(char)).length;
    if (elsewhere > symbols) {
      otherwise.push(`"${text.trim().slice(0, 40)}" in ${fonts.map((font) => font.familyName).join(", ")}`);
    }
  }
  await cdp.detach();
  return { checked, otherwise };
}

/** The page's DM Sans files and how many bytes each took from the network (0 when the browser's cache answered). */
function fontTransfers(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      // The fonts as the page asked for them, not as the keeper reads them again (a fetch).
      .filter(
        (entry) => entry.name.endsWith(".woff2") && (entry as PerformanceResourceTiming).initiatorType !== "fetch",
      )
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        transferred: (entry as PerformanceResourceTiming).transferSize,
      })),
  );
}

async function fontsLoaded(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "DM Sans"'))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('bold 16px "DM Sans"'))).toBe(true);
}

test.describe("a first visit", () => {
  for (const route of canonicalRoutes) {
    test(`${route} sets every word in DM Sans`, async ({ page }) => {
      await answerRemoteSources(page);
      await page.goto(route);
      await fontsLoaded(page);
      const { checked, otherwise } = await textNotInDmSans(page);
      expect(checked).toBeGreaterThan(10);
      expect(otherwise).toEqual([]);
    });
  }
});

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
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
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
  expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBe("declared");
  await fontsLoaded(page);
  const second = await fontTransfers(page);
  expect(second.map((font) => font.path)).toEqual(first.map((font) => font.path));
  for (const font of second) expect(font.transferred, font.path).toBe(0);
  const { checked, otherwise } = await textNotInDmSans(page);
  expect(checked).toBeGreaterThan(10);
  expect(otherwise).toEqual([]);
  expect(elsewhere).toEqual([]);
  await context.close();
});

test.describe("on a phone, fonts that arrive late", () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

  for (const route of canonicalRoutes) {
    test(`${route} does not move when DM Sans swaps in`, async ({ page }) => {
      await answerRemoteSources(page);
      let arrive = () => {};
      const late = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      await page.route(/\.woff2$/, async (route) => {
        await late;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(route, { waitUntil: "domcontentloaded" });
      // The page as laid out in the fallback, settled.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
      expect(await page.evaluate(() => document.fonts.check('16px "DM Sans"'))).toBe(false);
      const before = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length);
      arrive();
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px "DM Sans"'))).toBe(true);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
      const moved = await page.evaluate(
        (from) => (window as unknown as { shifts: number[] }).shifts.slice(from).reduce((sum, value) => sum + value, 0),
        before,
      );
      expect(moved).toBeLessThanOrEqual(0.01);
    });
  }
});
