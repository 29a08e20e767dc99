// The home page's event card starts from the events of its build, then shows
// what editors published since, as /events does; the content service is
// answered here through request routing.
import type { Page, Route } from "@playwright/test";
import { endOf, newestBundled, pacificHourAfter, readsAs } from "../bundled-events.ts";
import { expect, test } from "../fixtures.ts";

// Three weeks after the newest bundled event, at 10:00 AM Pacific: every bundled event is over,
// so the page as built shows the newest bundled one as the latest event.
const NOW = pacificHourAfter(endOf(newestBundled), 21, 10);
const SANITY = /^https:\/\/8c8akzjz\.apicdn\.sanity\.io\//;
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };

/** Published in the studio after the build: in two days, at 6 PM Pacific. */
const published = {
  title: "Portfolio Review Night",
  time: pacificHourAfter(NOW, 2, 18).toISOString(),
  duration: 120,
  type: "Workshop",
  place: "DBH 6011",
  desc: "Bring your portfolio; leave with notes from the board.",
};

/** Answers the events query with `answer`; counts the queries that came. */
async function answerSanity(page: Page, answer: (route: Route) => Promise<void>) {
  const asked = { count: 0 };
  await page.route(SANITY, async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
    asked.count += 1;
    return answer(route);
  });
  return asked;
}

test.use({ timezoneId: "America/Los_Angeles" });

test("the home page shows an event published after its build once the service answers", async ({ page }) => {
  await page.clock.install({ time: NOW });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await answerSanity(page, async (route) => {
    await released;
    await route.fulfill({ json: { result: [published] }, headers: CORS });
  });
  await page.goto("/");
  const card = page.getByTestId("home-event");
  // The page as built, at once: nothing waits for the service.
  await expect(card).toContainText("Latest event");
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(newestBundled.title);

  release();
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(published.title);
  await expect(card).toContainText("Next event");
  await expect(card).toContainText("In 2 days");
  await expect(card).toContainText(readsAs(new Date(published.time), NOW));
  await expect(card).toContainText(published.place);
  await expect(card).toContainText(published.desc);
  await expect(card.getByRole("link", { name: "All upcoming events" })).toHaveAttribute("href", "/events/");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page asks for new events when the visitor scrolls to its event card", async ({ page }) => {
    await page.clock.install({ time: NOW });
    const asked = await answerSanity(page, (route) => route.fulfill({ json: { result: [published] }, headers: CORS }));
    await page.goto("/");
    const card = page.getByTestId("home-event");
    // The first screen ends above the card: the page has not asked (two frames after hydrating,
    // when a card on screen would have been reported).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(asked.count).toBe(0);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(newestBundled.title);

    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(published.title);
    expect(asked.count).toBe(1);
  });
});

for (const [name, answer] of [
  ["fails", (route: Route) => route.fulfill({ status: 500, json: { error: "down" }, headers: CORS })],
  ["answers nonsense", (route: Route) => route.fulfill({ json: { result: { title: "x" } }, headers: CORS })],
] as const) {
  test.describe(`when the content service ${name}`, () => {
    // The browser's own line for a failed request; the page itself only warns.
    test.use({ expectedErrors: [/Failed to load resource/] });

    test("the home page keeps the event it was built with and only warns in the console", async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      await page.clock.install({ time: NOW });
      const asked = await answerSanity(page, answer);
      await page.goto("/");
      await expect.poll(() => warnings.join("\n")).toContain("Could not load events from the content service");
      expect(asked.count).toBeGreaterThan(0);
      const card = page.getByTestId("home-event");
      await expect(card).toContainText("Latest event");
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(newestBundled.title);
      // Nothing about the failure on the page.
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText(/could not|error/i);
    });
  });
}
