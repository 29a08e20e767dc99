// Faults a visitor can meet without doing anything wrong: a page's code that fails to
// load (an open tab after a redeploy, or a dropped connection) and hostile values in
// the browser's storage. None of them may leave a blank page.
import type { Page } from "@playwright/test";
import { expect, test, untilReactOwns } from "../fixtures";

const aboutChunk = /\/assets\/about-[\w-]+\.js$/;

/** Fails the about page's code (once, or always), notes each document loaded, and taps About on the home page once React owns the link. */
async function tapAboutWithItsCodeFailing(page: Page, times?: number) {
  await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: "" }), times ? { times } : undefined);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  // A client-side navigation: the link is React's before the tap (earlier, it is a plain link).
  const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
  await untilReactOwns(about);
  await about.click();
  return documents;
}

test.describe("a page whose code fails to load", () => {
  // The failed file, the failed import, and React switching the page to client rendering (#422)
  // when the page's code fails while hydrating: the documented signs of this fault.
  test.use({
    expectedErrors: [/status of 404|Failed to fetch dynamically imported module|could not be loaded|React error #422/],
  });

  test("after a redeploy, a client-side navigation falls back once to the full page", async ({ page }) => {
    // The old file is gone for the open tab's first request only, as after a redeploy.
    const documents = await tapAboutWithItsCodeFailing(page, 1);

    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Board Members" })).toBeVisible();
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(documents).toEqual(["/", "/about/"]);
  });

  for (const [what, spoiled] of [
    ["a spoiled", "\u0000not an address"],
    ["an oversized", `http://127.0.0.1/${"x".repeat(2_000_000)}`],
  ] as const) {
    test(`${what} record of the last such reload in session storage neither stops the fallback nor stays`, async ({
      page,
    }) => {
      await page.addInitScript((value) => {
        // Only before the first page: the record the fallback writes is what the test reads.
        if (!sessionStorage.getItem("seeded")) {
          sessionStorage.setItem("duci:reloaded-for", value);
          sessionStorage.setItem("seeded", "yes");
        }
      }, spoiled);
      const documents = await tapAboutWithItsCodeFailing(page, 1);

      await expect(page.getByRole("heading", { name: "Board Members" })).toBeVisible();
      await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
      await expect(page.getByRole("alert")).toHaveCount(0);
      expect(documents).toEqual(["/", "/about/"]);
      expect(await page.evaluate(() => sessionStorage.getItem("duci:reloaded-for"))).toBe(page.url());
    });
  }

  test("when the code never loads, the page stays readable with a notice and does not reload again", async ({
    page,
  }) => {
    const documents = await tapAboutWithItsCodeFailing(page);

    const notice = page.getByRole("alert");
    await expect(notice).toContainText("Something went wrong on this page");
    await expect(notice.getByRole("button", { name: "Reload the page" })).toBeVisible();
    // The prerendered page is still there under the notice, with the site's navigation.
    await expect(page.getByRole("heading", { name: "Board Members" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(documents).toEqual(["/", "/about/"]);

    // Navigating on from the notice works: another page loads as usual.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("the colour game's stored scores", () => {
  test("hostile values in storage are dropped and the game plays on", async ({ page }) => {
    const good = { actual: "FF0000", guess: "FF0000", similarityPercentage: 100, percentageDifference: [0, 0, 0] };
    const stored = JSON.stringify([
      { ...good, timestamp: 1e300 },
      { ...good, timestamp: -9e15 },
      { ...good, timestamp: 1_700_000_000_000, similarityPercentage: Number.MAX_VALUE },
      { ...good, timestamp: 1_700_000_000_000, guess: '"><img src=x onerror=alert(1)>' },
      { ...good, timestamp: 1_700_000_000_000, percentageDifference: [1e9, 0, 0] },
      null,
      "FF0000",
      { ...good, timestamp: 1_700_000_000_000, similarityPercentage: 87.5 },
    ]);
    await page.addInitScript((value) => {
      // Only before the first visit: the test reloads and expects what the game saved.
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("duci:color-game:high-scores", value);
        sessionStorage.setItem("seeded", "yes");
      }
    }, stored);
    await page.goto("/color-game/");
    await expect(page.getByRole("heading", { level: 1, name: "Guess the color" })).toBeVisible();
    const scores = page.getByRole("list", { name: "Best scores, highest first" }).getByRole("listitem");
    await expect(scores).toHaveCount(1);
    await expect(scores.first()).toContainText("87.50%");
    await expect(page.getByText("Scores can't be saved in this browser")).toHaveCount(0);

    const target = page.getByRole("img", { name: "The color to guess" });
    const rgb = await target.evaluate((element) => getComputedStyle(element).backgroundColor);
    const hex = (rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, "0").toUpperCase()).join("");
    await page.getByRole("textbox", { name: "Hex digit 1 of 6" }).focus();
    await page.keyboard.type(hex);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(scores).toHaveCount(2);
    await page.reload();
    await expect(scores).toHaveCount(2);
    await expect(scores.first()).toContainText("100.00%");
  });
});

test("the colour game takes another try at the same colour, and both enter the high scores", async ({ page }) => {
  await page.goto("/color-game/");
  const target = page.getByRole("img", { name: "The color to guess" });
  const before = await target.evaluate((element) => getComputedStyle(element).backgroundColor);
  const hex = (before.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, "0").toUpperCase()).join("");
  const submit = page.getByRole("button", { name: "Submit" });
  await page.getByRole("textbox", { name: "Hex digit 1 of 6" }).focus();
  await page.keyboard.type(hex === "000000" ? "FFFFFF" : "000000");
  await submit.click();
  const results = page.getByRole("region", { name: "Results" });
  await expect(results).toContainText("of the way there!");
  await expect(submit).not.toHaveAttribute("aria-disabled");

  await page.getByRole("textbox", { name: "Hex digit 1 of 6" }).focus();
  await page.keyboard.type(hex);
  await submit.click();
  await expect(results).toContainText("You were 100.00% of the way there!");
  expect(await target.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(before);
  await expect(page.getByRole("list", { name: "Best scores, highest first" }).getByRole("listitem")).toHaveCount(2);
});
