import { answerRemoteSources, canonicalRoutes } from "../canonical.ts";
import { expect, test } from "../fixtures.ts";

// No grid of cards leaves one card alone on its last row when its count allows
// a balanced arrangement at that width: five cards make three and two, not
// four and one.

/**
 * Every grid of cards on the page whose last row holds a single card though a
 * narrower arrangement (no fewer than half the columns of its first row, two
 * at least) would leave two or more on it. A grid is an element laid out as a
 * grid or a wrapping flex row with three or more visible cards (items at
 * least 100 px wide and 60 px tall) over more than one row.
 */
function loneCards() {
  const lone: string[] = [];
  for (const grid of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
    const style = getComputedStyle(grid);
    const isGrid = style.display.endsWith("grid") || (style.display.endsWith("flex") && style.flexWrap === "wrap");
    if (!isGrid) continue;
    const cards = Array.from(grid.children)
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.width >= 100 && box.height >= 60);
    if (cards.length < 3) continue;
    const rows: number[] = [];
    for (const box of cards) {
      const row = rows.findIndex((top) => Math.abs(top - box.top) < 2);
      if (row === -1) rows.push(box.top);
    }
    if (rows.length < 2) continue;
    const perRow = rows.map((top) => cards.filter((box) => Math.abs(box.top - top) < 2).length);
    const columns = Math.max(...perRow);
    if (columns < 2 || perRow[perRow.length - 1] !== 1) continue;
    const count = cards.length;
    const better = [];
    for (let narrower = columns; narrower >= Math.max(2, Math.ceil(columns / 2)); narrower--) {
      if (count % narrower !== 1) better.push(narrower);
    }
    if (better.length === 0) continue;
    const name = grid.id || grid.getAttribute("aria-label") || grid.className.toString().split(" ")[0];
    const heading = grid.closest("section")?.querySelector("h2, h3")?.textContent ?? "";
    lone.push(`${heading} (${name}): ${perRow.join("+")}, could be ${better[0]} a row`);
  }
  return lone;
}

for (const width of [390, 768, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of canonicalRoutes) {
      test(`${route} leaves no card alone on a grid's last row`, async ({ page }) => {
        await answerRemoteSources(page);
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(loneCards)).toEqual([]);
      });
    }
  });
}
