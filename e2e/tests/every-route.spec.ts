import { answerRemoteSources, canonicalRoutes as routes } from "../canonical.ts";
import { expect, test } from "../fixtures.ts";
import { fontsLoaded, loneCards, overflow, textNotInDmSans } from "../page-checks.ts";

// Every canonical route (the sitemap's), in one first visit each: every word is
// set in DM Sans, and from the narrowest phone to a laptop the page never
// scrolls sideways and no grid of cards leaves one card alone on its last row
// when its count allows a balanced arrangement (five cards as three and two).
const widths = [320, 390, 768, 1280];
// At 320 px every list is one column, as it should be.
const balancedFrom = 390;

test("the sitemap lists the canonical routes", () => {
  expect(routes).toContain("/");
  expect(routes).toContain("/designathon/23/");
  expect(routes.length).toBeGreaterThanOrEqual(15);
});

for (const route of routes) {
  test(`${route}: DM Sans on a first visit, no sideways scroll and no lone card at ${widths.join(", ")} px`, async ({
    page,
  }) => {
    await answerRemoteSources(page);
    await page.setViewportSize({ width: widths[0] ?? 320, height: 900 });
    await page.goto(route);
    // The suite's goto hands over pages that load the app once React has them (the people pages load none).
    if (!route.endsWith("/people/"))
      await expect(page.locator("html[data-hydrated='true']")).toBeAttached({ timeout: 1 });
    await fontsLoaded(page);
    const { checked, otherwise } = await textNotInDmSans(page);
    expect(checked).toBeGreaterThan(10);
    expect.soft(otherwise, `${route}: text drawn in another font`).toEqual([]);

    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const { excess, culprits } = await overflow(page);
      expect
        .soft(excess, `${route} at ${width} px is ${excess} px too wide: ${culprits.join("; ")}`)
        .toBeLessThanOrEqual(0);
      if (width >= balancedFrom) expect.soft(await page.evaluate(loneCards), `${route} at ${width} px`).toEqual([]);
    }
  });
}
