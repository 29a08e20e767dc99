// What every Design-a-thon edition gets from its record, checked for each app
// folder: a page, a schema.org Event, a sitemap entry, an overview card and its
// aliases. A new edition (pnpm new-edition) is covered without a change here.
import type { Page } from "@playwright/test";
import { editionsUnderTest, jsonLd } from "../editions.ts";
import { expect, expectAccessible, test } from "../fixtures.ts";
import { countPixels, loneCards, splitOverLines } from "../page-checks.ts";

/** The colours of the page, its sections and its links, by a name that says which. */
function colours(page: Page) {
  return page.evaluate(() => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.color} on ${style.backgroundColor}`;
    };
    const entries: Record<string, string> = { body: look(document.body) };
    for (const section of Array.from(document.querySelectorAll("main section[id]")))
      entries[`#${section.id}`] = look(section);
    for (const link of Array.from(document.querySelectorAll("main a[href]"))) {
      entries[`link "${link.textContent?.trim()}" to ${link.getAttribute("href")}`] = getComputedStyle(link).color;
    }
    return entries;
  });
}

/** People's cards whose portrait reaches past the card's padding (measured before any tilt). */
function overflowingPortraits(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("main [data-ed='print']")).flatMap((card) => {
      const portrait = card.firstElementChild as HTMLElement | null;
      if (!portrait || portrait.offsetParent !== card) return [];
      const style = getComputedStyle(card);
      const left = Number.parseFloat(style.paddingLeft);
      const right = card.clientWidth - Number.parseFloat(style.paddingRight);
      const inside = portrait.offsetLeft >= left - 0.5 && portrait.offsetLeft + portrait.offsetWidth <= right + 0.5;
      return inside ? [] : [`${card.textContent?.slice(0, 30)}: ${portrait.offsetWidth} px in ${right - left} px`];
    }),
  );
}

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

    test("keeps its name whole, leaves no card alone on a last row and no empty stripe above the footer, from a phone to a laptop", async ({
      page,
    }) => {
      await page.goto(edition.path);
      for (const width of [320, 390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(splitOverLines, ["Design-a-thon", "g"] as const), `at ${width} px`).toEqual([]);
        expect(await page.evaluate(loneCards), `at ${width} px`).toEqual([]);
        // The last section is a band of the edition's colour with its own padding: the footer meets it.
        const gap = await page.evaluate(
          () =>
            document.querySelector("footer")!.getBoundingClientRect().top -
            document.querySelector("main")!.getBoundingClientRect().bottom,
        );
        expect(gap, `space between the last section and the footer at ${width} px`).toBe(0);
      }
    });

    test("says which way its section bar scrolls on a phone, with an arrow at that edge and none at an end", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(edition.path);
      const strip = page.locator("main nav[aria-label] > div").first();
      await strip.scrollIntoViewIfNeeded();
      /** Which edges show an arrow: the bar's "more that way" cues that are drawn. */
      const arrows = () =>
        strip.evaluate((element) =>
          Array.from(element.querySelectorAll(":scope > [aria-hidden]"))
            .filter((cue) => getComputedStyle(cue).display !== "none")
            .map((cue) =>
              cue.getBoundingClientRect().left < element.getBoundingClientRect().width / 2 ? "left" : "right",
            ),
        );
      expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth), "the bar overflows").toBe(
        true,
      );
      await expect.poll(arrows).toEqual(["right"]);
      await strip.evaluate((element) => element.scrollTo({ left: 120, behavior: "instant" }));
      await expect.poll(arrows).toEqual(["left", "right"]);
      await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
      await expect.poll(arrows).toEqual(["left"]);
    });

    test("keeps each person's portrait inside their card, from a phone to a laptop", async ({ page }) => {
      await page.goto(edition.path);
      for (const width of [320, 390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await overflowingPortraits(page), `at ${width} px`).toEqual([]);
      }
    });

    test("keeps the colours it was built with once scripts run", async ({ page, browser, baseURL }) => {
      const still = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const stillPage = await still.newPage();
      await stillPage.goto(edition.path);
      const built = await colours(stillPage);
      await still.close();
      await page.goto(edition.path);
      const live = await colours(page);
      const changed = Object.keys(built)
        .filter((name) => name in live && live[name] !== built[name])
        .map((name) => `${name}: ${built[name]}, then ${live[name]}`);
      expect(Object.keys(built).length).toBeGreaterThan(10);
      expect(changed).toEqual([]);
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

test("the people pages set their profiles two or three to a row from 600 px, one on a phone, none alone on a last row", async ({
  page,
  request,
}) => {
  let pages = 0;
  let grouped = 0;
  for (const edition of editionsUnderTest) {
    // An edition whose people are all on its own page has none.
    if (!(await request.get(`${edition.path}people/`)).ok()) continue;
    pages++;
    await page.goto(`${edition.path}people/`);
    for (const [width, fewest, most] of [
      [390, 1, 1],
      [768, 2, 2],
      [1280, 2, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      // Each group of two or more: how many profiles its rows hold, and whether a last one alone spans its row.
      const groups = await page.evaluate(() =>
        Array.from(document.querySelectorAll("main section:has(> h2)")).flatMap((group) => {
          const boxes = Array.from(group.querySelectorAll("article"), (card) => card.getBoundingClientRect());
          if (boxes.length < 2) return [];
          const rows = [...new Set(boxes.map((box) => Math.round(box.top)))].map(
            (top) => boxes.filter((box) => Math.round(box.top) === top).length,
          );
          const last = boxes.at(-1)!;
          const list = group.querySelector("ul")!.getBoundingClientRect();
          const spans = last.width >= 0.9 * list.width;
          return [{ name: group.querySelector("h2")?.textContent, rows, alone: rows.at(-1) === 1 && !spans }];
        }),
      );
      // A new edition's page from the template may hold one person a group: nothing to arrange.
      if (groups.length > 0) grouped++;
      for (const { name, rows, alone } of groups) {
        const where = `${edition.path}people/ at ${width} px, ${name}: ${rows.join("+")}`;
        expect(rows[0], where).toBeGreaterThanOrEqual(fewest);
        expect(rows[0], where).toBeLessThanOrEqual(most);
        if (fewest > 1) expect(alone, `${where}, the last one alone`).toBe(false);
      }
    }
  }
  expect(pages).toBeGreaterThanOrEqual(2);
  // 2023's and 2024's pages have groups to arrange, at each width.
  expect(grouped).toBeGreaterThanOrEqual(2 * 3);
});

test("the people groups of an edition's page share one card size (their rows are centred: loneCards)", async ({
  page,
}) => {
  let checked = 0;
  for (const edition of editionsUnderTest) {
    await page.goto(edition.path);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Widths before any tilt.
      const people = await page.evaluate(() => {
        const section = document.querySelector("main section:has([data-ed='group'])");
        if (!section) return undefined;
        const cards = Array.from(section.querySelectorAll<HTMLElement>("[data-ed='print']"), (card) => ({
          width: card.offsetWidth,
        }));
        return { cards };
      });
      if (!people || people.cards.length < 2) continue;
      checked++;
      const where = `${edition.path} at ${width} px`;
      const widths = people.cards.map((card) => card.width);
      expect
        .soft(Math.max(...widths) - Math.min(...widths), `${where}: card widths ${widths.join(", ")}`)
        .toBeLessThanOrEqual(1);
    }
  }
  // 2022, 2023 and 2024 have groups of people, at each width.
  expect(checked).toBeGreaterThanOrEqual(3 * 2);
});

test("2022's About band fills its night: the organizers two a row beside the host's words, and the sun and orbits under the words", async ({
  page,
}) => {
  await page.goto("/designathon/22/");
  for (const width of [1000, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const band = await page.evaluate(() => {
      const grid = document.querySelector("#about h2 ~ div")!;
      const words = grid.firstElementChild!.lastElementChild!.getBoundingClientRect();
      const card = grid.lastElementChild!.getBoundingClientRect();
      const columns = new Set(
        Array.from(grid.querySelectorAll("dd"), (name) => Math.round(name.getBoundingClientRect().left)),
      );
      return {
        columns: columns.size,
        under: {
          x: grid.getBoundingClientRect().left,
          y: words.bottom + scrollY,
          width: card.left - grid.getBoundingClientRect().left,
          height: card.bottom - words.bottom,
        },
      };
    });
    const where = `at ${width} px`;
    expect.soft(band.columns, `organizers' columns ${where}`).toBe(2);
    // Under the words, down to the card's end: the light of the planets and rings (the band's stars
    // shine only in the side margins), not a bare stretch of night.
    expect(band.under.height, where).toBeGreaterThan(200);
    const room = await page.screenshot({ fullPage: true, clip: band.under });
    expect
      .soft(await countPixels(page, room, { above: 150 }), `light pixels under the words ${where}`)
      .toBeGreaterThan(200);
  }
});
