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

    await page.clock.pauseAt(pst("2023-02-01T00:00:00"));
    await expect(countdown).toContainText("Registration closes in");
    await expect(unit("days")).toHaveText("14");

    // To the second: the extended deadline is Feb 19 11:59 PM PST, and the display refreshes within 500 ms.
    await page.clock.pauseAt(pst("2023-02-19T23:58:30"));
    await page.clock.runFor(500);
    await expect(countdown).toContainText("Registration extended! Closes in");
    await expect(countdown.locator("[data-unit] span:first-child")).toHaveText(["0", "00", "00", "29"]);
    await page.clock.runFor(1_000);
    await expect(countdown.locator("[data-unit] span:first-child")).toHaveText(["0", "00", "00", "28"]);
    await page.clock.runFor(29_000);
    await expect(countdown).toContainText("Design-a-thon begins in");
    await expect(countdown.locator("[data-unit] span:first-child")).toHaveText(["4", "17", "30", "59"]);

    let now = pst("2023-02-19T23:59:00").getTime() + 500;
    for (const [wallClock, text, days] of [
      ["2023-02-21T00:00:00", "Design-a-thon begins in", "3"],
      ["2023-02-25T06:00:00", "Submissions are due in", "1"],
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

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo", reducedMotion: "reduce" });

  test("the Challenge Brief button appears at 24 Feb 2023 7:00 PM Pacific, checked every second", async ({ page }) => {
    await page.clock.install({ time: pst("2023-02-24T18:58:00") });
    await page.goto("/designathon/23/");
    const nav = page.getByRole("navigation", { name: "You Belong Here sections" });
    // Neither document has a real address yet: each is shown, says so, and is not a link.
    await expect(nav.getByText("Submission Form")).toBeVisible();
    await expect(nav.getByRole("link", { name: /Submission Form|Challenge Brief/ })).toHaveCount(0);
    await expect(nav.getByText("Challenge Brief")).toHaveCount(0);
    await page.clock.pauseAt(pst("2023-02-24T18:59:58"));
    await page.clock.runFor(1_000);
    await expect(nav.getByText("Challenge Brief")).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(nav.locator('[data-state="unavailable"]', { hasText: "Challenge Brief" })).toContainText(
      "link not available",
    );
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe("Asia/Tokyo");
  });
});

test("a profile opens in a modal by mouse and by keyboard, and closes on a click or Escape", async ({ page }) => {
  await page.goto("/designathon/23/");
  const speakers = page.locator("#speakers");
  await expect(speakers.getByRole("heading", { level: 3 })).toHaveText(["Keynote Speaker", "Judges", "Workshop Hosts"]);
  const card = speakers.getByRole("button", { name: /Maya Castellanos/ });
  await card.click();
  const dialog = page.getByRole("dialog", { name: "Maya Castellanos" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Head of Inclusive Design, Wavelength · she/her");
  await expect(dialog.getByRole("img", { name: "Portrait of Maya Castellanos" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "About Me" })).toBeVisible();
  await expect(dialog).toContainText("Fun Fact: She has visited every public library");
  await dialog.getByText("Fun Fact").click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  const judge = speakers.getByRole("button", { name: /Lin Zhao/ });
  await judge.focus();
  await page.keyboard.press("Enter");
  const judgeDialog = page.getByRole("dialog", { name: "Lin Zhao" });
  await expect(judgeDialog).toBeVisible();
  await expect(judgeDialog).toContainText("she/they");
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
    await expect(nav.locator('[data-state="unavailable"]', { hasText: "Challenge Brief" })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Challenge Brief/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Winners", exact: true })).toHaveCount(0);
    const shape = page.getByTestId("hero-background").locator("span").first();
    expect(await shape.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");

    await nav.getByRole("link", { name: "Rules" }).click();
    await expect.poll(async () => Math.round((await page.locator("#rules").boundingBox())?.y ?? 0)).toBe(80);
    const rules = page.locator("#rules li");
    await expect(rules.first()).toContainText("undergraduate students in the United States");
    await expect(rules.nth(1)).toContainText("at most 4 people in total");
    await expect(page.locator("#rules")).toContainText("Sunday, February 26 at 8:00 AM PST are penalized");

    const prizes = page.locator("#prizes");
    for (const text of [
      "$50 gift card for each team member",
      "$20 gift card for each team member",
      "$10 gift card for each team member",
      "Best Presentation and Story-telling",
      "Most Creative and Innovative",
      "Honorable Mention",
      "Raffle: five winners",
      "One entry for attending a workshop",
      "90-day trial",
    ]) {
      await expect(prizes).toContainText(text);
    }

    const schedule = page.locator("#schedule");
    await expect(schedule.getByRole("tab", { name: "Saturday, February 25" })).toHaveAttribute("aria-selected", "true");
    await schedule.getByRole("tab", { name: "Sunday, February 26" }).click();
    for (const text of ["10 finalists announced", "4:00-5:30 PM", "5:30-6:15 PM", "7:00-7:40 PM", "7:40-7:50 PM"]) {
      await expect(schedule).toContainText(text);
    }
    // Three logo cards, none linked until the board supplies the sponsors' real websites.
    await expect(page.locator("#sponsors img")).toHaveCount(3);
    await expect(page.locator("#sponsors a")).toHaveCount(0);
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
