// What every Design-a-thon edition gets from its record, checked for each app
// folder: a page, a schema.org Event, a sitemap entry, an overview card and its
// aliases. A new edition (pnpm new-edition) is covered without a change here.
import { editionsUnderTest, jsonLd } from "../editions.ts";
import { expect, expectAccessible, test } from "../fixtures.ts";

for (const edition of editionsUnderTest) {
  test.describe(`Design-a-thon ${edition.year} (${edition.path})`, () => {
    test("is a page that describes itself as a schema.org Event, accessibly", async ({ page }) => {
      test.slow(); // axe over a long page
      const response = await page.goto(edition.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const events = jsonLd(await page.locator('script[type="application/ld+json"]').allTextContents()).filter(
        (data) => data["@type"] === "Event",
      );
      expect(events).toHaveLength(1);
      expect(events[0]?.url).toMatch(new RegExp(`${edition.path}$`));
      expect(events[0]?.name).toMatch(new RegExp(`^Design-a-thon ${edition.year}: `));
      await expect(page).toHaveTitle(new RegExp(`^Design-a-thon ${edition.year}: `));
      await expectAccessible(page);
    });

    test("is in the sitemap, on the overview and reachable by its short alias", async ({ page, request }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`${edition.path}</loc>`);
      await page.goto("/designathon/");
      const list = page.getByRole("region", { name: "Every Design-a-thon" });
      const card = list.getByRole("article").filter({ has: page.getByRole("heading", { name: `${edition.year}:` }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("link", { name: /Event Page/ })).toHaveAttribute("href", edition.path);
      await page.goto(`/designathons/${edition.yy}/`);
      await expect(page).toHaveURL(new RegExp(`${edition.path}$`));
    });
  });
}
