import { zoom2025 } from "@duci/data/editions/2025/schedule";
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "../fixtures.ts";

const PAGE = "/designathon/25/";

// The record's people, written out here (the record module imports its cover art, which Node cannot load).
const keynoteSpeakers = ["Robyn Young", "Alex Park", "Miles Seiden", "Tyler Vickers", "Lawrence Ntim"];
/** The judges who did not also give a keynote: Miles Seiden and Lawrence Ntim did both, on one card each. */
const otherJudges = [
  "Nicole Liang",
  "Michael Auld",
  "Sergio Harashyn",
  "Sarina Chen",
  "Agnes Tran",
  "Kyuha Jung",
  "Yuko Shimura",
  "Iris Spear",
  "Damjan Krajacic",
];
const everyone = [...keynoteSpeakers, ...otherJudges];
const partners = ["Notion", "UCI ODIT", "Designli", "ANTpreneur Center", "poppi"];

/** An instant from a Pacific (PDT, UTC-7) wall-clock time in April 2025. */
const pdt = (wallClock: string) => new Date(`${wallClock}-07:00`);
/** Long after the event: the page as it is read now. */
const AFTER = pdt("2026-11-20T12:00:00");

const schedule = (page: Page) => page.locator("#s-schedule");
const tab = (page: Page, name: string) => schedule(page).getByRole("tab", { name });
const entry = (page: Page, title: string) =>
  schedule(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

const committees = ["Directors", "Design", "Operations", "Corporate", "Finance", "Marketing"];
/** A committee's card in a section: the list item its heading names. */
const committeeCard = (page: Page, section: Locator, committee: string) =>
  section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: committee, exact: true }) });

test.describe("in Pacific time", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("after the event: the name, dates, figures, prompt, winners, team and partners, accessible", async ({
    page,
  }) => {
    await page.clock.install({ time: AFTER });
    await page.goto(PAGE);
    await expect(page).toHaveTitle("Design-a-thon 2025: Beyond Our Horizons – Design at UCI");
    await expect(page.getByRole("heading", { level: 1, name: "Beyond Our Horizons" })).toBeVisible();
    await expect(page.getByText("April 18th - April 20th")).toBeVisible();
    await expect(page.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
    await expect(page.getByRole("group", { name: "Countdown" })).toHaveText(
      "Beyond Our Horizons has ended. Thank you for designing with us!",
    );
    const nav = page.getByRole("navigation", { name: "Sections" });
    await expect(nav.getByRole("listitem")).toHaveText([
      "About",
      "Prompt",
      "Schedule",
      "FAQ",
      "Prizes",
      "Judges & Speakers",
      "Partners",
      "Organizing Team",
      "Rules",
    ]);
    const devpost = nav.getByRole("link", { name: "Devpost (opens in a new tab)" });
    await expect(devpost).toHaveAttribute("href", "https://ucidesignathon.devpost.com/");
    await expect(devpost).toHaveAttribute("target", "_blank");
    // Registration is over: nothing asks to sign up or apply.
    await expect(page.getByRole("link", { name: /sign.?up|apply|register/i })).toHaveCount(0);

    const stats = page.locator("#s-stats");
    for (const figure of ["189", "300+", "$2,500", "65,000"]) await expect(stats).toContainText(figure);
    await expect(stats).toContainText("Social media outreach");
    const prompt = page.locator("#s-prompt");
    await expect(prompt.getByRole("heading", { level: 2 })).toHaveText("Prompt");
    await expect(prompt.getByRole("heading", { level: 3 })).toHaveText("Reimagining How We Interface with the World.");

    const winners = page.locator("#s-winners");
    await expect(winners.getByRole("heading", { level: 3 })).toHaveText(["Echo", "Pilly", "Claro"]);
    await expect(winners.getByRole("listitem").first()).toContainText("1st Place");
    await expect(winners.getByRole("listitem").first()).toContainText("Giovanna Kim-Van Manicelli");
    await expect(winners.getByRole("listitem").nth(1)).toContainText("Nicholar Chairnando");

    await expect(page.locator("#s-prizes")).toContainText("Polaroid Now Camera 3rd Generation");
    await expect(page.locator("#s-prizes")).toContainText("Most Novel Interface");

    // The team as names by committee, leading to the people page's team, where each has their position.
    const team = page.locator("#s-team");
    await expect(team.getByRole("heading", { level: 3 })).toHaveText(committees);
    let members = 0;
    for (const committee of committees)
      members += await committeeCard(page, team, committee).getByRole("list").getByRole("listitem").count();
    expect(members).toBe(39);
    await expect(committeeCard(page, team, "Directors").getByRole("listitem").first()).toHaveText("Jasmine Wu");
    await expect(team.getByRole("link")).toHaveText(["Meet the organizing team"]);
    await expect(team.getByRole("link")).toHaveAttribute("href", `${PAGE}people/#team`);

    // The partners as their names set in the edition's type, none a link: the record gives no website.
    const sponsors = page.locator("#s-sponsors");
    await expect(sponsors.getByRole("heading", { level: 2 })).toHaveText("Partners");
    await expect(sponsors.getByRole("listitem")).toHaveText(partners);
    await expect(sponsors.getByRole("link")).toHaveCount(0);
    await expect(sponsors.getByRole("img")).toHaveCount(0);

    // Every Zoom meeting has passed, and none was recorded: no button.
    await expect(schedule(page).getByRole("link", { name: /Zoom/ })).toHaveCount(0);
    await expect(schedule(page).getByRole("button", { name: /Zoom/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the itinerary: each day's sessions with their places, and the moments between them", async ({ page }) => {
    await page.clock.install({ time: AFTER });
    await page.goto(PAGE);
    // After the event the schedule opens on its last day.
    await expect(tab(page, "Sunday, April 20")).toHaveAttribute("aria-selected", "true");
    await expect(schedule(page).getByText("All times are in Pacific Time.")).toBeVisible();
    await expect(schedule(page).getByText("9:00 AM: Final Submissions Due on Devpost")).toBeVisible();
    await expect(schedule(page).getByText("4:30 PM: Design-a-thon Ends")).toBeVisible();
    await expect(entry(page, "Closing Ceremony & Winners Announced")).toContainText("3:45-4:30 PM");
    await tab(page, "Friday, April 18").click();
    await expect(schedule(page).getByText("3:30 PM: Check-In Starts")).toBeVisible();
    await expect(schedule(page).getByText("6:30 PM: Designing Begins")).toBeVisible();
    await expect(schedule(page).getByText("7:30 PM: Venue Closes")).toBeVisible();
    await expect(entry(page, "Opening Ceremony and Keynote Speaker + Panel")).toContainText(
      "DCE, Yosemite ABC (In-Person) + Zoom (Online)",
    );
    await tab(page, "Saturday, April 19").click();
    const notion = entry(page, "Workshop: Notion for Building Design Portfolios");
    await expect(notion).toContainText("11:00 AM-12:00 PM");
    await expect(notion).toContainText("DCE, 3070 & 3080 (In-Person) + Zoom (Online)");
    await expect(notion).toContainText("Hosted by Ella Chung, Notion Campus Ambassador");
    await expect(entry(page, "Hiking Social")).toContainText("Aldrich Park (In-Person)");
    await expect(schedule(page).getByText("8:30 PM: Venue Closes")).toBeVisible();
  });

  test("during the Notion workshop its Zoom button joins its own meeting, then goes with the workshop", async ({
    page,
  }) => {
    // The meeting opens in a new tab; it is answered here so that nothing leaves the machine.
    await page.context().route(/^https:\/\/uci\.zoom\.us\//, (route) => route.fulfill({ body: "meeting" }));
    await page.clock.install({ time: pdt("2025-04-19T10:59:50") });
    await page.clock.pauseAt(pdt("2025-04-19T10:59:58"));
    await page.goto(PAGE);
    await expect(tab(page, "Saturday, April 19")).toHaveAttribute("aria-selected", "true");
    const notion = entry(page, "Workshop: Notion for Building Design Portfolios");
    await expect(notion.getByRole("button", { name: "Zoom link will be posted soon" })).toHaveText(
      "Zoom Link Posted Soon",
    );
    await page.clock.runFor(3000);
    const join = notion.getByRole("link", { name: "Join Zoom meeting in a new tab" });
    await expect(join).toHaveText("Join Zoom");
    await expect(join).toHaveAttribute("href", "https://uci.zoom.us/s/94897604899");
    await expect(join).toHaveAttribute("target", "_blank");
    // The next workshop has a meeting of its own.
    const ux = entry(page, "Workshop: UX Principles");
    await expect(ux.getByRole("button", { name: "Zoom link will be posted soon" })).toBeVisible();
    // Live for the workshop's 60 minutes, then no button: no 2025 session has a recording.
    await page.clock.fastForward(60 * 60 * 1000 - 5000);
    await expect(join).toBeVisible();
    await page.clock.runFor(5000);
    await expect(notion.getByRole("link")).toHaveCount(0);
    await expect(notion.getByRole("button")).toHaveCount(0);
  });

  test("at 11:10 on Saturday, the Notion workshop's button says Join Zoom and opens its meeting", async ({ page }) => {
    await page.context().route(/^https:\/\/uci\.zoom\.us\//, (route) => route.fulfill({ body: "meeting" }));
    await page.clock.install({ time: pdt("2025-04-19T11:10:00") });
    await page.goto(PAGE);
    const join = entry(page, "Workshop: Notion for Building Design Portfolios").getByRole("link", {
      name: "Join Zoom meeting in a new tab",
    });
    await expect(join).toHaveText("Join Zoom");
    await expect(join).toHaveAttribute("href", zoom2025.notion);
    const [meeting] = await Promise.all([page.waitForEvent("popup"), join.click()]);
    expect(meeting.url()).toBe(zoom2025.notion);
    await meeting.close();
    // Mid-event the winners are not known yet.
    await expect(page.getByRole("heading", { name: "Winners", exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the countdown walks through the record's steps to the closing message", async ({ page }) => {
    const countdown = page.getByRole("group", { name: "Countdown" });
    await page.clock.install({ time: pdt("2025-04-01T12:00:00") });
    const steps = [
      ["2025-04-01T12:00:00", "Registration closes in"],
      ["2025-04-15T12:00:00", "Event starts in"],
      ["2025-04-18T18:00:00", "Event starts in"],
      ["2025-04-19T11:10:00", "Designing ends in"],
    ] as const;
    for (const [time, text] of steps) {
      await page.clock.setFixedTime(pdt(time));
      await page.goto(PAGE);
      await expect(countdown.getByText(text)).toBeVisible();
    }
    await page.clock.setFixedTime(pdt("2025-04-18T18:00:00"));
    await page.goto(PAGE);
    // Designing began at 6:30 PM, as the itinerary has it.
    await expect(countdown.locator("[data-unit]")).toHaveText(["0days", "00hours", "30minutes", "00seconds"]);
    await page.clock.setFixedTime(pdt("2025-04-20T09:00:00"));
    await page.goto(PAGE);
    await expect(countdown).toHaveText("Beyond Our Horizons has ended. Thank you for designing with us!");
  });

  test("the winners show from the closing ceremony on", async ({ page }) => {
    await page.clock.install({ time: pdt("2025-04-20T15:44:55") });
    await page.clock.pauseAt(pdt("2025-04-20T15:44:58"));
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { name: "Winners", exact: true })).toHaveCount(0);
    await page.clock.runFor(3000);
    await expect(page.getByRole("heading", { level: 2, name: "Winners" })).toBeVisible();
    await expect(page.locator("#s-winners").getByRole("heading", { level: 3 })).toHaveText(["Echo", "Pilly", "Claro"]);
  });
});

test("the speakers and judges are names with their roles, each leading to their profile on the people page", async ({
  page,
}) => {
  await page.goto(PAGE);
  const speakers = page.locator("#s-speakers");
  await expect(speakers.getByRole("heading", { level: 2 })).toHaveText("Judges & Speakers");
  await expect(speakers.getByRole("heading", { level: 3 })).toHaveText(["Keynote Speakers", "Judges"]);
  const names = speakers.getByRole("list").getByRole("link");
  await expect(names).toHaveText(everyone);
  await expect(speakers.getByRole("listitem").filter({ hasText: "Robyn Young" }).last()).toContainText(
    "Founder, Brand Strategist, and Author of Build Your Brand Universe",
  );
  await expect(speakers.getByRole("link", { name: "Meet the speakers and judges" })).toHaveAttribute(
    "href",
    `${PAGE}people/`,
  );
  // No profile opens on the page: the profiles, and their code, are on the people page.
  await expect(page.getByRole("button", { name: /Miles Seiden/ })).toHaveCount(0);
  await speakers.getByRole("link", { name: "Miles Seiden", exact: true }).click();
  await expect(page).toHaveURL(`${PAGE}people/#miles-seiden`);
  const profile = page.getByRole("article", { name: "Miles Seiden" });
  await expect(profile).toBeInViewport();
  await expect(profile).toContainText("Fractional Creative Director & Consultant at Miles Seiden Creative");
  await expect(profile.getByRole("list", { name: "At the event" }).getByRole("listitem")).toHaveText([
    "Keynote Speaker",
    "Judge",
    /^Keynote panel \(Friday 4:30\W+5:30\sPM\)$/,
  ]);
  // No words of their own are copied: no notecard.
  await expect(profile.getByRole("heading", { name: "About" })).toHaveCount(0);
});

test("the team's link leads to the organizing team on the people page, each member with their position", async ({
  page,
}) => {
  await page.goto(PAGE);
  await page.locator("#s-team").getByRole("link", { name: "Meet the organizing team" }).click();
  await expect(page).toHaveURL(`${PAGE}people/#team`);
  const team = page.locator("#team");
  await expect(team.getByRole("heading", { level: 2, name: "Organizing Team" })).toBeInViewport();
  await expect(team.getByRole("heading", { level: 3 })).toHaveText(committees);
  let members = 0;
  for (const committee of committees)
    members += await team.getByRole("list", { name: committee, exact: true }).getByRole("listitem").count();
  expect(members).toBe(39);
  await expect(team.getByRole("list", { name: "Directors", exact: true }).getByRole("listitem").first()).toHaveText(
    "Jasmine WuDesign-a-thon Director",
  );
  await expect(team.getByRole("list", { name: "Marketing", exact: true })).toContainText(
    "Nicole SaengsouvanntaMarketing Committee",
  );
});

test("the people page: everyone once, each where the names lead, then the team, no script, accessible", async ({
  page,
}) => {
  const appScripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && /\/assets\/index-/.test(request.url())) appScripts.push(request.url());
  });
  await page.goto(`${PAGE}people/`, { waitUntil: "load" });
  await expect(page).toHaveTitle("Speakers, Judges & Team · Design-a-thon 2025: Beyond Our Horizons – Design at UCI");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Speakers, Judges & Team");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Keynote Speakers", "Judges", "Organizing Team"]);
  const names = await main.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
  expect(names).toEqual(everyone);
  const lawrence = main.getByRole("article", { name: "Lawrence Ntim" });
  await expect(lawrence).toHaveAttribute("id", "lawrence-ntim");
  await expect(lawrence).toContainText("Ex-Senior Product Designer at Dropbox");
  await expect(lawrence.getByRole("list", { name: "At the event" }).getByRole("listitem")).toHaveText([
    "Keynote Speaker",
    "Judge",
    /^Fireside chat \(Sunday /,
  ]);
  await expect(main.getByRole("link", { name: "Back to Beyond Our Horizons" })).toHaveAttribute("href", PAGE);
  expect(appScripts).toEqual([]);
  await expectAccessible(page);
});

test("every link on the page is an absolute https address or a page of the site", async ({ page }) => {
  await page.goto(PAGE);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs)
    expect(href).toMatch(/^https:\/\/[^/]+\.[a-z]+(\/|$)|^\/(?!\/)|^#[\w-]+$|^mailto:design@uci\.edu$/);
  expect(hrefs.join(" ")).not.toMatch(/example\.|placeholder|forms\.gle/i);
});

test("every alias of the 2025 edition lands on it", async ({ page }) => {
  for (const alias of [
    "/designathon/25",
    "/designathons/25/",
    "/designathon/beyond-our-horizons/",
    "/designathons/beyond-our-horizons",
  ]) {
    await page.goto(alias);
    await expect(page, alias).toHaveURL(/\/designathon\/25\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Beyond Our Horizons" })).toBeVisible();
  }
});
