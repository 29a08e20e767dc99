import { judges2024, workshopHosts2024 } from "@duci/data/editions/2024/people";
import { zoom2024 } from "@duci/data/editions/2024/schedule";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures.ts";
import { countPixels } from "../page-checks.ts";

const PAGE = "/designathon/24/";

/** Everyone the 2024 record names as keynote speaker, judge or workshop host. */
const recordNames = [...new Set([...judges2024, ...workshopHosts2024].map((person) => person.name))];
const keynote = judges2024[0];

/** An instant from a Pacific (PDT, UTC-7) wall-clock time in May 2024. */
const pdt = (wallClock: string) => new Date(`${wallClock}-07:00`);

const schedule = (page: Page) => page.locator("#s-schedule");
const tab = (page: Page, name: string) => schedule(page).getByRole("tab", { name });
const entry = (page: Page, title: string) =>
  schedule(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function expectDefaultDays(page: Page) {
  const cases = [
    ["2024-05-16T12:00:00", "Friday, May 17"],
    ["2024-05-17T20:00:00", "Friday, May 17"],
    ["2024-05-18T15:10:00", "Saturday, May 18"],
    ["2024-05-19T08:00:00", "Sunday, May 19"],
    ["2024-05-20T12:00:00", "Sunday, May 19"],
  ] as const;
  await page.clock.install({ time: pdt(cases[0][0]) });
  for (const [time, day] of cases) {
    await page.clock.setFixedTime(pdt(time));
    await page.goto(PAGE);
    await expect(tab(page, day), `${time} Pacific opens ${day}`).toHaveAttribute("aria-selected", "true");
  }
}

test.describe("in Pacific time", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the schedule opens on the day of the Pacific date and switches by click and arrow keys", async ({ page }) => {
    await expectDefaultDays(page);
    await expect(schedule(page).getByRole("heading", { level: 2, name: "Schedule" })).toBeVisible();
    await expect(schedule(page).getByText("All times are in PST.")).toBeVisible();
    await tab(page, "Friday, May 17").click();
    await expect(entry(page, "Opening Ceremony")).toContainText("4:30-5:30 PM");
    await expect(entry(page, "Opening Ceremony")).toContainText(
      "Led by co-directors Jasmine Wu, Jay Sotelo, and Elise Alinsug",
    );
    await expect(schedule(page).getByText("5:30 PM: Designing Officially Begins")).toBeVisible();
    await expect(schedule(page).getByText("your time")).toHaveCount(0);
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Saturday, May 18")).toBeFocused();
    await expect(tab(page, "Saturday, May 18")).toHaveAttribute("aria-selected", "true");
    await expect(entry(page, "Breakfast Served")).toContainText("10:00-11:00 AM");
    await expect(entry(page, "Research for Complexity")).toContainText("Hosted by Wenting Zhu");
    await page.keyboard.press("ArrowRight");
    // Sunday's breakfast is read as the morning, beside check-in (the old page said PM).
    await expect(entry(page, "Breakfast Served")).toContainText("8:30-9:30 AM");
    await expect(schedule(page).getByText("6:00 PM: Design-a-thon Ends")).toBeVisible();
  });

  test("a ceremony's Zoom button goes from posted soon to the ceremony meeting, then away, while the page stays open", async ({
    page,
  }) => {
    await page.clock.install({ time: pdt("2024-05-17T16:29:50") });
    await page.clock.pauseAt(pdt("2024-05-17T16:29:58"));
    await page.goto(PAGE);
    const opening = entry(page, "Opening Ceremony");
    const soon = opening.getByRole("button", { name: "Zoom link will be posted soon" });
    await expect(soon).toHaveText("Zoom Link Posted Soon");
    await expect(opening.getByRole("link")).toHaveCount(0);
    // It does nothing when pressed.
    await soon.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/designathon\/24\/$/);
    await expect(soon).toBeFocused();
    await page.clock.runFor(3000);
    const join = opening.getByRole("link", { name: "Join Zoom meeting in a new tab" });
    await expect(join).toHaveText("Join Zoom");
    await expect(join).toHaveAttribute("href", zoom2024.ceremony);
    await expect(join).toHaveAttribute("target", "_blank");
    await expect(opening.getByRole("button")).toHaveCount(0);
    // Live for its 60 minutes, then no button: no 2024 event has a recording.
    await page.clock.fastForward(60 * 60 * 1000 - 5000);
    await expect(join).toBeVisible();
    await page.clock.runFor(5000);
    await expect(opening.getByRole("link")).toHaveCount(0);
    await expect(opening.getByRole("button")).toHaveCount(0);
  });

  test("another event's Zoom button joins the events' meeting for its 45 minutes, in a new tab", async ({ page }) => {
    // The meeting opens in a new tab; it is answered here so that nothing leaves the machine.
    await page.context().route(/^https:\/\/uci\.zoom\.us\//, (route) => route.fulfill({ body: "meeting" }));
    await page.clock.install({ time: pdt("2024-05-17T18:39:50") });
    await page.clock.pauseAt(pdt("2024-05-17T18:39:58"));
    await page.goto(PAGE);
    const figma = entry(page, "Intro to Figma Workshop");
    await expect(figma).toContainText("Hosted by Commit the Change");
    await expect(figma.getByRole("button", { name: "Zoom link will be posted soon" })).toBeVisible();
    await page.clock.runFor(3000);
    const join = figma.getByRole("link", { name: "Join Zoom meeting in a new tab" });
    await expect(join).toHaveAttribute("href", zoom2024.event);
    const [meeting] = await Promise.all([page.waitForEvent("popup"), join.click()]);
    expect(meeting.url()).toBe(zoom2024.event);
    await meeting.close();
    await expect(page).toHaveURL(/\/designathon\/24\/$/);
    await page.clock.fastForward(45 * 60 * 1000 - 5000);
    await expect(join).toBeVisible();
    await page.clock.runFor(5000);
    await expect(figma.getByRole("link")).toHaveCount(0);
    await expect(figma.getByRole("button")).toHaveCount(0);
  });

  test("the Challenge Brief appears at 5:30 PM on May 17 and opens its document in a new tab; the Handbook is always there", async ({
    page,
  }) => {
    // The documents open in a new tab; they are answered here so that nothing leaves the machine.
    await page.context().route(/^https:\/\/drive\.google\.com\//, (route) => route.fulfill({ body: "document" }));
    await page.clock.install({ time: pdt("2024-05-17T17:29:50") });
    await page.clock.pauseAt(pdt("2024-05-17T17:29:58"));
    await page.goto(PAGE);
    const nav = page.getByRole("navigation", { name: "Sections" });
    const brief = nav.getByRole("link", { name: "Challenge Brief (opens in a new tab)" });
    const handbook = nav.getByRole("link", { name: "Handbook (opens in a new tab)" });
    await expect(handbook).toHaveAttribute("href", /^https:\/\/drive\.google\.com\/file\/d\//);
    await expect(handbook).toHaveAttribute("target", "_blank");
    await expect(nav.getByText("Challenge Brief")).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(nav.getByText("Challenge Brief")).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(brief).toBeVisible();
    const href = await brief.getAttribute("href");
    expect(href).toMatch(/^https:\/\/drive\.google\.com\/file\/d\/[\w-]+\/view$/);
    expect(href).not.toBe(await handbook.getAttribute("href"));
    await expect(brief).toHaveAttribute("target", "_blank");
    const [opened] = await Promise.all([page.waitForEvent("popup"), brief.click()]);
    expect(opened.url()).toBe(href);
    await expect(page).toHaveURL(/\/designathon\/24\/$/);
  });

  test("the countdown walks through the real 2024 dates to the ended message", async ({ page }) => {
    const countdown = page.getByRole("group", { name: "Countdown" });
    await page.clock.install({ time: pdt("2024-04-10T12:00:00") });
    const steps = [
      ["2024-04-10T12:00:00", "Registration opens in"],
      ["2024-04-25T12:00:00", "Registration closes in"],
      ["2024-05-16T17:30:00", "Design-a-thon begins in"],
      ["2024-05-18T15:10:00", "Submissions are due in"],
    ] as const;
    for (const [time, text] of steps) {
      await page.clock.setFixedTime(pdt(time));
      await page.goto(PAGE);
      await expect(countdown.getByText(text)).toBeVisible();
    }
    await page.clock.setFixedTime(pdt("2024-05-16T17:30:00"));
    await page.goto(PAGE);
    await expect(countdown).toContainText("Design-a-thon begins in");
    await expect(countdown.locator("[data-unit]")).toHaveText(["1days", "00hours", "00minutes", "00seconds"]);
    await page.clock.setFixedTime(pdt("2024-05-19T08:00:00"));
    await page.goto(PAGE);
    await expect(countdown).toHaveText("Event has ended. Thank you for joining us!");
    await expect(countdown.locator("[data-unit]")).toHaveCount(0);
  });

  test("mid-event: sections, people, rules, prizes, FAQ, sponsors and the shell, accessible", async ({ page }) => {
    await page.clock.install({ time: pdt("2024-05-18T15:10:00") });
    await page.goto(PAGE);
    await expect(page).toHaveTitle("Design-a-thon 2024: True to You – Design at UCI");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "True to You" })).toBeVisible();
    await expect(page.getByText("May 17th - May 19th")).toBeVisible();
    await expect(page.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
    const nav = page.getByRole("navigation", { name: "Sections" });
    await expect(nav.getByRole("listitem")).toHaveText([
      "About",
      "Judges & Speakers",
      "Rules",
      "Prizes",
      "Schedule",
      "FAQ",
      "Sponsors and Partners",
    ]);
    for (const id of ["s-about", "s-speakers", "s-rules", "s-prizes", "s-schedule", "s-faq", "s-sponsors"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "Winners" })).toHaveCount(0);
    const speakers = page.locator("#s-speakers");
    await expect(speakers.getByRole("heading", { level: 3 })).toHaveText([
      "Keynote Speaker",
      "Judges",
      "Workshop Hosts",
    ]);
    // Every card is someone of the 2024 record, and everyone of the record has one.
    const names = await speakers.getByRole("button").locator(":scope > span:nth-child(2)").allTextContents();
    expect([...names].sort()).toEqual([...recordNames].sort());
    const keynoteGroup = speakers.getByRole("listitem").first();
    await expect(keynoteGroup).toContainText(keynote.name);
    await expect(keynoteGroup).toContainText(keynote.role);
    const rules = page.locator("#s-rules li");
    await expect(rules.first()).toContainText("1");
    await expect(rules.first()).toContainText(".edu");
    await expect(rules.nth(1)).toHaveAttribute("data-variant", "1");
    await expect(page.locator("#s-prizes")).toContainText("2nd Gen AirPods");
    await expect(page.locator("#s-prizes")).toContainText("In-Person People's Choice");
    const sponsors = page.locator("#s-sponsors");
    await expect(sponsors.getByRole("heading", { level: 3 })).toHaveText(["Sponsors", "Partners"]);
    // Every logo card links to the sponsor's own site, in a new tab.
    const cards = sponsors.getByRole("link");
    await expect(cards).toHaveCount(await sponsors.getByRole("img").count());
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute("href", /^https:\/\//);
      await expect(card).toHaveAttribute("target", "_blank");
    }
    await expect(sponsors.getByRole("link", { name: "Notion (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.notion.so/",
    );
    await expect(entry(page, "Intro to Prototyping Workshop").getByRole("button")).toHaveText("Zoom Link Posted Soon");
    await expectAccessible(page);
  });

  test("the section links scroll to 80 px below the top and mark the current section", async ({ page }) => {
    await page.goto(PAGE);
    const nav = page.getByRole("navigation", { name: "Sections" });
    await nav.getByRole("link", { name: "Rules" }).click();
    await expect
      .poll(() => page.locator("#s-rules").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80);
    await expect(nav.getByRole("link", { name: "Rules" })).toHaveAttribute("aria-current", "location");
    await expect(page).toHaveURL(/#s-rules$/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await nav.getByRole("link", { name: "FAQ" }).click();
    // With reduced motion the jump is immediate.
    expect(await page.locator("#s-faq").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "location");
  });

  test("a person's modal opens by mouse and keyboard, keeps focus, and closes on Escape or the overlay", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const card = page.getByRole("button", { name: new RegExp(keynote.name) });
    await card.click();
    const dialog = page.getByRole("dialog", { name: keynote.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(keynote.role);
    // No words of their own are copied: no notecard, but what they did at the event.
    await expect(dialog.getByRole("heading", { name: "About" })).toHaveCount(0);
    await expect(dialog.getByRole("list", { name: "At the event" }).getByRole("listitem")).toHaveText([
      "Keynote Speaker",
      "Judge",
      /^Hosted Build-a-Critter LEGO Workshop \(Saturday/,
    ]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(dialog.getByRole("list", { name: "At the event" })).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await card.click();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });

  test("every link on the page is an absolute https address or a page of the site", async ({ page }) => {
    await page.clock.install({ time: pdt("2024-05-18T15:10:00") });
    await page.goto(PAGE);
    // Folded answers are in the page too: their links are counted.
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs)
      expect(href).toMatch(/^https:\/\/[^/]+\.[a-z]+(\/|$)|^\/(?!\/)|^#[\w-]+$|^mailto:design@uci\.edu$/);
    expect(hrefs.join(" ")).not.toMatch(/example\.|placeholder/i);
    const faq = page.locator("#s-faq");
    await faq.getByRole("button", { name: "How do I sign up?" }).click();
    await expect(faq.getByRole("link", { name: /Participant sign-up form/ })).toHaveAttribute(
      "href",
      /^https:\/\/docs\.google\.com\/forms\//,
    );
  });

  test("the FAQ opens and closes by keyboard and turns its caret", async ({ page }) => {
    await page.goto(PAGE);
    const question = page.locator("#s-faq").getByRole("button", { name: "Who can participate?" });
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "Who can participate?" })).toContainText(".edu email");
    await expect
      .poll(() => question.locator("[data-part='caret']").evaluate((el) => getComputedStyle(el).transform))
      .toBe("matrix(-1, 0, 0, -1, 0, 0)");
    await page.keyboard.press("Space");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "Who can participate?" })).toBeHidden();
  });
});

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the schedule day still follows the Pacific date, and times show the visitor's own", async ({ page }) => {
    await expectDefaultDays(page);
    await tab(page, "Friday, May 17").click();
    await expect(entry(page, "Check In Starts")).toContainText("3:00-4:30 PM");
    await expect(entry(page, "Check In Starts")).toContainText("7:00 AM-8:30 AM your time");
    await expect(schedule(page).getByText("5:30 PM: Designing Officially Begins")).toBeVisible();
    await expect(schedule(page).getByText("9:30 AM your time", { exact: true })).toBeVisible();
  });

  test("the Zoom button and the brief switch at the same instant as in Pacific time", async ({ page }) => {
    await page.clock.install({ time: pdt("2024-05-19T16:59:50") });
    await page.clock.pauseAt(pdt("2024-05-19T16:59:58"));
    await page.goto(PAGE);
    const closing = entry(page, "Closing Ceremony & Announcing Winners");
    await expect(closing.getByRole("button", { name: "Zoom link will be posted soon" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Sections" }).getByText("Challenge Brief")).toBeVisible();
    await page.clock.runFor(3000);
    await expect(closing.getByRole("link", { name: "Join Zoom meeting in a new tab" })).toHaveAttribute(
      "href",
      zoom2024.ceremony,
    );
    await expect(closing.getByRole("button")).toHaveCount(0);
  });
});

test("every alias of the 2024 edition lands on it", async ({ page }) => {
  const aliases = [
    "/designathon/24",
    "/designathons/24/",
    "/designathon/truetoyou/",
    "/designathons/truetoyou",
    "/designathon/true-to-you",
    "/designathons/true-to-you/",
    "/truetoyou/",
    "/true-to-you",
  ];
  for (const alias of aliases) {
    await page.goto(alias);
    await expect(page, alias).toHaveURL(/\/designathon\/24\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "True to You" })).toBeVisible();
  }
});

test("the people page: every profile in full, each where its card leads, no script, accessible", async ({ page }) => {
  const appScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /\/assets\/index-/.test(request.url())) appScripts.push(request.url());
  });
  await page.goto(`${PAGE}people/`, { waitUntil: "load" });
  await expect(page).toHaveTitle("Judges & Speakers · Design-a-thon 2024: True to You – Design at UCI");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Judges & Speakers" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Keynote Speaker", "Judges", "Workshop Hosts"]);
  // Everyone of the 2024 record, once, and no one else.
  const names = await main.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
  expect([...names].sort()).toEqual([...recordNames].sort());
  const profile = main.getByRole("article", { name: keynote.name });
  await expect(profile).toHaveAttribute("id", keynote.id);
  await expect(profile).toContainText(keynote.role);
  await expect(profile.getByRole("list", { name: "At the event" }).getByRole("listitem")).toHaveText([
    "Keynote Speaker",
    "Judge",
    /^Hosted /,
  ]);
  await expect(main.getByRole("link", { name: "Back to True to You" })).toHaveAttribute("href", PAGE);
  // Nothing on it runs: the page never loads the app's script.
  expect(appScripts).toEqual([]);
  await expectAccessible(page);
});

test("the hero's facts break only between facts, each fact whole on its line, from a phone to a laptop", async ({
  page,
}) => {
  await page.goto("/designathon/24/");
  const line = page.locator("header p").filter({ hasText: /Solo\sor\steams\sof\sup\sto\s4/ });
  for (const width of [320, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Each fact's lines, by its text: one line each, and no line starting with a separator.
    const split = await line.evaluate((element) => {
      const node = element.firstChild!;
      const text = node.textContent ?? "";
      const lines = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, end);
        return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
      };
      const left = element.getBoundingClientRect().left;
      const broken: string[] = [];
      let start = 0;
      for (const fact of text.split("·")) {
        const word = fact.trim();
        const at = text.indexOf(word, start);
        if (lines(at, at + word.length) > 1) broken.push(word);
        start = at + word.length;
      }
      for (let dot = text.indexOf("·"); dot !== -1; dot = text.indexOf("·", dot + 1)) {
        const range = document.createRange();
        range.setStart(node, dot);
        range.setEnd(node, dot + 1);
        if (range.getBoundingClientRect().left - left < 4) broken.push(`a line starting with "·"`);
      }
      return broken;
    });
    expect(split, `at ${width} px`).toEqual([]);
  }
});

test("on a phone the closing band's butterfly keeps clear of the link above it", async ({ page }) => {
  await page.goto("/designathon/24/");
  const link = page.getByRole("link", { name: "See every Design-a-thon" }).last();
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    // The strip under the link, 24 px tall and as wide as the screen: only the band's ground and grid.
    const strip = await page.screenshot({ clip: { x: 0, y: box.y + box.height, width, height: 24 } });
    // The drawings' outlines are the brand black; the grid's lines are faint.
    const inked = await countPixels(page, strip, { below: 120 });
    expect(inked, `outline pixels within 24 px under the link at ${width} px`).toBe(0);
  }
});
