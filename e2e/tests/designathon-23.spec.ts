import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures.ts";

// Pacific wall-clock times of February 2023 are PST, UTC-8.
const pst = (wallClock: string) => new Date(`${wallClock}-08:00`);

test.describe("the countdown", () => {
  test.use({ reducedMotion: "reduce" });

  test("walks through every step to the ended message while the page stays open", async ({ page }) => {
    await page.clock.install({ time: pst("2023-01-20T12:00:00") });
    await page.goto("/designathon/23/");
    const countdown = page.getByTestId("countdown");
    const unit = (name: string) => countdown.locator(`[data-unit='${name}'] span`).first();
    await expect(countdown).toContainText("Registration opens in");
    await expect(unit("days")).toHaveText("5");
    await expect(unit("hours")).toHaveText("11");

    await page.clock.pauseAt(pst("2023-02-01T12:00:00"));
    await expect(countdown).toContainText("Registration closes in");
    await expect(unit("days")).toHaveText("13");

    // To the second: the extension runs to Feb 20 0:00 PST, and the display refreshes within 500 ms.
    await page.clock.pauseAt(pst("2023-02-19T23:58:30"));
    await page.clock.runFor(500);
    await expect(countdown).toContainText("Registration extended until");
    await expect(countdown.locator("[data-unit] span:first-child")).toHaveText(["0", "00", "01", "29"]);
    await page.clock.runFor(1_000);
    await expect(countdown.locator("[data-unit] span:first-child")).toHaveText(["0", "00", "01", "28"]);
    await page.clock.runFor(89_000);
    await expect(countdown).toContainText("Event begins in");
    await expect(countdown.locator("[data-unit] span:first-child")).toHaveText(["4", "17", "29", "59"]);

    let now = pst("2023-02-20T00:00:00").getTime() + 500;
    for (const [wallClock, text, days] of [
      ["2023-02-21T00:00:00", "Event begins in", "3"],
      ["2023-02-25T06:00:00", "Submissions due in", "1"],
      ["2023-02-26T08:00:01", "Event has ended. Thank you for joining us!", null],
    ] as const) {
      const target = pst(wallClock).getTime();
      await page.clock.fastForward(target - now);
      now = target;
      await expect(countdown, wallClock).toContainText(text);
      if (days) await expect(unit("days")).toHaveText(days);
    }
    await expect(countdown).toHaveText("Event has ended. Thank you for joining us!");
    await expect(countdown.locator("[data-unit]")).toHaveCount(0);
  });
});

// The event's documents, answered here: nothing leaves the machine.
const documents = /^https:\/\/(forms\.gle|drive\.google\.com)\//;

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo", reducedMotion: "reduce" });

  test("the Challenge Brief appears at 24 Feb 2023 7:00 PM Pacific, checked every second; each document opens in a new tab", async ({
    page,
    context,
  }) => {
    const opened: string[] = [];
    await context.route(documents, (route) => {
      opened.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Document</title>" });
    });
    await page.clock.install({ time: pst("2023-02-24T18:58:00") });
    await page.goto("/designathon/23/");
    const nav = page.getByRole("navigation", { name: "You Belong Here sections" });
    const submission = nav.getByRole("link", { name: "Submission Form (opens in a new tab)" });
    await expect(submission).toHaveAttribute("href", /^https:\/\/forms\.gle\/\w+$/);
    await expect(submission).toHaveAttribute("target", "_blank");
    await expect(nav.getByText("Challenge Brief")).toHaveCount(0);
    await page.clock.pauseAt(pst("2023-02-24T18:59:58"));
    await page.clock.runFor(1_000);
    await expect(nav.getByText("Challenge Brief")).toHaveCount(0);
    await page.clock.runFor(2_000);
    const brief = nav.getByRole("link", { name: "Challenge Brief (opens in a new tab)" });
    await expect(brief).toHaveAttribute("href", /^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/view/);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("Asia/Tokyo");

    for (const link of [brief, submission]) {
      const href = await link.getAttribute("href");
      const popup = page.waitForEvent("popup");
      await link.click();
      const tab = await popup;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(href);
      await tab.close();
    }
    expect(opened).toHaveLength(2);
    await expect(page).toHaveURL(/\/designathon\/23\/$/);
  });
});

test("the schedule links the Zoom meeting each session was held in, and the FAQ its own submission form", async ({
  page,
}) => {
  await page.clock.install({ time: pst("2023-02-24T12:00:00") });
  await page.goto("/designathon/23/");
  const schedule = page.locator("#schedule");
  await expect(schedule.getByRole("tab", { name: "Friday, February 24" })).toHaveAttribute("aria-selected", "true");
  const meeting = (title: string) =>
    schedule.getByRole("link", { name: `Zoom meeting of ${title} (opens in a new tab)`, exact: true });
  const ceremonies = "https://uci.zoom.us/j/93490306811";
  const workshops = "https://uci.zoom.us/j/92626479110";
  await expect(meeting("Opening Ceremony")).toHaveAttribute("href", ceremonies);
  await expect(meeting("Opening Ceremony")).toHaveAttribute("target", "_blank");
  await expect(meeting("Workshop: Design for Gender Inclusivity")).toHaveAttribute("href", workshops);
  await expect(meeting("Workshop: Intro to Figma")).toHaveAttribute("href", workshops);
  await expect(schedule.getByRole("link", { name: /^Zoom meeting/ })).toHaveCount(3);

  await schedule.getByRole("tab", { name: "Saturday, February 25" }).click();
  for (const title of [
    "Workshop: Designing for Diversity",
    "Workshop: Be F#$%ing Authentic",
    "Workshop: Creating UX Case Studies",
    "Workshop: Leveraging Accessibility in Design",
  ]) {
    await expect(meeting(title)).toHaveAttribute("href", workshops);
  }
  await expect(schedule.getByRole("link", { name: /^Zoom meeting/ })).toHaveCount(4);

  await schedule.getByRole("tab", { name: "Sunday, February 26" }).click();
  await expect(meeting("Presentations")).toHaveAttribute("href", ceremonies);
  await expect(meeting("Closing Ceremony")).toHaveAttribute("href", ceremonies);
  await expect(schedule.getByRole("link", { name: "Submission Form (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://forms.gle/hJmEGwbSc6mhqw9QA",
  );

  // The navigation and the FAQ each keep the address the page gave them.
  const nav = page.getByRole("navigation", { name: "You Belong Here sections" });
  await expect(nav.getByRole("link", { name: "Submission Form (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://forms.gle/hJmEGwbSc6mhqw9QA",
  );
  const faq = page.locator("#faq");
  await faq.getByRole("button", { name: "Where do we submit?" }).click();
  const answer = faq.getByRole("link", { name: "Submission Form (opens in a new tab)" });
  await expect(answer).toHaveAttribute("href", "https://forms.gle/Tf1FySVor1RC5rHq8");
  await expect(answer).toHaveAttribute("target", "_blank");
});

test("the event mark's ring of people turns slowly once the page is live, when motion is welcome", async ({ page }) => {
  await page.goto("/designathon/23/");
  const ring = page.getByTestId("event-mark").locator("[data-part='ring']");
  // Live is a moment after hydration: the check waits for it.
  await expect(ring).toHaveCSS("animation-name", "ybh-turn");
  await expect(ring).toHaveCSS("animation-duration", "60s");
});

test("a profile opens in a modal by mouse and by keyboard, and closes on a click or Escape", async ({ page }) => {
  await page.goto("/designathon/23/");
  const speakers = page.locator("#speakers");
  await expect(speakers.getByRole("heading", { level: 3 })).toHaveText(["Keynote Speaker", "Judges", "Workshop Hosts"]);
  const card = speakers.getByRole("button", { name: /Harrison Wheeler/ });
  await card.click();
  const dialog = page.getByRole("dialog", { name: "Harrison Wheeler" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Senior Product Design Manager @ LinkedIn · he/him");
  await expect(dialog.getByRole("img", { name: "Portrait of Harrison Wheeler" })).toBeVisible();
  // No words are written for a real person: what they did at the event stands in for an About.
  await expect(dialog.getByRole("heading", { name: "About Me" })).toHaveCount(0);
  const atTheEvent = dialog.getByRole("list", { name: "At the event" });
  await expect(atTheEvent).toContainText("Keynote speech · Friday, February 24, 6:00 PM PST");
  await atTheEvent.click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  const judge = speakers.getByRole("button", { name: /Minjun Chen/ });
  await judge.focus();
  await page.keyboard.press("Enter");
  const judgeDialog = page.getByRole("dialog", { name: "Minjun Chen" });
  await expect(judgeDialog).toBeVisible();
  await expect(judgeDialog).toContainText("Product Designer @ Spotify · she/her/hers");
  const focusedInside = await page.evaluate(() =>
    document.querySelector("dialog[open]")?.contains(document.activeElement),
  );
  expect(focusedInside).toBe(true);
  await page.keyboard.press("Escape");
  await expect(judgeDialog).toBeHidden();
  await expect(judge).toBeFocused();
});

test.describe("the page", () => {
  test.use({ reducedMotion: "reduce" });

  test("has its sections, rules, prizes and schedule, a still hero with reduced motion, and is accessible", async ({
    page,
  }) => {
    test.slow(); // axe over a long page, or several page loads
    await page.clock.install({ time: pst("2023-02-25T12:00:00") });
    await page.goto("/designathon/23/");
    await expect(page).toHaveTitle("Design-a-thon 2023: You Belong Here – Design at UCI");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
    const nav = page.getByRole("navigation", { name: "You Belong Here sections" });
    await expect(nav.getByRole("listitem")).toHaveText([
      "Overview",
      "Judges & Speakers",
      "Rules",
      "Prizes",
      "Schedule",
      "FAQ",
      "Sponsors",
    ]);
    await expect(nav.getByRole("link", { name: /Challenge Brief/ })).toHaveAttribute("target", "_blank");
    await expect(page.locator('[data-state="unavailable"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Winners", exact: true })).toHaveCount(0);
    // The event mark's ring of people holds still.
    const ring = page.getByTestId("event-mark").locator("[data-part='ring']");
    expect(await ring.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");

    await nav.getByRole("link", { name: "Rules" }).click();
    await expect.poll(async () => Math.round((await page.locator("#rules").boundingBox())?.y ?? 0)).toBe(80);
    const rules = page.locator("#rules li");
    await expect(rules.first()).toContainText("undergraduate students in the United States");
    await expect(rules.nth(1)).toContainText("at most 4 people in total");
    await expect(page.locator("#rules")).toContainText("Sunday, February 26 at 8:00 AM PST are penalized");

    const prizes = page.locator("#prizes");
    for (const text of [
      "$50 Visa gift card for each team member",
      "$20 Visa gift card for each team member",
      "$10 Visa gift card for each team member",
      "Best presentation & story-telling",
      "Most creative & innovative",
      "Honorable Mention",
      "Five winners",
      "1 entry: attending a workshop",
      "90-day extended trial",
    ]) {
      await expect(prizes).toContainText(text);
    }

    const schedule = page.locator("#schedule");
    await expect(schedule.getByRole("tab", { name: "Saturday, February 25" })).toHaveAttribute("aria-selected", "true");
    await schedule.getByRole("tab", { name: "Sunday, February 26" }).click();
    for (const text of ["Announcing 10 finalists", "4:00-5:30 PM", "5:30-6:15 PM", "7:00-7:40 PM", "7:40-7:50 PM"]) {
      await expect(schedule).toContainText(text);
    }
    // Three logo cards, each linking out to the sponsor's own site in a new tab.
    await expect(page.locator("#sponsors img")).toHaveCount(3);
    const sponsors = page.locator("#sponsors a");
    await expect(sponsors).toHaveCount(3);
    for (const sponsor of await sponsors.all()) {
      await expect(sponsor).toHaveAttribute("href", /^https:\/\//);
      await expect(sponsor).toHaveAttribute("target", "_blank");
    }
    // Every link is an https address, a path of the site or the club's email.
    for (const href of await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(
        /^https:\/\/[^/]+\.[a-z]{2,}(\/|$)|^\/[\w\-/]*(#[\w-]+)?$|^#[\w-]+$|^mailto:design@uci\.edu$/,
      );
    }
    // Beside the questions, where else to ask.
    const ask = page.getByTestId("faq-ask");
    await expect(ask).toContainText("Still have a question?");
    await expect(ask.getByRole("link")).toHaveAttribute("href", "mailto:design@uci.edu");
    await expectAccessible(page);
  });

  test("shows the winners after the closing ceremony, and every alias lands on the edition", async ({ page }) => {
    for (const from of [
      "/designathon/23/",
      "/designathons/23/",
      "/designathon/you-belong-here/",
      "/designathons/you-belong-here/",
    ]) {
      await page.goto(from);
      await expect(page, from).toHaveURL(/\/designathon\/23\/$/);
      await expect(page.getByRole("heading", { level: 1, name: "You Belong Here" })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Winners", exact: true })).toBeVisible();
    await expect(page.getByTestId("countdown")).toHaveText("Event has ended. Thank you for joining us!");
  });
});

test.describe("on a phone, a person's dialog", () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

  test("is in 2023's black and yellow, its portrait upright, and no line starts with the pronouns' dot", async ({
    page,
  }) => {
    await page.goto("/designathon/23/");
    await page
      .locator("#speakers")
      .getByRole("button", { name: /Minjun Chen/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Minjun Chen" });
    await expect(dialog).toBeVisible();
    // Black like the badges, not the white sheet of another edition.
    await expect(dialog).toHaveCSS("background-color", "rgb(0, 0, 36)");
    await expect(dialog.getByRole("heading", { name: "Minjun Chen" })).toHaveCSS("color", "rgb(255, 255, 255)");
    const portrait = dialog.locator("[data-ed='photo']");
    await expect(portrait).toHaveCSS("background-color", "rgb(255, 204, 69)");
    await expect(portrait).toHaveCSS("transform", "none");
    // The dot between role and pronouns follows the role's last word on its line, never starts a line.
    const facts = dialog.locator("p").filter({ hasText: "she/her/hers" });
    const dotFromLineStart = await facts.evaluate((line) => {
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const dot = (node.textContent ?? "").indexOf("·");
        if (dot === -1) continue;
        const range = document.createRange();
        range.setStart(node, dot);
        range.setEnd(node, dot + 1);
        return range.getBoundingClientRect().left - line.getBoundingClientRect().left;
      }
      return null;
    });
    expect(dotFromLineStart).toBeGreaterThan(24);
  });
});

test.describe("on a phone, picking a day", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Scrolls so that `element` stands `top` px below the top of the screen. */
  const standAt = (page: Page, selector: string, top: number) =>
    page.evaluate(
      ([selector, top]) => {
        const element = document.querySelector(selector) as HTMLElement;
        scrollTo({ top: element.getBoundingClientRect().top + scrollY - top, behavior: "instant" });
      },
      [selector, top] as const,
    );
  const topOf = (page: Page, selector: string) =>
    page.evaluate(
      (selector) => Math.round(document.querySelector(selector)?.getBoundingClientRect().top ?? 0),
      selector,
    );

  test("never moves what the visitor is looking at: the FAQ below, or the day buttons", async ({ page }) => {
    await page.goto("/designathon/23/");
    const schedule = page.locator("#schedule");
    const saturday = schedule.getByRole("tab", { name: /Saturday/ });
    const panel = schedule.getByRole("tabpanel");
    // Only the end of the day's list and the FAQ on screen: a day tapped early is picked now, by the page.
    await standAt(page, "#faq", 245);
    const before = await panel.evaluate((element) => element.getBoundingClientRect().height);
    await saturday.evaluate((tab) => (tab as HTMLElement).click());
    await expect(saturday).toHaveAttribute("aria-selected", "true");
    expect(await panel.evaluate((element) => element.getBoundingClientRect().height)).not.toBe(before);
    expect(await topOf(page, "#faq")).toBe(245);
    // The day buttons on screen: they stay under the visitor's finger, and the list grows below them.
    await standAt(page, "#schedule [role=tablist]", 100);
    await schedule.getByRole("tab", { name: /Sunday/ }).click();
    await expect(schedule.getByRole("tab", { name: /Sunday/ })).toHaveAttribute("aria-selected", "true");
    expect(await topOf(page, "#schedule [role=tablist]")).toBe(100);
  });
});
