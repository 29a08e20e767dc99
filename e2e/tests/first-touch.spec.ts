import { ownedByReact } from "@duci/prerender/owned-by-react";
import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

// A visitor on a slow phone acts as soon as a control is visible, before the
// page's scripts have run. The CPU is slowed 4x (Lighthouse's mobile factor)
// and every script arrives late, so each action below lands before React has
// taken the page over; what the visitor did must take effect, or be kept.

const scriptDelay = 3000;

/** Each page's DevTools session, which slows its CPU until it has hydrated. */
const throttles = new WeakMap<Page, CDPSession>();

/** Opens a page the way a slow phone sees it, without waiting for anything but the first bytes. */
async function openEarly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  throttles.set(page, cdp);
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, scriptDelay));
    await route.continue();
  });
  // The frame's goto: the suite's page.goto would wait for hydration.
  await page.mainFrame().goto(path, { waitUntil: "commit" });
}

/** True while React has not yet taken the page over. */
const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated !== "true");

/**
 * Waits until React has taken the page over, then gives the CPU its full speed back: Chromium
 * slows a page by keeping a core busy, which the rest of the suite, running beside, would pay for.
 */
async function hydrated(page: Page) {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 30_000 });
  await throttles.get(page)?.send("Emulation.setCPUThrottlingRate", { rate: 1 });
}

test.describe("first touch, 4x slower CPU and late scripts", () => {
  test.slow();

  test("the newsletter form keeps what was typed and sends all of it", async ({ page }) => {
    const sent: URL[] = [];
    await page.route(/list-manage\.com\/subscribe\/post-json/, (route) => {
      const url = new URL(route.request().url());
      sent.push(url);
      const callback = url.searchParams.get("c") ?? "";
      return route.fulfill({
        contentType: "text/javascript",
        body: `${callback}(${JSON.stringify({ result: "success", msg: "ok" })})`,
      });
    });
    await openEarly(page, "/join/");
    await page.getByLabel("First name").fill("Ada");
    expect(await notHydrated(page), "typed before hydration").toBe(true);
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill("ada@uci.edu");
    await hydrated(page);
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
    await expect(page.getByLabel("Email")).toHaveValue("ada@uci.edu");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toContainText("Subscribed!");
    expect(sent.map((url) => [url.searchParams.get("EMAIL"), url.searchParams.get("FNAME")])).toEqual([
      ["ada@uci.edu", "Ada"],
    ]);
  });

  test("an FAQ answer opened early stays open", async ({ page }) => {
    await openEarly(page, "/houses/");
    const question = page.getByText("What is the House System?", { exact: false }).first();
    await question.click();
    expect(await notHydrated(page), "tapped before hydration").toBe(true);
    await hydrated(page);
    await expect(page.getByRole("button", { name: /House System/ }).first()).toHaveAttribute("aria-expanded", "true");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opened early stays open", async ({ page }) => {
      await openEarly(page, "/join/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByText("Menu").click();
      expect(await notHydrated(page), "tapped before hydration").toBe(true);
      await expect(nav.getByRole("link", { name: "Events", exact: true })).toBeVisible();
      await hydrated(page);
      // Long enough for anything that would close it again after hydration.
      await page.waitForTimeout(500);
      await expect(nav.getByRole("link", { name: "Events", exact: true })).toBeVisible();
      await expect(nav.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    });

    test("a keyboard user who reached the menu early is still on it once scripts run", async ({ page }) => {
      await openEarly(page, "/join/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Design at UCI" }).waitFor();
      await page.keyboard.press("Tab"); // skip link
      await page.keyboard.press("Tab"); // logo
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Menu");
      expect(await notHydrated(page), "reached before hydration").toBe(true);
      await hydrated(page);
      await expect(nav.getByRole("button", { name: "Menu" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(nav.getByRole("link", { name: "Events", exact: true })).toBeVisible();
    });

    test("the board carousel moves on for a tap made early", async ({ page }) => {
      await openEarly(page, "/about/");
      const carousel = page.getByRole("region", { name: "From our board" });
      await carousel.getByRole("button", { name: "Next card" }).click();
      expect(await notHydrated(page), "tapped before hydration").toBe(true);
      await hydrated(page);
      const track = carousel.getByRole("group", { name: /use the arrow keys/ });
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    });
  });

  test("a swatch tapped early copies its HEX code", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openEarly(page, "/brand/");
    const swatch = page.getByRole("region", { name: "Colors" }).getByRole("button").nth(1);
    await swatch.click();
    expect(await notHydrated(page), "tapped before hydration").toBe(true);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("#089AFF");
  });

  test("featured-resources filters switched off early, one after another, all stay off", async ({ page }) => {
    await openEarly(page, "/resources/featured/");
    const group = page.getByRole("group", { name: "Show resource types" });
    await group.getByText("Tools").click();
    await group.getByText("Guides").click();
    expect(await notHydrated(page), "tapped before hydration").toBe(true);
    await hydrated(page);
    await expect(group.getByRole("button", { name: "Tools" })).toHaveAttribute("aria-pressed", "false");
    await expect(group.getByRole("button", { name: "Guides" })).toHaveAttribute("aria-pressed", "false");
    await expect(group.getByRole("button", { name: "Inspiration" })).toHaveAttribute("aria-pressed", "true");
  });

  test("the schedule day tapped last, early, is the one chosen", async ({ page }) => {
    await openEarly(page, "/designathon/24/");
    const schedule = page.locator("#s-schedule");
    await schedule.getByRole("tab", { name: /Saturday/ }).click();
    await schedule.getByRole("tab", { name: /Friday/ }).click();
    expect(await notHydrated(page), "tapped before hydration").toBe(true);
    await hydrated(page);
    await expect(schedule.getByRole("tab", { name: /Friday/ })).toHaveAttribute("aria-selected", "true");
  });

  test("a day tapped early, then another the moment React owns the tabs, ends on the second", async ({ page }) => {
    // The check the page's keeper makes, for the page to make below.
    await page.addInitScript(`window.ownedByReact = ${ownedByReact};`);
    await openEarly(page, "/designathon/24/");
    const schedule = page.locator("#s-schedule");
    await schedule.getByRole("tab", { name: /Saturday/ }).click();
    expect(await notHydrated(page), "tapped before hydration").toBe(true);
    // Every day shown from now on, in order; and Friday tapped as soon as React owns its tab,
    // while the early tap on Saturday still waits to be replayed.
    await page.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { shownDays: shown });
      const tabs = "#s-schedule [role=tab]";
      new MutationObserver(() => {
        const day = document.querySelector(`${tabs}[aria-selected=true]`)?.getAttribute("aria-label") ?? "";
        if (day !== shown.at(-1)) shown.push(day);
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-selected"] });
      const poll = setInterval(() => {
        const friday = document.querySelector<HTMLElement>(`${tabs}[aria-label^=Friday]`);
        const { ownedByReact: owned } = window as unknown as { ownedByReact: (element: Element) => boolean };
        if (!friday || !owned(friday)) return;
        clearInterval(poll);
        friday.click();
      }, 5);
    });
    await hydrated(page);
    const shownDays = () => page.evaluate(() => (window as unknown as { shownDays: string[] }).shownDays);
    await expect.poll(shownDays).toEqual([expect.stringMatching(/^Saturday/), expect.stringMatching(/^Friday/)]);
    await expect(schedule.getByRole("tab", { name: /Friday/ })).toHaveAttribute("aria-selected", "true");
  });

  test("the colour game keeps the characters typed early", async ({ page }) => {
    await openEarly(page, "/color-game/");
    const first = page.getByRole("textbox").first();
    await first.click();
    await page.keyboard.type("0A9");
    expect(await notHydrated(page), "typed before hydration").toBe(true);
    await hydrated(page);
    const boxes = page.getByRole("textbox");
    await expect(boxes.nth(0)).toHaveValue("0");
    await expect(boxes.nth(1)).toHaveValue("A");
    await expect(boxes.nth(2)).toHaveValue("9");
  });

  test("the 2022 rubric opened early stays open", async ({ page }) => {
    await openEarly(page, "/designathon/22/");
    const brief = page.getByTestId("challenge-brief");
    await brief.getByText("View Full Rubric").click();
    expect(await notHydrated(page), "tapped before hydration").toBe(true);
    await hydrated(page);
    const toggle = brief.getByRole("button", { name: /Full Rubric$/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(brief.getByRole("heading", { name: "User Experience: 20 points" })).toBeVisible();
  });

  test("a person card tapped early opens its dialog on the page", async ({ page }) => {
    await openEarly(page, "/designathon/24/");
    const card = page.locator("#s-speakers").locator("button[aria-haspopup='dialog']").first();
    await card.click();
    expect(await notHydrated(page), "tapped before hydration").toBe(true);
    await hydrated(page);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/\/designathon\/24\/$/);
  });
});
