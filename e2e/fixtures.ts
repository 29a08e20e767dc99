// The suite's `test`: fails a test on any console error, page error or
// hydration mismatch that it did not declare as expected, and keeps every
// request inside loopback (tests answer remote services with page.route; the
// events service answers "nothing new" unless a test says otherwise).
import AxeBuilder from "@axe-core/playwright";
import { ownedByReact } from "@duci/prerender/owned-by-react";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };

interface Options {
  /** Console errors this test expects (the documented ones of the error catalogue). */
  expectedErrors: RegExp[];
}

export const test = base.extend<Options & { consoleGuard: undefined }>({
  expectedErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, expectedErrors, javaScriptEnabled }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!expectedErrors.some((pattern) => pattern.test(text))) problems.push(text);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      // The pages carry a Content-Security-Policy; any violation fails the test.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      // Nothing leaves the machine: requests outside loopback that no test answered fail fast.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort("blockedbyclient"));
      // The events service, which the home page and /events ask on every load, has nothing new
      // unless the test answers it otherwise (the route a test adds later wins).
      await page.route(/^https:\/\/8c8akzjz\.apicdn\.sanity\.io\//, (route) =>
        route.request().method() === "OPTIONS"
          ? route.fulfill({ status: 204, headers: CORS })
          : route.fulfill({ json: { result: [] }, headers: CORS }),
      );
      // A click or a keystroke before React hydrates would be lost, as for a visitor on a
      // slow phone; tests act on the page as it is once hydrated (our apps mark <html>).
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = await response?.text().catch(() => "");
        // Only pages that load the app (the inline loader names a module script) hydrate; a static page never does.
        if (javaScriptEnabled !== false && html && /type[:=]"module"/.test(html)) {
          await page
            .locator("html[data-hydrated='true']")
            .waitFor({ state: "attached", timeout: 15_000 })
            .catch(() => {});
        }
        return response;
      };
      await use(undefined);
      expect(problems, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe over the page (WCAG 2.1 AA) and expects no violation. */
export async function expectAccessible(page: Page) {
  // Colours are checked at rest: finite animations (a score fading in) finish first (3 s at most).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" | ")}`),
  ).toEqual([]);
}

/** The 404 document itself is logged by Chromium as a failed resource. */
export const notFoundResource = /status of 404/;

/**
 * Waits until React has taken `locator`'s element over (`ownedByReact`, the check the page's
 * keeper makes): a tap before that is the browser's own (a link loads a page, a form posts natively).
 */
export async function untilReactOwns(locator: Locator) {
  await expect.poll(() => locator.evaluate(ownedByReact), { timeout: 30_000 }).toBe(true);
}
