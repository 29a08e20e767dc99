import { judges2026, speakers2026 } from "@duci/data/editions/2026/people";
import { zoom2026 } from "@duci/data/editions/2026/schedule";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures.ts";

const PAGE = "/designathon/26/";

/** Everyone the 2026 record names as keynote speaker or judge, once each (two are both). */
const recordNames = [...new Set([...speakers2026, ...judges2026].map((person) => person.name))];

/** The record's figures, as written. */
const stats = [
  ["250+", "Projects"],
  ["1,350", "Attendees"],
  ["85", "Universities"],
  ["$60,000", "Funding"],
] as const;

/** The two prompts' judging rubrics, as the record links them. */
const rubrics = {
  general: "https://docs.google.com/document/d/1SII6ROtsOYz5-IwK792cB8LspOzqxtCY_FYzCRiwPSU/edit?tab=t.0",
  professional: "https://docs.google.com/document/d/1TSBmhWT85qSURjU2ZNt1lvYL6Je6I0B_VagHZOkevcc/edit?usp=sharing",
} as const;

/** The six committees and how many people each had (23 in all). */
const committees = [
  ["Web Team", 5],
  ["Logistics & Operations", 4],
  ["Finance & Budgeting", 3],
  ["Marketing & Outreach", 4],
  ["Creative & Branding", 3],
  ["Corporate Relations", 4],
] as const;

/** A committee's card on the page's Organizing Team: its heading, then its members' names. */
const committeeCard = (page: Page, team: Locator, name: string) =>
  team.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

/** An instant from a Pacific (PDT, UTC-7) wall-clock time in April 2026. */
const pdt = (wallClock: string) => new Date(`${wallClock}-07:00`);

/** Late 2026: the page is read as a record of the event. */
const afterwards = pdt("2026-11-20T12:00:00");

const schedule = (page: Page) => page.locator("#s-schedule");
const tab = (page: Page, name: string) => schedule(page).getByRole("tab", { name });
const entry = (page: Page, title: string) =>
  schedule(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("in Pacific time", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("after the event: name, dates, figures, prompts, people, partners, team, rules and FAQ, accessible", async ({
    page,
  }) => {
    await page.clock.install({ time: afterwards });
    await page.goto(PAGE);
    await expect(page).toHaveTitle("Design-a-thon 2026: Lost & Found – Design at UCI");
    await expect(page.getByRole("heading", { level: 1, name: "Lost & Found" })).toBeVisible();
    await expect(page.getByText("April 24th - April 26th")).toBeVisible();
    await expect(page.locator("header").getByText("UC Irvine DCE")).toBeVisible();
    await expect(page.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
    await expect(page.getByRole("group", { name: "Countdown" })).toHaveText(
      "Lost & Found has ended. Thank you for joining us!",
    );

    const nav = page.getByRole("navigation", { name: "Sections" });
    await expect(nav.getByRole("listitem")).toHaveText([
      "About",
      "Prompts",
      "Itinerary",
      "Prizes",
      "Speakers & Judges",
      "Partners",
      "Organizing Team",
      "Rules",
      "FAQ",
    ]);
    const devpost = nav.getByRole("link", { name: "Devpost (opens in a new tab)" });
    await expect(devpost).toHaveAttribute("href", "https://ucidesignathon26.devpost.com/");
    await expect(devpost).toHaveAttribute("target", "_blank");
    // Registration is over: no sign-up anywhere, and no link to the dead form.
    await expect(page.getByRole("link", { name: /sign.?up|apply/i })).toHaveCount(0);
    expect(await page.locator("a[href*='ucidesignathon.com/apply']").count()).toBe(0);
    await expect(page.getByRole("heading", { name: "Winners" })).toHaveCount(0);

    // The record's figures, as written.
    const figures = page.locator("#s-stats");
    for (const [value, label] of stats) await expect(figures).toContainText(`${value} ${label}`);

    // The two real prompts, each with its judging rubric in a new tab; the special awards after them.
    const prompts = page.locator("#s-prompts");
    await expect(prompts.getByRole("heading", { level: 2, name: "Prompts" })).toBeVisible();
    for (const [track, title, rubric] of [
      ["General Track", "Chaos into Clarity", rubrics.general],
      ["Professional Track", "Constellations of Possibility", rubrics.professional],
    ] as const) {
      const card = prompts.getByRole("listitem").filter({ hasText: track });
      await expect(card.getByRole("heading", { name: title })).toBeVisible();
      const link = card.getByRole("link", { name: /Judging rubric/ });
      await expect(link).toHaveAttribute("href", rubric);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(prompts.getByText("Notability and Gemini")).toBeVisible();
    for (const award of ["Beginner's prize", "Most novel", "People's choice"])
      await expect(prompts.getByRole("heading", { name: award })).toBeVisible();
    await expect(prompts).not.toContainText(/AI & ML|Open Source|Sustainability/);

    const prizes = page.locator("#s-prizes");
    await expect(prizes.getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(prizes).toContainText("4x Sony Headphones");
    await expect(prizes).toContainText("1:1 Resume/Portfolio Review with EAT Studio");
    await expect(prizes).toContainText("1x LEGO Bonsai Tree Set");

    // Six committees, 23 people, by name, leading to the people page's team (where each has their role).
    const team = page.locator("#s-team");
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(committees.map(([name]) => name));
    for (const [name, size] of committees) {
      await expect(committeeCard(page, team, name).getByRole("list").getByRole("listitem")).toHaveCount(size);
    }
    await expect(committeeCard(page, team, "Web Team").getByRole("listitem").first()).toHaveText("Jay Chan");
    await expect(team.getByRole("link")).toHaveText(["Meet the organizing team"]);
    await expect(team.getByRole("link")).toHaveAttribute("href", `${PAGE}people/#team`);

    await expect(page.locator("#s-rules li")).toHaveCount(8);
    const faq = page.locator("#s-faq");
    await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(12);
    await faq.getByRole("button", { name: "When is the registration deadline?" }).click();
    const deadline = page.getByRole("region", { name: "When is the registration deadline?" });
    await expect(deadline).toContainText("April 10, 2026");
    await expect(deadline).toContainText("April 13, 2026");
    await expectAccessible(page);
  });

  test("the speakers and judges are names with their roles, each leading to their one card on the people page", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const people = page.locator("#s-speakers");
    await expect(people.getByRole("heading", { level: 2 })).toHaveText("Speakers & Judges");
    await expect(people.getByRole("heading", { level: 3 })).toHaveText(["Keynote Speakers", "Judges"]);
    // The record's two lists: those who spoke and judged are in both.
    const names = people.getByRole("list").getByRole("link");
    await expect(names).toHaveText([...speakers2026, ...judges2026].map((person) => person.name));
    expect([...new Set(await names.allTextContents())].sort()).toEqual([...recordNames].sort());
    await expect(people.getByRole("listitem").filter({ hasText: "Jonathan Larson" }).last()).toContainText(
      "Founder @ Tabi Places",
    );
    await expect(people.getByRole("link", { name: "Meet every speaker and judge" })).toHaveAttribute(
      "href",
      `${PAGE}people/`,
    );
    // No card opens on the page: the cards, and their code, are on the people page.
    await expect(people.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    for (const [name, id] of [
      ["Shirley Guo", "shirley-guo"],
      ["Jonathan Yu", "jonathan-yu"],
    ] as const) {
      const links = people.getByRole("link", { name, exact: true });
      await expect(links).toHaveCount(2);
      for (const link of await links.all()) await expect(link).toHaveAttribute("href", `${PAGE}people/#${id}`);
    }
    await people.getByRole("link", { name: "Jonathan Yu", exact: true }).last().click();
    await expect(page).toHaveURL(`${PAGE}people/#jonathan-yu`);
    const profile = page.getByRole("article", { name: "Jonathan Yu" });
    await expect(profile).toBeInViewport();
    await expect(profile).toContainText("Senior UX Motion Designer @ Twitch");
    await expect(profile.getByRole("list", { name: "At the event" }).getByRole("listitem")).toHaveText([
      "Keynote Speaker",
      "Judge",
    ]);
  });

  test("the team's link leads to the organizing team on the people page, each member with their role", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await page.locator("#s-team").getByRole("link", { name: "Meet the organizing team" }).click();
    await expect(page).toHaveURL(`${PAGE}people/#team`);
    const team = page.locator("#team");
    await expect(team.getByRole("heading", { level: 2, name: "Organizing Team" })).toBeInViewport();
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(committees.map(([name]) => name));
    for (const [name, size] of committees) {
      await expect(team.getByRole("list", { name, exact: true }).getByRole("listitem")).toHaveCount(size);
    }
    const jay = team.getByRole("list", { name: "Web Team", exact: true }).getByRole("listitem").first();
    await expect(jay).toContainText("Jay Chan");
    await expect(jay).toContainText("Director (Development)");
  });

  test("the partners' names link to their own sites, in a new tab", async ({ page }) => {
    await page.goto(PAGE);
    const partners = page.locator("#s-partners");
    const links = partners.getByRole("link");
    await expect(links).toHaveCount(21);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    for (const [name, href] of [
      ["UCI SPFB", "https://asuci.uci.edu/spfb/"],
      ["Notability", "https://notability.com/"],
      ["Eat Studio", "https://eat.studio/"],
      ["Ryan Yang", "https://ryqn.dev/"],
      ["Chipotle", "https://www.chipotle.com/"],
    ] as const) {
      await expect(partners.getByRole("link", { name: `${name} (opens in a new tab)` })).toHaveAttribute("href", href);
    }
  });

  test("the itinerary opens on the day of the Pacific date, under its own heading", async ({ page }) => {
    const cases = [
      ["2026-04-20T12:00:00", "Friday, April 24"],
      ["2026-04-24T20:00:00", "Friday, April 24"],
      ["2026-04-25T15:10:00", "Saturday, April 25"],
      ["2026-04-26T08:00:00", "Sunday, April 26"],
      ["2026-11-20T12:00:00", "Sunday, April 26"],
    ] as const;
    await page.clock.install({ time: pdt(cases[0][0]) });
    for (const [time, day] of cases) {
      await page.clock.setFixedTime(pdt(time));
      await page.goto(PAGE);
      await expect(tab(page, day), `${time} Pacific opens ${day}`).toHaveAttribute("aria-selected", "true");
    }
    await expect(schedule(page).getByRole("heading", { level: 2, name: "Itinerary" })).toBeVisible();
    await expect(schedule(page).getByText("All times are in Pacific Time.")).toBeVisible();
    await expect(schedule(page).getByText("8:00 AM: Submission Deadline on Devpost")).toBeVisible();
    await tab(page, "Saturday, April 25").click();
    await expect(entry(page, "Workshop: From 0 → 1 Figma Crash Course")).toContainText("3:00-4:00 PM");
    await expect(entry(page, "Workshop: From 0 → 1 Figma Crash Course")).toContainText("Presented by Figma");
  });

  test("during Saturday's Figma workshop its Zoom button joins the meeting, until the workshop ends", async ({
    page,
  }) => {
    // The meeting opens in a new tab; it is answered here so that nothing leaves the machine.
    await page.context().route(/^https:\/\/uci\.zoom\.us\//, (route) => route.fulfill({ body: "meeting" }));
    await page.clock.install({ time: pdt("2026-04-25T15:10:00") });
    await page.goto(PAGE);
    const figma = entry(page, "Workshop: From 0 → 1 Figma Crash Course");
    const join = figma.getByRole("link", { name: "Join Zoom meeting in a new tab" });
    await expect(join).toHaveText("Join Zoom");
    await expect(join).toHaveAttribute("href", "https://uci.zoom.us/j/91795525081");
    expect(zoom2026.event).toBe("https://uci.zoom.us/j/91795525081");
    await expect(join).toHaveAttribute("target", "_blank");
    // Later events of the day are not live yet.
    await expect(
      entry(page, "Workshop: Hi-fidelity to Prototype").getByRole("button", { name: "Zoom link will be posted soon" }),
    ).toBeVisible();
    await page.clock.fastForward(50 * 60 * 1000 + 5000);
    await expect(figma.getByRole("link")).toHaveCount(0);
    await expect(figma.getByRole("button")).toHaveCount(0);
  });

  test("after the event no Zoom button shows on any day", async ({ page }) => {
    await page.clock.install({ time: afterwards });
    await page.goto(PAGE);
    for (const day of ["Friday, April 24", "Saturday, April 25", "Sunday, April 26"]) {
      await tab(page, day).click();
      await expect(tab(page, day)).toHaveAttribute("aria-selected", "true");
      await expect(schedule(page).getByRole("listitem").first()).toBeVisible();
      await expect(schedule(page).getByRole("link", { name: /Zoom/ })).toHaveCount(0);
      await expect(schedule(page).getByRole("button", { name: /Zoom/ })).toHaveCount(0);
    }
  });

  test("the countdown walks through the record's steps to the ended message", async ({ page }) => {
    const countdown = page.getByRole("group", { name: "Countdown" });
    await page.clock.install({ time: pdt("2026-04-01T12:00:00") });
    for (const [time, text] of [
      ["2026-04-01T12:00:00", "Apps close in"],
      ["2026-04-12T12:00:00", "Apps extended! Apps close in"],
      ["2026-04-20T12:00:00", "Event starts in"],
      ["2026-04-25T15:10:00", "Designing ends in"],
    ] as const) {
      await page.clock.setFixedTime(pdt(time));
      await page.goto(PAGE);
      await expect(countdown.getByText(text, { exact: true })).toBeVisible();
    }
    await page.clock.setFixedTime(pdt("2026-04-26T08:00:00"));
    await page.goto(PAGE);
    await expect(countdown).toHaveText("Lost & Found has ended. Thank you for joining us!");
    await expect(countdown.locator("[data-unit]")).toHaveCount(0);
  });
});

test("every alias of the 2026 edition lands on it", async ({ page }) => {
  for (const alias of [
    "/designathon/26",
    "/designathons/26/",
    "/designathon/lost-and-found/",
    "/designathons/lost-and-found",
  ]) {
    await page.goto(alias);
    await expect(page, alias).toHaveURL(/\/designathon\/26\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lost & Found" })).toBeVisible();
  }
});

test("the people page: every speaker and judge once, each where the names lead, then the team, no script, accessible", async ({
  page,
}) => {
  const appScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /\/assets\/index-/.test(request.url())) appScripts.push(request.url());
  });
  await page.goto(`${PAGE}people/`, { waitUntil: "load" });
  await expect(page).toHaveTitle("Speakers, Judges & Team · Design-a-thon 2026: Lost & Found – Design at UCI");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Speakers, Judges & Team");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Keynote Speakers", "Judges", "Organizing Team"]);
  const names = await main.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
  expect([...names].sort()).toEqual([...recordNames].sort());
  const shirley = main.getByRole("article", { name: "Shirley Guo" });
  await expect(shirley).toHaveAttribute("id", "shirley-guo");
  await expect(shirley).toContainText("Founding UX Designer @ Suger");
  await expect(shirley.getByRole("list", { name: "At the event" }).getByRole("listitem")).toHaveText([
    "Keynote Speaker",
    "Judge",
  ]);
  // The organizing team, 23 people in six committees.
  const team = main.locator("#team");
  let members = 0;
  for (const [name] of committees)
    members += await team.getByRole("list", { name, exact: true }).getByRole("listitem").count();
  expect(members).toBe(23);
  await expect(main.getByRole("link", { name: "Back to Lost & Found" })).toHaveAttribute("href", PAGE);
  expect(appScripts).toEqual([]);
  await expectAccessible(page);
});
