import type { Locator } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures.ts";
import { countPixels } from "../page-checks.ts";

declare global {
  interface Window {
    /** Frames drawn by the Impact background (set by the page). */
    __impactBackgroundFrames?: number;
  }
}

// Pacific wall-clock times of January 2022 are PST, UTC-8.
const pst = (wallClock: string) => new Date(`${wallClock}:00-08:00`);

// One instant inside each of the fourteen states of the Impact timeline, in order.
const states = [
  ["2022-01-20T12:00", "registration-open", "Registration closes Jan 26, 11:59 PM PST", "Registration is open"],
  ["2022-01-27T09:00", "join-opening", "Opening ceremony Fri, Jan 28, 6:00 PM PST", "Join us at the opening ceremony"],
  ["2022-01-28T17:10", "opening-starts", "Opening ceremony at 6:00 PM PST", "The opening ceremony starts at 6:00 PM"],
  ["2022-01-28T18:05", "join-now", "Join now: prompt at 6:30 PM", "Join the opening ceremony now"],
  ["2022-01-28T19:30", "begun", "Design-a-thon has begun", "Design-a-thon has begun!"],
  [
    "2022-01-29T02:00",
    "next-workshop",
    "Next workshop: Designing Under Constraints",
    "Next workshop: Designing Under Constraints",
  ],
  [
    "2022-01-29T09:57",
    "workshop-soon",
    "Designing Under Constraints starts in 5 minutes",
    "Up next: Designing Under Constraints",
  ],
  ["2022-01-29T10:20", "workshop-live", "Live Workshop", "Live Workshop: Designing Under Constraints"],
  [
    "2022-01-29T18:00",
    "submissions-reminder",
    "Submissions due Sun, Jan 30, 1:00 PM PST",
    "Submissions are due tomorrow at 1:00 PM PST",
  ],
  ["2022-01-30T13:30", "submissions-closed", "Submissions closed", "Submissions are closed"],
  ["2022-01-30T15:10", "finalists-notified", "Finalists notified", "Finalists have been notified"],
  ["2022-01-30T15:50", "presentations", "Finalist presentations at 4:00 PM", "Finalist presentations"],
  ["2022-01-30T17:10", "closing-ceremony", "Closing ceremony at 6:00 PM", "Closing ceremony"],
  ["2022-01-30T19:00", "concluded", "Design-a-thon has concluded", "Impact 2022 has concluded"],
] as const;

test.describe("on the event's clock", () => {
  // The canvas is checked on its own below; under a fake clock its frames would only slow these tests.
  test.use({ reducedMotion: "reduce" });

  test("the pill and the panel follow the fourteen timeline states while the page stays open", async ({ page }) => {
    const [first, ...rest] = states;
    await page.clock.install({ time: pst(first[0]) });
    await page.goto("/designathon/22/");
    const pill = page.getByRole("status");
    const panel = page.getByTestId("status-panel");
    await expect(pill).toHaveText(first[2]);
    await expect(panel.getByRole("heading")).toHaveText(first[3]);
    // The sign-up form is the club's Google form, opened in a new tab.
    const signUp = panel.getByRole("link", { name: /Sign up/i });
    await expect(signUp).toHaveAttribute("href", /^https:\/\/docs\.google\.com\/forms\//);
    await expect(signUp).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("heading", { name: "Winners" })).toHaveCount(0);

    let now = pst(first[0]).getTime();
    for (const [wallClock, kind, pillText, title] of rest) {
      const target = pst(wallClock).getTime();
      // Jumping fires the page's single pending timer once, as a sleeping laptop waking up would.
      await page.clock.fastForward(target - now);
      now = target;
      await expect(pill, wallClock).toHaveAttribute("data-kind", kind);
      await expect(pill).toContainText(pillText);
      await expect(panel.getByRole("heading")).toHaveText(title);
      // A call to action is a working link: a Zoom meeting or a Google form, in a new tab.
      for (const link of await panel.getByRole("link").all()) {
        await expect(link).toHaveAttribute(
          "href",
          /^https:\/\/(uci\.zoom\.us\/j\/\d+|forms\.gle\/|docs\.google\.com\/forms\/)/,
        );
        await expect(link).toHaveAttribute("target", "_blank");
      }
    }
    await expect(page.getByRole("heading", { name: "Winners" })).toBeVisible();
  });

  test("a state switches one second after its start, without a reload", async ({ page }) => {
    await page.clock.install({ time: pst("2022-01-30T12:50") });
    await page.goto("/designathon/22/");
    const pill = page.getByRole("status");
    await expect(pill).toHaveText("Submissions due Sun, Jan 30, 1:00 PM PST");
    await page.clock.pauseAt(pst("2022-01-30T12:59"));
    await page.clock.runFor(60_500);
    await expect(pill).toHaveText("Submissions due Sun, Jan 30, 1:00 PM PST");
    await page.clock.runFor(1_000);
    await expect(pill).toHaveText("Submissions closed");
  });

  test("each workshop's Zoom link shows five minutes before it, and the workshop goes live at its start", async ({
    page,
  }) => {
    await page.clock.install({ time: pst("2022-01-29T11:50") });
    await page.goto("/designathon/22/");
    const pill = page.getByRole("status");
    const panel = page.getByTestId("status-panel");
    await expect(pill).toHaveAttribute("data-kind", "next-workshop");
    await expect(panel.getByRole("link")).toHaveCount(0);
    await page.clock.fastForward(5 * 60_000);
    await expect(pill).toHaveAttribute("data-kind", "workshop-soon");
    const call = panel.getByRole("link", { name: /Zoom/ });
    await expect(call).toHaveAttribute("href", /^https:\/\/uci\.zoom\.us\/j\/\d+$/);
    const href = await call.getAttribute("href");
    await page.clock.fastForward(5 * 60_000);
    await expect(pill).toHaveAttribute("data-kind", "workshop-live");
    await expect(panel.getByRole("link", { name: /Zoom/ })).toHaveAttribute("href", href ?? "");
  });

  test("the challenge brief is revealed at 6:30 PM and its rubric toggles", async ({ page }) => {
    await page.clock.install({ time: pst("2022-01-28T18:29") });
    await page.goto("/designathon/22/");
    const brief = page.getByTestId("challenge-brief");
    await expect(brief).toContainText("The prompt will be revealed");
    await expect(brief.getByRole("heading", { name: "Social justice or sustainability" })).toHaveCount(0);
    await expect(brief.getByRole("button", { name: /Full Rubric/ })).toHaveCount(0);

    await page.clock.fastForward(62_000);
    await expect(brief.getByRole("heading", { name: "Social justice or sustainability" })).toBeVisible();
    await expect(brief).toContainText("graded out of 70 points");
    const toggle = brief.getByRole("button", { name: /Full Rubric$/ });
    await expect(toggle).toHaveText("View Full Rubric");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(brief.getByRole("heading", { name: "User Experience: 20 points" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveText("Hide Full Rubric");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "User Experience: 20 points",
      "User Interface: 10 points",
      "Target Audience: 5 points",
      "User Research: 15 points",
      "Design Thinking Process: 20 points",
    ]) {
      await expect(brief.getByRole("heading", { name })).toBeVisible();
    }
    await expect(brief.getByText("Finalists only", { exact: true })).toHaveCount(3);
    await expect(brief.getByRole("rowheader")).toHaveText(
      Array.from({ length: 5 }, () => ["Excellent", "Great", "Good", "Adequate"]).flat(),
    );
    await toggle.click();
    await expect(toggle).toHaveText("View Full Rubric");
    await expect(brief.getByRole("heading", { name: "User Experience: 20 points" })).toBeHidden();
  });
});

test("the background animates, pauses once scrolled past the hero and resumes", async ({ page }) => {
  await page.goto("/designathon/22/");
  const background = page.locator("[data-state] > canvas").locator("..");
  await expect(background).toHaveAttribute("data-state", "running");
  const frames = () => page.evaluate(() => window.__impactBackgroundFrames ?? 0);
  const nextFrames = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect.poll(frames).toBeGreaterThan(3);

  const viewport = page.viewportSize()?.height ?? 800;
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), viewport - 90 + 20);
  await expect(background).toHaveAttribute("data-state", "paused");
  const paused = await frames();
  await nextFrames();
  await nextFrames();
  expect(await frames()).toBe(paused);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(background).toHaveAttribute("data-state", "running");
  await expect.poll(frames).toBeGreaterThan(paused);
});

/** The box of the sun and its orbits behind the hero's words (drawn from the orbits file). */
const orbitsIn = (hero: Locator) => hero.locator("div:has(> svg use[href*='orbits'])").boundingBox();

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hero is the first screen: the title near the top, the sun rising below the words, the sections next", async ({
    page,
  }) => {
    await page.goto("/designathon/22/");
    const viewport = 844;
    const hero = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    const heroBox = (await hero.boundingBox())!;
    const title = (await page.getByRole("heading", { level: 1, name: "Impact" }).boundingBox())!;
    const words = (await page.getByRole("link", { name: "All Design-a-thons" }).boundingBox())!;
    expect(title.y, "title's top").toBeLessThan(viewport / 4);
    // The hero reaches the bottom of the screen, and the section bar starts where it ends.
    expect(heroBox.y + heroBox.height).toBeGreaterThanOrEqual(viewport);
    const bar = (await page.getByRole("navigation", { name: "Impact 2022 sections" }).boundingBox())!;
    expect(Math.abs(bar.y - (heroBox.y + heroBox.height))).toBeLessThan(2);
    // No bare band under the words: the sun and its orbits, wider than the screen, fill it.
    const art = (await orbitsIn(hero))!;
    expect(Math.abs(art.x + art.width / 2 - 390 / 2), "the sun's distance from the middle").toBeLessThan(8);
    expect(art.width).toBeGreaterThan(390);
    expect(art.y, "the orbits' top").toBeGreaterThan(words.y + words.height - art.width * 0.2);
    // Right under the words: no empty band above the art.
    expect(art.y, "the orbits' top").toBeLessThan(words.y + words.height + 48);
    // The background still fills the hero, animated here (and still without WebGL or with reduced motion).
    const background = await page.locator("header > [data-state]").boundingBox();
    expect(background).toEqual(heroBox);
    await expect(page.locator("header > [data-state]")).toHaveAttribute("data-state", "running");
  });
});

test.describe("on a tablet", () => {
  // Still orbits, so their box is not widened by the turn.
  test.use({ viewport: { width: 768, height: 1024 }, reducedMotion: "reduce" });

  test("the sun and its orbits stand whole and centred below the words, clear of the page's header", async ({
    page,
  }) => {
    await page.goto("/designathon/22/");
    const hero = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    const words = (await page.getByRole("link", { name: "All Design-a-thons" }).boundingBox())!;
    const art = (await orbitsIn(hero))!;
    const box = (await hero.boundingBox())!;
    expect(Math.abs(art.x + art.width / 2 - 768 / 2), "the sun's distance from the middle").toBeLessThan(8);
    expect(art.y, "the orbits' top").toBeGreaterThan(words.y + words.height - art.width * 0.2);
    expect(art.y + art.height / 2, "the sun's middle").toBeLessThan(box.y + box.height);
    expect(art.width).toBeGreaterThan(768 / 2);
    // Right under the words, no empty band above it, and whole: it ends inside the hero.
    expect(art.y, "the orbits' top").toBeLessThan(words.y + words.height + 48);
    expect(art.y + art.height, "the orbits' foot").toBeLessThanOrEqual(box.y + box.height + 1);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the background is a still gradient with no canvas", async ({ page }) => {
    await page.goto("/designathon/22/");
    await expect(page.getByRole("heading", { level: 1, name: "Impact" })).toBeVisible();
    await expect(page.locator("[data-state='static']").first()).toBeAttached();
    await expect(page.locator("canvas")).toHaveCount(0);
    expect(await page.evaluate(() => window.__impactBackgroundFrames)).toBeUndefined();
  });
});

test("without WebGL the background falls back to the still gradient, quietly", async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...args: unknown[]) {
      if (kind.startsWith("webgl") || kind === "experimental-webgl") return null;
      return (original as (...a: unknown[]) => unknown).call(this, kind, ...args);
    } as typeof original;
  });
  await page.goto("/designathon/22/");
  await expect(page.getByRole("heading", { level: 1, name: "Impact" })).toBeVisible();
  await expect(page.locator("canvas")).toHaveCount(0);
  await expect(page.locator("header [data-state='static']")).toBeAttached();
});

test.describe("with reduced motion for instant scrolling", () => {
  test.use({ reducedMotion: "reduce" });

  test("the section nav sticks and scrolls each section to 80 px below the top; the page is accessible", async ({
    page,
  }) => {
    test.slow(); // axe over a long page, or several page loads
    await page.clock.install({ time: pst("2022-01-28T19:30") });
    await page.goto("/designathon/22/");
    await expect(page).toHaveTitle("Design-a-thon 2022: Impact – Design at UCI");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
    const nav = page.getByRole("navigation", { name: "Impact 2022 sections" });
    await expect(nav.getByRole("link")).toHaveText(["Overview", "Rules", "Schedule", "Resources", "FAQ", "About"]);
    await nav.getByRole("link", { name: "Schedule" }).click();
    await expect(page).toHaveURL(/#schedule$/);
    await expect.poll(async () => Math.round((await page.locator("#schedule").boundingBox())?.y ?? 0)).toBe(80);
    const navBox = await nav.boundingBox();
    expect(navBox?.y).toBe(0);

    const schedule = page.locator("#schedule");
    await expect(schedule.getByRole("heading", { level: 3 })).toHaveText([
      "Fri, Jan 28, 2022",
      "Sat, Jan 29, 2022",
      "Sun, Jan 30, 2022",
    ]);
    // Every recording the schedule links is one of the Resources' recordings, opened in a new tab.
    const scheduled = schedule.getByRole("link", { name: /Watch the recording/ });
    await expect(scheduled.first()).toBeVisible();
    const recordings = page
      .locator("#resources")
      .getByRole("link")
      .filter({ has: page.locator("time") });
    const videos = await recordings.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(videos.length).toBeGreaterThan(0);
    for (const link of await scheduled.all()) {
      expect(videos).toContain(await link.getAttribute("href"));
      await expect(link).toHaveAttribute("target", "_blank");
    }
    for (const link of await recordings.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\/(www\.youtube\.com|drive\.google\.com)\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link.locator("time")).toHaveText(/^\d{1,2}:\d{2}$/);
    }
    await expect(schedule.getByRole("link", { name: /Submission Form/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(page.locator("#rules")).toContainText("solo or with up to 3 other members");
    // The sponsors link to their own sites.
    const sponsors = page.locator("#sponsors").getByRole("link", { name: /opens in a new tab/ });
    await expect(sponsors).toHaveCount(2);
    for (const link of await sponsors.all()) await expect(link).toHaveAttribute("href", /^https:\/\//);
    await page.locator("#faq").getByRole("button", { name: "How much does it cost?" }).click();
    await expect(page.locator("#faq")).toContainText("Impact 2022 is free.");
    // The backgrounds folder, where the published FAQ linked it.
    await page.locator("#faq").getByRole("button", { name: "How can I get ready?" }).click();
    const backgrounds = page
      .locator("#faq")
      .getByRole("link", { name: "Impact 2022 backgrounds (opens in a new tab)" });
    await expect(backgrounds).toHaveAttribute(
      "href",
      "https://drive.google.com/drive/folders/1ER3La0q8k1WByZt_Cn-hDhP4knOPukRD?usp=sharing",
    );
    await expect(backgrounds).toHaveAttribute("target", "_blank");
    await expectAccessible(page);
  });
});

test("every alias of the 2022 edition lands on it", async ({ page }) => {
  test.slow(); // axe over a long page, or several page loads
  for (const from of [
    "/designathons/22/",
    "/designathon/impact/",
    "/designathons/impact/",
    "/designathon/impact22/",
    "/impact22/",
  ]) {
    await page.goto(from);
    await expect(page, from).toHaveURL(/\/designathon\/22\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Impact" })).toBeVisible();
  }
});

test("the stars of the dark bands shine beside the words, none in the content column", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/designathon/22/");
  // Only the bands' grounds are left to see: their words and cards, and whatever sticks on top, hidden.
  await page.addStyleTag({ content: "section[data-tone='tint'] > div > * { visibility: hidden !important }" });
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      if (["sticky", "fixed"].includes(getComputedStyle(element).position)) element.style.visibility = "hidden";
    }
  });
  const bands = page.locator("section[data-tone='tint']");
  expect(await bands.count()).toBeGreaterThan(3);
  for (const band of await bands.all()) {
    const name = (await band.getAttribute("id")) ?? "a band";
    expect(
      await countPixels(page, await band.locator("> div").screenshot(), { above: 140 }),
      `stars among the words of ${name}`,
    ).toBe(0);
  }
  // The margin left of the column, beside the first band.
  const band = bands.first();
  await band.scrollIntoViewIfNeeded();
  const box = (await band.boundingBox())!;
  const beside = await page.screenshot({
    clip: { x: 0, y: box.y, width: 120, height: Math.min(box.height, 900 - box.y) },
  });
  expect(await countPixels(page, beside, { above: 140 }), "stars beside the words").toBeGreaterThan(0);
});
