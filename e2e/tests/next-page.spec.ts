import type { Page } from "@playwright/test";
import { editionsUnderTest } from "../editions.ts";
import { expect, test } from "../fixtures.ts";

// The next page at once: a link to another page of ours is fetched once the
// visitor points at it (speculation rules, "moderate"), never for being on
// screen; Storybook and files never. The suite fails on any console error or
// policy violation, so the rules also pass the pages' security policy.

/** The documents the browser has fetched ahead of a click on this page so far, as paths, and which finished. */
async function watchPrefetches(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const started: string[] = [];
  const ready: string[] = [];
  cdp.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => {
    const { pathname, search } = new URL(prefetchUrl);
    if (!started.includes(pathname + search)) started.push(pathname + search);
    if (status === "Ready") ready.push(pathname + search);
  });
  await cdp.send("Preload.enable");
  return { started, ready };
}

/** Waits until the page has its speculation rules (added after the first paint). */
async function rulesIn(page: Page) {
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
}

/** How the browser got the page on screen: "navigational-prefetch" when from a fetch ahead of the click. */
const deliveredAs = (page: Page) =>
  page.evaluate(
    // Not yet in TypeScript's DOM types.
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string })
        .deliveryType,
  );

const newest = editionsUnderTest[0];
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };

test("an edition's link to its people page is fetched once pointed at, and the click shows that fetch", async ({
  page,
  request,
}) => {
  // The newest edition whose page links to its people page (a year just made links to none until it is filled in).
  let edition = "";
  for (const { path } of editionsUnderTest) {
    if ((await (await request.get(path)).text()).includes(`href="${path}people/"`)) {
      edition = path;
      break;
    }
  }
  expect(edition, "an edition links to its people page").not.toBe("");
  const prefetches = await watchPrefetches(page);
  await page.goto(edition);
  await rulesIn(page);
  const people = page.locator(`a[href="${edition}people/"]`).first();
  await people.hover();
  await expect.poll(() => prefetches.ready).toContain(`${edition}people/`);
  // Loading the page and pointing at one link fetched that link's page alone.
  expect(prefetches.started).toEqual([`${edition}people/`]);
  await people.click();
  await expect(page).toHaveURL(`${edition}people/`);
  expect(await deliveredAs(page)).toBe("navigational-prefetch");
});

test("on the site, a link its router follows loads no document ahead; a link to an edition does", async ({ page }) => {
  const edition = newest?.path ?? "";
  expect(edition, "the site has an edition").not.toBe("");
  const prefetches = await watchPrefetches(page);
  await page.goto("/designathon/");
  await rulesIn(page);
  // The router shows the resources page from its code, which pointing loads.
  const code = page.waitForRequest(/\/assets\/.*\.js$/);
  await page.getByRole("navigation").getByRole("link", { name: "Resources" }).first().hover();
  await code;
  await page.locator(`main a[href="${edition}"]`).first().hover();
  await expect.poll(() => prefetches.ready).toContain(edition);
  expect(prefetches.started).toEqual([edition]);
  await page.locator(`main a[href="${edition}"]`).first().click();
  await expect(page).toHaveURL(edition);
  expect(await deliveredAs(page)).toBe("navigational-prefetch");
});

test("a link to a page whose services this page's policy lacks is fetched ahead, and the click shows that fetch", async ({
  page,
}) => {
  // The house-points sheet, which the events page asks for, answers with no house.
  await page.route(/^https:\/\/docs\.google\.com\/spreadsheets\//, (route) =>
    route.fulfill({ body: "House\tPoints\r\n", contentType: "text/tab-separated-values", headers: CORS }),
  );
  const prefetches = await watchPrefetches(page);
  // The home page's policy does not name the sheet's host, so its router does not show the events page.
  await page.goto("/");
  await rulesIn(page);
  const events = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).first();
  await expect(events).not.toHaveAttribute("data-route");
  await events.hover();
  await expect.poll(() => prefetches.ready).toContain("/events/");
  expect(prefetches.started).toEqual(["/events/"]);
  await events.click();
  await expect(page).toHaveURL("/events/");
  expect(await deliveredAs(page)).toBe("navigational-prefetch");
});

test("Storybook and files are never fetched ahead, even when pointed at or pressed", async ({ page }) => {
  // The house-points sheet, which the events page asks for, answers with no house.
  await page.route(/^https:\/\/docs\.google\.com\/spreadsheets\//, (route) =>
    route.fulfill({ body: "House\tPoints\r\n", contentType: "text/tab-separated-values", headers: CORS }),
  );
  const prefetches = await watchPrefetches(page);
  await page.goto("/events/");
  await rulesIn(page);
  // A link to Storybook, as a page could hold one; the calendar feed is a file the page links to.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement("a"), { href: "/storybook/", textContent: "Storybook" });
    document.querySelector("main")?.prepend(link);
  });
  for (const link of [page.getByRole("link", { name: "Storybook" }), page.locator('a[href="/events.ics"]').first()]) {
    await link.hover();
    await page.mouse.down();
    await page.mouse.move(0, 0);
    await page.mouse.up();
  }
  // A page of ours, pointed at last, is fetched: the two before it were not.
  const join = page.locator('main a[href="/join/"]:not([data-route])').first();
  await join.hover();
  await expect.poll(() => prefetches.ready).toContain("/join/");
  expect(prefetches.started).toEqual(["/join/"]);
});
