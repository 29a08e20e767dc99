// The home page's board card stands beside taller cards from 600 px; the
// height they give it is drawn on (the club's symbols), never left blank.
import { expect, test } from "../fixtures.ts";
import { countPixels } from "../page-checks.ts";

for (const width of [768, 1280]) {
  test(`at ${width} px the board card's space between its words and its link is drawn on, not blank`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto("/");
    const card = page.getByTestId("home-board");
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    const words = await card.getByText(/^\S.*, 20\d\d – 20\d\d$/).boundingBox();
    const link = await card.getByRole("link", { name: "Meet the board" }).boundingBox();
    const box = await card.boundingBox();
    if (!words || !link || !box) throw new Error("the board card has no role line or link");
    const blank = link.y - (words.y + words.height);
    // A gap of a line or two between words and link is spacing; more is an area the eye reads as missing.
    if (blank > 48) {
      const between = await page.screenshot({
        clip: { x: box.x, y: words.y + words.height, width: box.width, height: blank },
      });
      // The symbols' dark tiles and outlines (the card itself is a pale peach).
      expect(
        await countPixels(page, between, { below: 60 }),
        `${Math.round(blank)} px between words and link`,
      ).toBeGreaterThan(300);
    }
  });
}
