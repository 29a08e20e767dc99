// Resources, featured resources, programs, merch, the shirt page, brand and the colour game.
import type { Page, Request } from "@playwright/test";
import { expect, expectAccessible, notFoundResource, test, untilReactOwns } from "../fixtures.ts";

/**
 * Waits until React has taken over the prerendered page: from then on clicks
 * reach their handlers (React replays those made while it is still hydrating).
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
}

test("the resources hub shows five cards; external ones open a new tab, the others stay in the site", async ({
  page,
}) => {
  await page.goto("/resources/");
  await expect(page).toHaveTitle("Resources – Design at UCI");
  await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
  await expect(page.getByText("Your One-Stop Hub for Design Tools & Tips!")).toBeVisible();
  // Five cards, every one a link.
  const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(5);
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole("main")).not.toContainText(/not available/i);
  for (const name of ["Workshop Slides", "Newsletter Archive"]) {
    const card = cards.filter({ hasText: name });
    await expect(card).toHaveAttribute("href", /^https:\/\//);
    await expect(card).toHaveAttribute("target", "_blank");
    await expect(card).toHaveAttribute("rel", /noopener/);
    await expect(card).toHaveAccessibleName(/\(opens in a new tab\)/);
  }
  await expect(cards.filter({ hasText: "Workshop Slides" })).toHaveAttribute(
    "href",
    /^https:\/\/drive\.google\.com\/drive\/folders\//,
  );
  await expect(cards.filter({ hasText: "Project Teams" })).toHaveAttribute("href", "/project-teams/");
  await expect(cards.filter({ hasText: "Design-a-thon" })).toHaveAttribute("href", "/designathons/");
  await expect(cards.filter({ hasText: "Project Teams" })).not.toHaveAttribute("target", "_blank");
  await expectAccessible(page);
  await waitForHydration(page);
  await page.setViewportSize({ width: 390, height: 800 });
  const boxes = await Promise.all([0, 1].map(async (i) => (await cards.nth(i).boundingBox())?.x));
  expect(boxes[0]).toBe(boxes[1]);
  await cards.filter({ hasText: "Featured Resources" }).click();
  await expect(page).toHaveURL(/\/resources\/featured\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Featured Resources" })).toBeVisible();
});

test("featured filters toggle cards by colour and keep their state in the URL", async ({ page }) => {
  test.slow(); // several reloads and two axe runs
  await page.goto("/resources/featured/");
  await waitForHydration(page);
  const toggles = page.getByRole("group", { name: "Show resource types" }).getByRole("button");
  await expect(toggles).toHaveText(["Tools", "Guides", "Inspiration", "Other"]);
  for (const toggle of await toggles.all()) await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const cards = page.getByRole("main").getByRole("listitem");
  const total = await cards.count();
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole("status")).toHaveText(`Showing ${total} of ${total} resources`);
  for (const link of await cards.getByRole("link").all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
  // Every resource shows its own preview (the default image is only a fallback for a missing one).
  await expect(cards.locator("img[data-image='default']")).toHaveCount(0);
  await expect(cards.locator("img[data-image='own']")).toHaveCount(total);
  await expectAccessible(page);

  const tools = page.getByRole("button", { name: "Tools" });
  await tools.click();
  await expect(tools).toHaveAttribute("aria-pressed", "false");
  await expect(page).toHaveURL(/\?show=guides%2Cinspiration%2Cother$|\?show=guides,inspiration,other$/);
  await expect(cards.filter({ hasText: "Figma" }).filter({ hasText: "Tool" })).toHaveCount(0);
  const withoutTools = await cards.count();
  expect(withoutTools).toBeLessThan(total);
  await expect(page.locator("[data-filter='tools']")).toHaveCount(0);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-pressed", "false");
  await expect(cards).toHaveCount(withoutTools);

  for (const name of ["Guides", "Inspiration", "Other"]) await page.getByRole("button", { name }).click();
  await expect(page).toHaveURL(/\?show=none$/);
  await expect(page.getByRole("heading", { name: "Every filter is off" })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Show all resources" }).click();
  await expect(cards).toHaveCount(total);
  await expect(page).toHaveURL(/\/resources\/featured\/$/);

  // A shared link opens with only its filters on.
  await page.goto("/resources/featured/?show=tools");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Guides" })).toHaveAttribute("aria-pressed", "false");
  await expect(cards).toHaveCount(total - withoutTools);
  for (const card of await page.locator("main li a").all()) await expect(card).toHaveAttribute("data-filter", "tools");

  // A filter on whose type has no resource says so, not that every filter is off.
  await page.goto("/resources/featured/?show=other");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Other" })).toHaveAttribute("aria-pressed", "true");
  const others = await page.locator("main li a").count();
  for (const card of await page.locator("main li a").all()) await expect(card).toHaveAttribute("data-filter", "other");
  await expect(page.getByRole("heading", { name: "No resources of these types" })).toHaveCount(others === 0 ? 1 : 0);
  await expect(page.getByRole("heading", { name: "Every filter is off" })).toHaveCount(0);
});

test("project teams and mentorship say applications are closed, with the facts and a link to join", async ({
  page,
}) => {
  // November 2026: the record knows no application dates, so applications read closed, naming no past season.
  await page.clock.install({ time: new Date("2026-11-20T12:00:00-08:00") });
  await page.goto("/project-teams/");
  await expect(page).toHaveTitle("Project Teams – Design at UCI");
  const main = page.getByRole("main");
  const notice = main.locator("[data-state]").first();
  await expect(notice).toHaveAttribute("data-state", "closed");
  await expect(notice.getByRole("heading", { level: 2 })).toHaveText("Project team applications are closed");
  await expect(notice).toContainText("Applications open each fall");
  await expect(notice).not.toContainText("2024");
  await expect(main).toContainText("reached capacity");
  await expect(main).toContainText("Fall 2024");
  await expect(main).toContainText("Wednesdays 5-7 PM");
  await expect(main).toContainText("Weeks 2 through 9");
  await expect(main).toContainText("No prior experience is needed");
  await expect(main).toContainText("first-come, first-served");
  await expect(main).toContainText("UI/UX design, marketing or graphic design");
  await expect(main.getByRole("link", { name: "Get notified" })).toHaveAttribute("href", "/join/");
  await expectAccessible(page);

  await page.goto("/mentorship/");
  await expect(page).toHaveTitle("Mentorship – Design at UCI");
  await expect(page.getByRole("heading", { name: "Mentorship applications are closed" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("expect an email during Week 8");
  await expect(page.getByRole("main").getByRole("link", { name: "Get notified" })).toHaveAttribute("href", "/join/");
  await expectAccessible(page);
});

test("each resource and program page opens with a drawing of its own beside or above its title, kept once the scripts run and shown when reached by a link", async ({
  page,
}) => {
  const routes = [
    "/resources/",
    "/resources/featured/",
    "/project-teams/",
    "/mentorship/",
    "/merch/",
    "/houses/",
    "/about/",
  ];
  const drawings = new Set<string>();
  const loaded: Record<string, { box: { width: number; height: number }; picture: Buffer }> = {};
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route);
      // Drawn at build time: still there once React owns the page.
      await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
      const drawing = page.locator("header svg[viewBox='0 0 240 180']");
      await expect(drawing).toHaveCount(1);
      await expect(drawing).toBeVisible();
      drawings.add(await drawing.innerHTML());
      const art = (await drawing.boundingBox())!;
      const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      // The heading on the first screen; the drawing beside it on a laptop, above it on a phone.
      expect(title.y + title.height).toBeLessThan(800);
      if (width === 1280) expect(art.x).toBeGreaterThan(title.x + 300);
      else expect(art.y + art.height).toBeLessThanOrEqual(title.y);
      if (route === "/about/") loaded[width] = { box: art, picture: await drawing.screenshot() };
    }
  }
  // Seven pages, seven drawings.
  expect(drawings.size).toBe(routes.length);

  // Reached by a link inside the site, the page is drawn by its scripts, which carry no drawing: it shows
  // the build's file of the same drawing, in a box of the same size, at once (nothing moves when it comes).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // On a phone the link is in the menu.
    if (width === 390) {
      const menu = nav.getByRole("button", { name: "Menu" });
      await untilReactOwns(menu);
      await menu.click();
    }
    const about = nav.getByRole("link", { name: "About" });
    await untilReactOwns(about);
    const documents: string[] = [];
    const recordDocuments = (request: Request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    };
    page.on("request", recordDocuments);
    await about.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("premier");
    page.off("request", recordDocuments);
    expect(documents).toEqual([]);
    const box = page.locator("header div[aria-hidden='true']");
    await expect(box).toHaveCount(1);
    const { width: boxWidth, height: boxHeight } = loaded[width]!.box;
    expect((await box.boundingBox())!).toMatchObject({ width: boxWidth, height: boxHeight });
    const image = box.locator("img");
    await expect(image).toHaveAttribute("alt", "");
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await image.boundingBox())!).toMatchObject({ width: boxWidth, height: boxHeight });
    // The same picture as on a full load.
    expect(await image.screenshot()).toEqual(loaded[width]!.picture);
  }
});

test.describe("from the not-found page", () => {
  test.use({ expectedErrors: [notFoundResource] });

  test("/brand/'s symbols show after a router navigation too, from the build's files", async ({ page }) => {
    // Only the not-found page links to /brand/.
    await page.goto("/no-such-page/");
    const brand = page.getByRole("main").getByRole("link", { name: "Brand", exact: true });
    await untilReactOwns(brand);
    await page.evaluate(() => Object.assign(window, { notFoundPageMark: true }));
    await brand.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Brand");
    // The same document: the router drew the page.
    expect(await page.evaluate(() => "notFoundPageMark" in window)).toBe(true);
    const symbols = page.locator("header div[aria-hidden='true'] img");
    await expect(symbols).toHaveCount(3);
    for (const symbol of await symbols.all()) {
      await expect(symbol).toHaveAttribute("alt", "");
      await expect(symbol).toBeVisible();
      await expect
        .poll(() => symbol.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });
});

test("merch lists each drop; a drop in stock has a Buy Here link, the others say Sold out", async ({ page }) => {
  await page.goto("/merch/");
  await expect(page.getByRole("heading", { level: 1, name: "Merchandise" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("free");
  const drops = page.locator("main section[aria-labelledby^='drop-']");
  expect(await drops.count()).toBeGreaterThan(0);
  for (const drop of await drops.all()) {
    // Every item pictured by a drawing of ours and named.
    for (const photo of await drop.locator("img").all()) {
      await expect(photo).toHaveAttribute("src", /svg/);
      await expect(photo).toHaveAttribute("alt", /\S/);
    }
    if ((await drop.getByText("Limited Stock").count()) > 0) {
      const buy = drop.getByRole("link", { name: /Buy Here/ });
      await expect(buy).toHaveAttribute("target", "_blank");
      await expect(buy).toHaveAttribute("href", /^https:\/\/(forms\.gle\/|docs\.google\.com\/forms\/)/);
      await expect(drop.getByText("Sold out")).toHaveCount(0);
    } else {
      await expect(drop.getByText("Sold out")).toBeVisible();
      await expect(drop.getByText("Sold out")).toHaveCSS("color", "rgb(211, 0, 42)");
      await expect(drop.getByRole("link", { name: /Buy Here/ })).toHaveCount(0);
    }
  }
  // Prices as a visitor reads them: whole dollars, or dollars and cents.
  await expect(page.getByRole("region", { name: "Spring 2022 Merch" }).getByText("$3.50").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Spring 2022 Merch" }).getByText("$30")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Shirt" })).toHaveAttribute("href", "/merch/shirt22/");
  await expect(page.getByRole("main")).not.toContainText(/quantity|left in stock/i);
  await expectAccessible(page);
});

/**
 * Starts adding up layout shifts. Started once the web font has arrived: the
 * font swap belongs to the site shell, not to the gallery.
 */
async function watchLayoutShift(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const state = window as unknown as { shift: number };
    state.shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) state.shift += entry.value;
    }).observe({ type: "layout-shift" });
  });
}

test("the Spring '22 shirt page shows its details and a two-column gallery that never shifts", async ({ page }) => {
  test.slow(); // three widths, each photo scrolled into view
  await page.goto("/shirt22/");
  await expect(page).toHaveURL(/\/merch\/shirt22\/$/);
  await expect(page).toHaveTitle("Spring '22 Shirt – Design at UCI");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Merch" })).toHaveAttribute("href", "/merch/");
  await expect(page.getByRole("heading", { level: 1, name: "Spring '22 Shirt" })).toBeVisible();
  await expect(page.getByText("$20", { exact: true })).toBeVisible();
  await expect(page.getByText("Out of Stock")).toBeVisible();
  await expect(page.getByRole("list", { name: "Sizes" }).getByRole("listitem")).toHaveText(["S", "M", "L"]);
  await expect(page.getByRole("main")).toContainText("Small, Medium and Large");
  await expect(page.getByRole("heading", { name: "More Photos" })).toBeVisible();
  await expectAccessible(page);

  for (const [width, gap] of [
    [320, "5px"],
    [390, "10px"],
    [1280, "15px"],
  ] as const) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/merch/shirt22/");
    const gallery = page.getByRole("region", { name: "More Photos" }).getByRole("list");
    await expect(gallery).toHaveCSS("column-count", "2");
    await expect(gallery).toHaveCSS("column-gap", gap);
    await watchLayoutShift(page);
    const items = gallery.getByRole("listitem");
    await expect(items).toHaveCount(8);
    // Each photo loads once scrolled into view (after the lazy delay below the fold).
    for (const item of await items.all()) {
      await item.scrollIntoViewIfNeeded();
      const photo = item.locator("img");
      await expect(photo).toHaveAttribute("src", /svg/);
      await expect(photo).toHaveAttribute("width", /^\d+$/);
      await expect(photo).toHaveAttribute("height", /^\d+$/);
    }
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), `shift at ${width}px`).toBe(0);
  }
});

test.describe("the brand page", () => {
  test("copies a swatch's HEX code, announces it, and downloads symbols", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/brand/");
    await waitForHydration(page);
    await expect(page).toHaveTitle("Brand – Design at UCI");
    const swatches = page.getByRole("region", { name: "Colors" }).getByRole("button");
    await expect(swatches).toHaveCount(14);
    // 128 px swatches in balanced rows whose cells fill the content width, and the tints likewise,
    // on a laptop and on a phone.
    for (const [width, swatchRows, tintRows] of [
      [1280, [7, 7], [4]],
      [390, [2, 2, 2, 2, 2, 2, 2], [1, 1, 1, 1]],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      const layout = await page.getByRole("region", { name: "Colors" }).evaluate((region) => {
        const rowsOf = (items: Element[]) => {
          const boxes = items.map((item) => item.getBoundingClientRect());
          const tops = [...new Set(boxes.map((box) => Math.round(box.top)))];
          return {
            rows: tops.map((top) => boxes.filter((box) => Math.round(box.top) === top).length),
            left: Math.round(Math.min(...boxes.map((box) => box.left))),
            right: Math.round(Math.max(...boxes.map((box) => box.right))),
            sizes: [...new Set(boxes.map((box) => `${Math.round(box.width)}x${Math.round(box.height)}`))],
          };
        };
        const [swatchList, tintList] = Array.from(region.querySelectorAll("ul"));
        const box = region.getBoundingClientRect();
        return {
          edges: [Math.round(box.left), Math.round(box.right)],
          swatches: rowsOf(Array.from(swatchList?.querySelectorAll("button") ?? [])),
          swatchCells: rowsOf(Array.from(swatchList?.children ?? [])),
          tints: rowsOf(Array.from(tintList?.children ?? [])),
        };
      });
      expect(layout.swatches.rows, `swatch rows at ${width}px`).toEqual(swatchRows);
      expect(layout.swatches.sizes, `swatch size at ${width}px`).toEqual(["128x128"]);
      expect([layout.swatchCells.left, layout.swatchCells.right], `swatch rows' edges at ${width}px`).toEqual(
        layout.edges,
      );
      expect(layout.tints.rows, `tint rows at ${width}px`).toEqual(tintRows);
      expect([layout.tints.left, layout.tints.right], `tints' edges at ${width}px`).toEqual(layout.edges);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(swatches.first()).toContainText("#000024");
    await expect(swatches.first()).toContainText("Black");

    await page.getByRole("button", { name: /^Blue #089AFF/ }).click();
    await expect(page.getByRole("status")).toHaveText("Copied #089AFF");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#089AFF");
    await expect(page.getByRole("button", { name: /^Blue/ })).toContainText("Copied!");

    await page.getByRole("button", { name: /^Lime #D1FFE1/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("Copied #D1FFE1");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("#D1FFE1");

    const symbols = page.getByRole("region", { name: "Symbols" }).getByRole("link");
    await expect(symbols).toHaveCount(11);
    const downloading = page.waitForEvent("download");
    await symbols.filter({ hasText: "pt-logo.svg" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("pt-logo.svg");
    expect(download.url()).toMatch(/\/static\/file\/pt-logo\.svg$/);

    const font = page.getByRole("region", { name: "Font" });
    await expect(font.getByRole("heading", { level: 3 })).toHaveText(["DM Sans Medium (500)", "DM Sans Bold (700)"]);
    for (const link of await font.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", "https://fonts.google.com/specimen/DM+Sans");
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(font).toContainText("stylistic sets 2 and 3");
    await expect(font).toContainText("Italics are allowed");
    await expectAccessible(page);
  });

  test("offers the code to copy by hand when the clipboard is refused", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
      document.execCommand = () => false;
    });
    await page.goto("/brand/");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Orange #FC593D/ }).click();
    const fallback = page.getByRole("textbox", { name: /blocked the clipboard/ });
    await expect(fallback).toHaveValue("#FC593D");
    await expect(fallback).toBeFocused();
  });
});

/** The target colour as six hex characters, read from the swatch's painted background. */
async function readTarget(page: Page) {
  const target = page.getByRole("img", { name: "The color to guess" });
  await expect(target).toBeVisible();
  const rgb = await target.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number);
  return [r, g, b].map((n) => (n ?? 0).toString(16).padStart(2, "0").toUpperCase()).join("");
}

test.describe("the colour game", () => {
  test("plays a full game by keyboard, keeps the score over a reload, and resets", async ({ page }) => {
    test.slow(); // two full games and two axe runs
    await page.goto("/color-game/");
    await expect(page).toHaveTitle("Color Game – Design at UCI");
    await expect(page.getByRole("heading", { level: 1, name: "Guess the color" })).toBeVisible();
    await expect(page.getByText("No previous scores to show.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to play" })).toBeVisible();
    await expectAccessible(page);
    const target = await readTarget(page);

    const first = page.getByRole("textbox", { name: "Hex digit 1 of 6" });
    await first.focus();
    await page.keyboard.type("x");
    await expect(page.getByRole("alert")).toHaveText("Only 0-9 and A-F are valid hex values.");
    await expect(first).toHaveValue("");
    const submit = page.getByRole("button", { name: "Submit" });
    await expect(submit).toHaveAttribute("aria-disabled", "true");

    await page.keyboard.type(target.toLowerCase().slice(0, 5));
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.type(target.toLowerCase().slice(5));
    await expect(page.getByRole("textbox", { name: "Hex digit 6 of 6" })).toHaveValue(target.slice(5));
    await expect(submit).not.toHaveAttribute("aria-disabled");
    await page.keyboard.press("Enter");

    const results = page.getByRole("region", { name: "Results" });
    await expect(results).toContainText("You were 100.00% of the way there!");
    await expect(results).toContainText("Nothing... somehow you got it");
    await expect(results).toContainText(`Actual: #${target}`);
    await expect(results).toContainText("Tip:");
    const scores = page.getByRole("list", { name: "Best scores, highest first" }).getByRole("listitem");
    await expect(scores).toHaveCount(1);
    await expect(scores.first()).toContainText("100.00%");
    await expectAccessible(page);

    await page.reload();
    await expect(scores).toHaveCount(1);
    await expect(scores.first()).toContainText(`Actual #${target}`);

    // A deliberately wrong guess: the opposite colour, then reset.
    const next = await readTarget(page);
    const opposite = next
      .split("")
      .map((c) => (15 - Number.parseInt(c, 16)).toString(16).toUpperCase())
      .join("");
    await page.getByRole("textbox", { name: "Hex digit 1 of 6" }).focus();
    await page.keyboard.type(opposite);
    await page.keyboard.press("Enter");
    await expect(results).toContainText("of the way there!");
    await expect(results.getByRole("listitem").first()).toContainText(/% (more|less) red$/);
    await expect(scores).toHaveCount(2);
    await expect(scores.first()).toContainText("100.00%");

    await page.getByRole("button", { name: "New color" }).click();
    await expect(page.getByRole("textbox", { name: "Hex digit 1 of 6" })).toBeFocused();
    await expect(results).toHaveCount(0);
    for (let i = 1; i <= 6; i++)
      await expect(page.getByRole("textbox", { name: `Hex digit ${i} of 6` })).toHaveValue("");
  });

  test("keeps playing when the stored scores are corrupt, and says they cannot be saved", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("duci:color-game:high-scores", "{not json"));
    await page.goto("/color-game/");
    await expect(page.getByText("Scores can't be saved in this browser")).toBeVisible();
    const target = await readTarget(page);
    await page.getByRole("textbox", { name: "Hex digit 1 of 6" }).focus();
    await page.keyboard.type(target);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("region", { name: "Results" })).toContainText("100.00%");
    await expect(page.getByRole("list", { name: "Best scores, highest first" }).getByRole("listitem")).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem("duci:color-game:high-scores"))).toBe("{not json");
  });

  test("pasting a hex code fills every box", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/color-game/");
    await readTarget(page);
    await page.evaluate(() => navigator.clipboard.writeText("#0a9bff"));
    await page.getByRole("textbox", { name: "Hex digit 3 of 6" }).focus();
    await page.keyboard.press("ControlOrMeta+V");
    const values = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => page.getByRole("textbox", { name: `Hex digit ${i} of 6` }).inputValue()),
    );
    expect(values.join("")).toBe("0A9BFF");
  });
});
