import { expect, expectAccessible, test } from "../fixtures.ts";

// Axe over a long page takes a while on small, busy machines.
test.describe.configure({ timeout: 60_000 });

// Sign-up closes Friday 12 January 2024, 5 PM Pacific (01:00 UTC on the 13th; Saturday 10 AM in Tokyo).
const BEFORE = new Date("2024-01-12T16:55:00-08:00");

for (const timezoneId of ["Asia/Tokyo", "America/Los_Angeles"]) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("the join section is open until 5 PM Pacific on 12 January 2024, then asks for an email", async ({ page }) => {
      await page.clock.install({ time: BEFORE });
      await page.goto("/houses/");
      const join = page.locator("#join");
      await expect(join.getByRole("heading", { level: 2 })).toHaveText("Sign Up and Get Sorted!");
      // The landing's own call to action (the page's header, not the site's).
      const headerLink = page.getByRole("main").locator("header").first().getByRole("link");
      await expect(headerLink).toHaveText("Join a house");
      await expect(join).toContainText("The sign-up form is open until Friday at 5pm.");
      const joinNow = join.getByRole("link", { name: "Join Now" });
      await expect(joinNow).toHaveAttribute("href", "sorting");
      expect(await joinNow.evaluate((link: HTMLAnchorElement) => link.href)).toMatch(/\/houses\/sorting$/);
      await expectAccessible(page);

      // Ten seconds before the deadline, with the clock held still.
      await page.clock.pauseAt(new Date("2024-01-12T16:59:50-08:00"));
      await expect(join.getByRole("heading", { level: 2 })).toHaveText("Sign Up and Get Sorted!");
      await page.clock.fastForward(40_000);
      await expect(join.getByRole("heading", { level: 2 })).toHaveText("Didn't get to Join a House? Send Us an Email");
      await expect(join.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "mailto:design@uci.edu");
      await expect(join).toContainText("talk to any board member at one of our weekly meetings");
      await expect(join.getByRole("link", { name: "Join Now" })).toHaveCount(0);
      // The landing's button no longer promises joining.
      await expect(headerLink).toHaveText("Missed sign-ups? Get in touch");
    });
  });
}

test("the landing, intro and perks read in order, and Join a house scrolls to the join section", async ({ page }) => {
  await page.clock.install({ time: BEFORE });
  await page.goto("/houses/");
  await expect(page).toHaveTitle("Houses – Design at UCI");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Greek Gods Houses");
  await expect(page.getByText("WIN A PRIZE")).toBeVisible();
  await expect(page.getByText(/Be part of a design family/)).toBeVisible();
  await expect(page.locator("#about")).toContainText("scan the QR code");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "What are Houses?",
    /Send Us an Email|Sign Up and Get Sorted!/,
    "Perks",
    "FAQ",
  ]);
  await page.getByRole("link", { name: "Join a house" }).click();
  await expect(page.locator("#join")).toBeInViewport();
  await expect(page).toHaveURL(/#join$/);
});

test("in November 2026 the landing offers no joining: its button leads to the closed join section", async ({
  page,
}) => {
  await page.clock.install({ time: new Date("2026-11-20T12:00:00-08:00") });
  await page.goto("/houses/");
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  await expect(page.getByRole("link", { name: "Join a house" })).toHaveCount(0);
  await page.getByRole("link", { name: "Missed sign-ups? Get in touch" }).click();
  const join = page.locator("#join");
  await expect(join).toBeInViewport();
  await expect(join).toHaveAttribute("data-state", "closed");
  await expect(join.getByRole("heading", { level: 2 })).toHaveText("Didn't get to Join a House? Send Us an Email");
  await expect(join.getByRole("link", { name: "Join Now" })).toHaveCount(0);
});

test("the FAQ opens and closes by keyboard, turning its arrow, and links to Discord", async ({ page }) => {
  await page.goto("/houses/#FAQ");
  const faq = page.locator("#FAQ");
  const triggers = faq.getByRole("button");
  await expect(triggers).toHaveText([
    "What is the House System?",
    "What do I get from joining a house?",
    "Are there any requirements to join?",
    "Do I need to be in a house to attend events?",
    "How do I gain points for my house?",
  ]);
  const last = triggers.last();
  await last.focus();
  await expect(last).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(last).toHaveAttribute("aria-expanded", "true");
  const answer = page.locator(`#${await last.getAttribute("aria-controls")}`);
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("scan the QR code");
  await expect(last.locator("[data-part='caret']")).toHaveCSS(
    "transform",
    /matrix\(-1, 0, 0, -1, 0, 0\)|matrix\(-1, 1\.22/,
  );
  await page.keyboard.press("Space");
  await expect(last).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  await page.keyboard.press("Shift+Tab");
  await expect(triggers.nth(3)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(faq.getByRole("region", { name: "Do I need to be in a house to attend events?" })).toContainText("No.");
  await expect(faq.getByRole("link", { name: "our Discord server" })).toHaveAttribute("href", "/discord/");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the houses page shows its sections and the build-time sign-up state", async ({ page }) => {
    await page.goto("/houses/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Greek Gods Houses");
    // Built long after the deadline.
    await expect(page.locator("#join")).toContainText("Didn't get to Join a House? Send Us an Email");
    await expect(page.getByRole("link", { name: "Missed sign-ups? Get in touch" })).toBeVisible();
    // Without scripts the five questions are native toggles (summary), opened by the browser.
    await expect(page.locator("#FAQ summary")).toHaveCount(5);
  });
});
