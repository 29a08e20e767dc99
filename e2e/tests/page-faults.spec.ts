// Faults a visitor can meet without doing anything wrong: a page's code that fails to
// load (an open tab after a redeploy, or a dropped connection) and hostile values in
// the browser's storage. None of them may leave a blank page.
import { expect, test } from "../fixtures";

const aboutChunk = /\/assets\/about-[\w-]+\.js$/;

test.describe("a page whose code fails to load", () => {
  test.use({
    expectedErrors: [/status of 404|Failed to fetch dynamically imported module|could not be loaded/],
  });

  test("after a redeploy, a client-side navigation falls back once to the full page", async ({ page }) => {
    // The old file is gone for the open tab's first request only, as after a redeploy.
    await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: "" }), { times: 1 });
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();

    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Board Members" })).toBeVisible();
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(documents).toEqual(["/", "/about/"]);
  });

  test("when the code never loads, the page stays readable with a notice and does not reload again", async ({
    page,
  }) => {
    await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: "" }));
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();

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
