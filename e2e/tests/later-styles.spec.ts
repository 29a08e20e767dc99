import type { Page } from "@playwright/test";
import { canonicalRoutes } from "../canonical.ts";
import { expect, expectAccessible, test } from "../fixtures.ts";

// An edition's page carries the styles of its first screen; those of the
// sections below come in a stylesheet of their own, requested from <head>
// beside the page, so the page fits a connection's first round trip. The
// split is made by the prerender (splitLaterStyles) and listed for Emotion by
// the style cache (listLaterStyles).

/** Every edition's page (a new one too), and the id of its FAQ, a section below its first screen with native toggles. */
const editions = canonicalRoutes
  .filter((route) => /^\/designathon\/\d+\/$/.test(route))
  .map((route) => ({ route, faq: route === "/designathon/22/" || route === "/designathon/23/" ? "faq" : "s-faq" }));

/** Screens whose first screen must show in full before the later sheet comes: phones, a tablet standing, a laptop, tall desktops. */
const screens = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 1366 },
  { width: 1280, height: 800 },
  { width: 2560, height: 1440 },
];

const LATER = /\/assets\/later-styles-[0-9a-f]{8}\.css$/;

/** When the page first painted, and when its later stylesheet arrived and whether it held up that paint. */
function paintAndSheet(page: Page) {
  return page.evaluate(() => {
    const sheet = performance.getEntriesByType("resource").find((entry) => entry.name.includes("/later-styles-")) as
      | (PerformanceResourceTiming & { renderBlockingStatus?: string })
      | undefined;
    return {
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      arrived: sheet?.responseEnd ?? Number.NaN,
      blocking: sheet?.renderBlockingStatus,
    };
  });
}

/** Every style rule of the page, as the browser reads it, with how many times it is written. */
function writtenTwice(page: Page) {
  return page.evaluate(() => {
    const count = new Map<string, number>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) count.set(rule.cssText, (count.get(rule.cssText) ?? 0) + 1);
        else if ("cssRules" in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return [...count].filter(([text, times]) => times > 1 && text.includes(".c-")).map(([text]) => text);
  });
}

/**
 * The first FAQ question's look: a full-width row with its caret at the end, from a rule of the later sheet.
 * Read it with expect.poll: hydration replaces the native summary's row with a button, and a row found just
 * before that reads as "" once it has left the page.
 */
const questionDisplay = (page: Page, faq: string) =>
  page
    .locator(`#${faq} [data-part='trigger']`)
    .first()
    .evaluate((element) => getComputedStyle(element).display);

for (const { route, faq } of editions) {
  test.describe(route, () => {
    test("the sections below the first screen are styled from a sheet that does not hold up the first paint, and no rule is written twice", async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route)).text();
      const href = /<noscript><link rel="stylesheet" href="([^"]+)"><\/noscript>/.exec(html)?.[1] ?? "";
      expect(href).toMatch(LATER);
      const sheet = await (await request.get(href)).text();
      const inline = /<style data-emotion="c,[^"]*">([^<]*)<\/style>/.exec(html)?.[1] ?? "";
      const moved = sheet.match(/[^{}]+\{[^{}]*\}/g) ?? [];
      expect(moved.length).toBeGreaterThan(30);
      for (const rule of moved) expect(inline, "a moved rule is not in the page too").not.toContain(rule);

      await page.goto(route);
      const { paint, blocking } = await paintAndSheet(page);
      expect(paint).toBeGreaterThan(0);
      expect(blocking).toBe("non-blocking");
      await expect.poll(() => questionDisplay(page, faq)).toBe("flex");
      // Emotion took the sheet's rules as written rather than writing them again.
      expect(await writtenTwice(page)).toEqual([]);
    });

    test("what waits for the later sheet starts below the first screen, on every screen", async ({ page }) => {
      for (const screen of screens) {
        await page.setViewportSize(screen);
        await page.goto(route);
        // Where the first part the page hides while the sheet is on its way would stand, styled.
        const top = await page.evaluate(() => {
          const root = document.documentElement;
          const shown = Array.from(document.querySelectorAll("body *")).filter(
            (element) => getComputedStyle(element).display !== "none",
          );
          const tops = new Map(shown.map((element) => [element, element.getBoundingClientRect().top + scrollY]));
          root.setAttribute("data-later-styles-pending", "");
          const hidden = shown.filter((element) => getComputedStyle(element).display === "none");
          root.removeAttribute("data-later-styles-pending");
          return hidden.length ? Math.min(...hidden.map((element) => tops.get(element) ?? 0)) : Number.NaN;
        });
        expect(top, `${screen.width} x ${screen.height}`).toBeGreaterThanOrEqual(screen.height);
      }
    });

    test("the first paint does not wait for the later sheet, and what it styles shows only once it has come", async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(LATER, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(route, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      await expect(page.locator("h1")).toBeInViewport();
      await expect(page.locator(`#${faq}`)).toBeHidden();
      // A link to the FAQ, tapped meanwhile, takes the visitor there once it shows.
      await page.evaluate((id) => {
        location.hash = id;
      }, faq);
      release();
      await expect(page.locator(`#${faq}`)).toBeInViewport();
      await expect.poll(() => questionDisplay(page, faq)).toBe("flex");
      const { paint, arrived } = await paintAndSheet(page);
      expect(paint).toBeLessThan(arrived);
    });

    test("an address that opens at a section paints only once the later styles are there", async ({ page }) => {
      await page.route(LATER, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(`${route}#${faq}`);
      const deep = await paintAndSheet(page);
      expect(deep.blocking).toBe("blocking");
      expect(deep.paint).toBeGreaterThanOrEqual(deep.arrived);
      await expect(page.locator(`#${faq}`)).toBeInViewport();
      await expect.poll(() => questionDisplay(page, faq)).toBe("flex");
    });

    test.describe("when the later sheet cannot be read", () => {
      test.use({ expectedErrors: [/Failed to load resource/] });

      // The sheet also carries the theme's rules for what is below (its grounds and cards),
      // which only the build writes: without it the part below is plain, and still readable.
      test("the page is styled by its components once its scripts run, readable and working", async ({ page }) => {
        await page.route(LATER, (route) => route.abort("failed"));
        await page.goto(route);
        await expect.poll(() => questionDisplay(page, faq)).toBe("flex");
        const section = page.locator(`#${faq}`);
        await section.getByRole("button", { expanded: false }).first().click();
        await expect(section.getByRole("region").first()).toBeVisible();
        await expectAccessible(page);
      });
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the sections below the first screen are styled from the same sheet", async ({ page }) => {
        await page.goto(route);
        await expect.poll(() => questionDisplay(page, faq)).toBe("flex");
        expect(await page.locator("link[data-later-styles]").count()).toBe(0);
      });
    });
  });
}
