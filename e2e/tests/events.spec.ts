import type { Page, Response, Route } from "@playwright/test";
import {
  bundledListed,
  bundledPastAt,
  DAY,
  endOf,
  icsText,
  newestBundled,
  pacificHourAfter,
  pacificIso,
  pacificStamp,
  readsAs,
  uniquelyTitled,
} from "../bundled-events.ts";
import { expect, expectAccessible, test } from "../fixtures.ts";
import { fontsLoaded, loneCards } from "../page-checks.ts";

/** The quarter an instant falls in, by its Pacific date, as the page names it ("Spring 2026"). */
function termOf(instant: Date): string {
  const [year, month] = pacificIso(instant).split("-").map(Number);
  const season = (month ?? 0) <= 3 ? "Winter" : (month ?? 0) <= 6 ? "Spring" : (month ?? 0) <= 8 ? "Summer" : "Fall";
  return `${season} ${year}`;
}

// Three weeks after the newest bundled event, at 10:00 AM Pacific: every bundled event is over.
const NOW = pacificHourAfter(endOf(newestBundled), 21, 10);
const MINUTE = 60_000;
/** How many past events /events lists before "View all events". */
const PAST_SHOWN = 12;

/** A quarter's page of the archive ("Spring 2026" at /events/all/spring-2026/). */
const termPath = (term: string) => `/events/all/${term.toLowerCase().replace(" ", "-")}/`;
/** The quarter of NOW: the service's new events in these tests fall in it, so its page shows them. */
const NOW_TERM = termOf(NOW);
const NOW_TERM_PATH = termPath(NOW_TERM);
const bundledInNowTerm = bundledListed.filter((event) => termOf(event.start) === NOW_TERM);
/** Each quarter of the bundled events, newest first, and how many it holds. */
const bundledTerms: { term: string; count: number }[] = [];
for (const event of bundledListed) {
  const term = termOf(event.start);
  const last = bundledTerms.at(-1);
  if (last?.term === term) last.count += 1;
  else bundledTerms.push({ term, count: 1 });
}
/** The quarter with the most bundled events: the longest page of the archive. */
const fullest = bundledTerms.reduce((most, term) => (term.count > most.count ? term : most));

const SANITY = /^https:\/\/8c8akzjz\.apicdn\.sanity\.io\//;
const SHEET = /^https:\/\/docs\.google\.com\/spreadsheets\//;
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };

/** The documented failures of the remote sources (logged as warnings) and the browser's own network error. */
const networkError = /Failed to load resource/;

interface SanityDoc {
  title: string;
  time: string;
  duration?: number;
  type?: string;
  desc?: string;
  place?: string;
  links?: { label: string; link: string }[];
}

function at(offsetMs: number) {
  return new Date(NOW.getTime() + offsetMs).toISOString();
}

// Two bundled events no other shares a title with, stored as "M/D/YYYY H:MM AM/PM":
// the service edits the first; the second stays as bundled.
const [edited, untouched] = uniquelyTitled.filter((event) => event.time.includes("/"));
if (!edited || !untouched) throw new Error("the bundled list has too few events");

async function answerSanity(page: Page, answer: SanityDoc[] | ((route: Route) => Promise<void>)) {
  await page.route(SANITY, async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
    if (typeof answer === "function") return answer(route);
    return route.fulfill({ json: { result: answer }, headers: CORS });
  });
}

async function answerSheet(
  page: Page,
  tsv: string | null = "House\tPoints\r\nHades\t120\r\nAthena\t95\r\nZeus\t140\r\nAphrodite\t88\r\n",
) {
  await page.route(SHEET, (route) =>
    tsv === null
      ? route.fulfill({ status: 500, body: "unavailable", headers: CORS })
      : route.fulfill({ body: tsv, contentType: "text/tab-separated-values", headers: CORS }),
  );
}

/** Opens an events page and waits for the content service's answer (slow on busy machines). */
async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("[data-remote='loaded']")).toBeAttached({ timeout: 20_000 });
}

/** Opens an events page at NOW with the bundled events alone: the service has nothing new. */
async function openBundledOnly(page: Page, path: string) {
  await page.clock.install({ time: NOW });
  await answerSanity(page, []);
  await answerSheet(page);
  await openLoaded(page, path);
}

function collectWarnings(page: Page) {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}

// Playwright's fake Date cannot be subclassed, so @date-fns/tz's TZDate (used by
// @duci/time's formatting) reads the browser's own zone while the clock is
// installed; a Pacific browser keeps those results right. Real browsers are unaffected.
test.use({ timezoneId: "America/Los_Angeles" });
// Axe over pages of every bundled event takes a while on small machines.
test.describe.configure({ timeout: 60_000 });

test("with nothing upcoming: Stay Tuned, the last 12 past events, the archive link and the closing block", async ({
  page,
}) => {
  await openBundledOnly(page, "/events/");
  await expect(page).toHaveTitle("Events – Design at UCI");
  const next = page.getByTestId("next-event");
  await expect(next.getByRole("heading", { name: "Stay Tuned" })).toBeVisible();
  await expect(next).toContainText("There are currently no upcoming events.");
  await expect(next.getByRole("link", { name: "Get events by email" })).toHaveAttribute("href", "/join/");
  // A way to follow the club: its networks, each in a new tab.
  const follow = next.getByTestId("stay-tuned").getByRole("link", { name: /\(opens in a new tab\)$/ });
  await expect(follow).toHaveCount(4);
  for (const link of await follow.all()) await expect(link).toHaveAttribute("target", "_blank");
  // Last term's highlights follow it: the newest events of the latest quarter, and where the next are announced.
  const highlights = next.getByTestId("term-highlights");
  const lastTerm = bundledPastAt(NOW).filter((event) => termOf(event.start) === termOf(newestBundled.start));
  await expect(highlights.getByRole("heading", { level: 3 })).toHaveText(`Last term: ${termOf(newestBundled.start)}`);
  await expect(highlights.getByRole("heading", { level: 4 })).toHaveText(
    lastTerm.slice(0, 3).map((event) => event.title),
  );
  await expect(highlights.getByRole("paragraph").first()).toHaveText(
    "The next events are announced on Instagram (opens in a new tab) and in the newsletter. Until then, here is what we did last term.",
  );
  await expect(highlights.getByRole("link", { name: "Instagram (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/designatuci/",
  );
  await expect(highlights.getByRole("link", { name: "the newsletter" })).toHaveAttribute("href", "/join/");
  await expect(highlights.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
  // The slot ends with the highlights: nothing but the section's own padding below them.
  const gapBelow = await next.evaluate((slot) => {
    const block = slot.querySelector("[data-testid='term-highlights']");
    const below = slot.getBoundingClientRect().bottom - (block?.getBoundingClientRect().bottom ?? 0);
    return below - Number.parseFloat(getComputedStyle(slot).paddingBottom);
  });
  expect(Math.abs(gapBelow)).toBeLessThanOrEqual(1);
  await expect(page.getByTestId("later-events")).toHaveCount(0);

  // Every bundled event is over; only the newest 12 are listed, newest first, without calendar links.
  const shown = bundledPastAt(NOW).slice(0, PAST_SHOWN);
  const past = page.getByTestId("past-events").getByRole("article");
  await expect(past).toHaveCount(shown.length);
  await expect(past.getByRole("heading")).toHaveText(shown.map((event) => event.title));
  await expect(past.first()).toContainText(readsAs(newestBundled.start, NOW));
  await expect(past.first()).toContainText(newestBundled.place);
  await expect(past.first()).toContainText(newestBundled.type);
  // The bundled events carry no description: no empty paragraph, no "undefined".
  await expect(page.getByTestId("past-events").locator("p:empty")).toHaveCount(0);
  await expect(page.getByTestId("past-events")).not.toContainText("undefined");
  await expect(page.getByTestId("past-events").getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View all events" })).toHaveAttribute("href", "/events/all/");

  await expect(page.getByText(/During the academic quarter we meet weekly/)).toBeVisible();
  await expect(page.getByRole("link", { name: "design@uci.edu" })).toHaveAttribute("href", "mailto:design@uci.edu");
  await expectAccessible(page);
});

test("from 600 px the past events sit side by side under their quarters", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await openBundledOnly(page, "/events/");
  const past = page.getByTestId("past-events");
  const terms = past.getByRole("heading", { level: 3 });
  await expect(terms.first()).toHaveText(/^(Fall|Winter|Spring|Summer) \d{4}\s+\d+ events?$/);
  const lefts = new Set(
    await past
      .getByRole("article")
      .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().left))),
  );
  expect(lefts.size).toBe(2);
});

test("scrolled through on a phone, the archive's fullest quarter shows every card where it was and moves nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBundledOnly(page, termPath(fullest.term));
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift" });
  });
  const cards = page.getByTestId("event-card");
  const count = await cards.count();
  expect(count).toBe(fullest.count);
  // A card past the first screenful is laid out only as it comes near: once scrolled to, it shows its title.
  for (const index of [10, Math.floor(count / 2), count - 1]) {
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("heading")).toBeVisible();
    expect((await card.getByRole("heading").boundingBox())?.height ?? 0).toBeGreaterThan(10);
  }
  await page.mouse.wheel(0, -100_000);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.01);
});

// However many events are published (the bundled ones and one to three more from the service),
// the archive's quarter leaves no card alone on its last row on a tablet or a laptop.
for (const extra of [0, 1, 2, 3]) {
  test(`the archive's quarter with ${extra} more than its bundled events leaves no card alone on its last row at 768 and 1280 px`, async ({
    page,
  }) => {
    await page.clock.install({ time: NOW });
    await answerSanity(
      page,
      Array.from({ length: extra }, (_, index) => ({
        title: `Portfolio Night ${index + 1}`,
        time: at(-(index + 2) * DAY),
        type: "Social",
      })),
    );
    await answerSheet(page);
    await openLoaded(page, NOW_TERM_PATH);
    await expect(page.getByTestId("event-card")).toHaveCount(bundledInNowTerm.length + extra);
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(loneCards), `at ${width} px`).toEqual([]);
      // loneCards lets one card be alone where no row length avoids it (a count no row length divides); the archive still avoids it.
      const { lastRow, rowWidth, lastWidth } = await page
        .getByTestId("event-card")
        .first()
        .evaluate((card) => {
          const grid = card.closest("li")?.parentElement as HTMLElement;
          const boxes = Array.from(grid.children, (item) => item.getBoundingClientRect());
          const lastTop = Math.max(...boxes.map((box) => box.top));
          const last = boxes.filter((box) => Math.abs(box.top - lastTop) < 2);
          return { lastRow: last.length, rowWidth: grid.clientWidth, lastWidth: last[0]?.width ?? 0 };
        });
      expect(
        lastRow,
        `at ${width} px: the last row holds one card of ${Math.round(lastWidth)} px in ${rowWidth}`,
      ).toBeGreaterThan(1);
    }
  });
}

// /events/ lists the past terms (and, with nothing upcoming, last term's highlights) in rows that
// read across and leave no event alone, whatever the service adds to a term.
for (const extra of [0, 1, 2, 3]) {
  test(`/events/ with ${extra} more past events reads across balanced rows at every width`, async ({ page }) => {
    await page.clock.install({ time: NOW });
    await answerSanity(
      page,
      Array.from({ length: extra }, (_, index) => ({
        title: `Portfolio Night ${index + 1}`,
        time: at(-(index + 2) * DAY),
        type: "Social",
      })),
    );
    await answerSheet(page);
    await openLoaded(page, "/events/");
    for (const width of [320, 390, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(loneCards), `at ${width} px`).toEqual([]);
    }
  });
}

/** Each button or link in an event card (on the home page too) whose label the browser set on more than one line. */
function wrappedLabels() {
  const wrapped: string[] = [];
  for (const link of Array.from(document.querySelectorAll<HTMLElement>("main article a"))) {
    const lines = new Set<number>();
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The words only a screen reader reads ("opens in a new tab") sit in a box of 1 px.
      if (node.parentElement?.closest(".visually-hidden")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) if (box.width > 0) lines.add(Math.round(box.top));
    }
    if (lines.size > 1)
      wrapped.push(`${link.textContent?.trim()} (${Math.round(link.getBoundingClientRect().width)} px)`);
  }
  return wrapped;
}

// Before the oldest bundled event every event is ahead (call links and "Add to calendar"); at NOW every one is past
// (recordings, slides). The service adds one with the longest labels the bundled events have, two days off.
for (const [when, time, offset] of [
  ["every event ahead", new Date((bundledListed.at(-1)?.start.getTime() ?? 0) - DAY), 2 * DAY],
  ["every event past", NOW, -2 * DAY],
] as const) {
  test(`with ${when}, no button or link in an event card wraps its label at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.clock.install({ time });
    await answerSanity(page, [
      {
        title: "Intro to Adobe Illustrator",
        time: new Date(time.getTime() + offset).toISOString(),
        type: "Workshop",
        links: [
          { label: "Download Adobe Illustrator", link: "https://example.com/illustrator" },
          { label: "Recording", link: "https://example.com/recording" },
          { label: "Zoom Link", link: "https://example.com/zoom" },
          { label: "RSVP Form", link: "https://example.com/rsvp" },
        ],
      },
    ]);
    await answerSheet(page);
    let links = 0;
    // Every quarter's page: together they hold every card the archive has.
    const quarter = termPath(termOf(new Date(time.getTime() + offset)));
    for (const path of ["/", "/events/", ...new Set([quarter, ...bundledTerms.map(({ term }) => termPath(term))])]) {
      await page.goto(path);
      // The home page's card shows the build's events (its link, no buttons); the events pages wait for the service.
      if (path !== "/") await expect(page.locator("[data-remote='loaded']")).toBeAttached({ timeout: 20_000 });
      await page.evaluate(() => document.fonts.ready);
      if (path === "/events/" || path === quarter)
        await expect(page.getByRole("link", { name: /^Download Adobe Illustrator/ }).first()).toBeVisible();
      links += await page.locator("main article a").count();
      expect(await page.evaluate(wrappedLabels), `${path} at 320 px`).toEqual([]);
    }
    expect(links).toBeGreaterThan(20);
  });
}

test("an event in 30 minutes turns Live Now with a red call button, then joins the past, without a reload", async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, [
    {
      title: "Prototyping Jam",
      // Half a minute of slack: the page clock runs while the page loads.
      time: at(30.5 * MINUTE),
      duration: 60,
      type: "Workshop",
      desc: "Bring an idea, leave with a prototype.",
      place: "ICS 174",
      links: [
        { label: "Zoom Link", link: "https://uci.zoom.us/j/555" },
        { label: "Discord Link", link: "https://discord.com/invite/MBVrKe9" },
      ],
    },
  ]);
  await answerSheet(page);
  await openLoaded(page, "/events/");
  const next = page.getByTestId("next-event");
  await expect(next.getByRole("heading", { level: 2 })).toHaveText(
    // Exactly 30 unless the machine is slow to load the page (the page clock runs meanwhile).
    /^Upcoming Event in (30|29|28|27|26|25) minutes$/,
  );
  await expect(next).toContainText(readsAs(new Date(NOW.getTime() + 30 * MINUTE), NOW));
  await expect(next).toContainText("Workshop");
  await expect(next).toContainText("ICS 174");
  await expect(next).toContainText("Bring an idea, leave with a prototype.");
  const zoom = next.getByRole("link", { name: /Zoom Link/ });
  await expect(zoom).toHaveAttribute("data-variant", "outline");
  await expect(zoom).toHaveAttribute("href", "https://uci.zoom.us/j/555");
  await expect(next.getByRole("link", { name: /Add to calendar/ })).toBeVisible();
  await expectAccessible(page);

  await page.clock.fastForward(20 * MINUTE);
  await expect(next.getByRole("heading", { level: 2 })).toHaveText(/^Upcoming Event in ([5-9]|10) minutes$/);

  await page.clock.fastForward(11 * MINUTE);
  await expect(next.getByRole("heading", { level: 2 })).toHaveText("Live Now");
  await expect(zoom).toHaveAttribute("data-variant", "danger");
  await expect(zoom).toHaveCSS("background-color", "rgb(211, 0, 42)");

  await page.clock.fastForward(61 * MINUTE);
  await expect(next.getByRole("heading", { name: "Stay Tuned" })).toBeVisible();
  const first = page.getByTestId("past-events").getByRole("article").first();
  await expect(first.getByRole("heading")).toHaveText("Prototyping Jam");
  await expect(first.getByRole("link")).toHaveCount(0);
});

test("today, in 3 days and in 2 weeks, with the plural rule of further events", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, [
    { title: "Critique Circle", time: at(20 * DAY), duration: 90, type: "Social", place: "DBH 6011" },
    { title: "Type Workshop", time: at(3 * DAY), duration: 90, type: "Workshop", place: "ICS 174" },
    { title: "Lunch Social", time: at(5 * 60 * MINUTE), duration: 60, type: "Social", place: "Aldrich Park" },
  ]);
  await answerSheet(page);
  await openLoaded(page, "/events/");
  const next = page.getByTestId("next-event");
  const later = page.getByTestId("later-events");
  await expect(next.getByRole("heading", { level: 2 })).toHaveText("Upcoming Event Today");
  await expect(next.getByRole("heading", { level: 3 })).toHaveText("Lunch Social");
  await expect(later.getByRole("heading", { level: 2 })).toHaveText("Next Upcoming Events");
  await expect(later.getByRole("heading", { level: 3 })).toHaveText(["Type Workshop", "Critique Circle"]);
  await expect(later.getByRole("link", { name: /Add to calendar/ })).toHaveCount(2);

  // 5 PM: lunch is over; the workshop is three calendar days away.
  await page.clock.fastForward(7 * 60 * MINUTE);
  await expect(next.getByRole("heading", { level: 2 })).toHaveText("Upcoming Event In 3 days");
  await expect(later.getByRole("heading", { level: 2 })).toHaveText("Next Upcoming Event");
  await expect(later.getByRole("heading", { level: 3 })).toHaveText(["Critique Circle"]);

  // Three days later, 5 PM: 17 calendar days to the critique.
  await page.clock.fastForward(3 * DAY);
  await expect(next.getByRole("heading", { level: 2 })).toHaveText("Upcoming Event In 2 weeks");
  await expect(later).toHaveCount(0);
  // Something is upcoming: no highlights of last term in its place.
  await expect(page.getByTestId("term-highlights")).toHaveCount(0);
});

test("each section carries schema.org Event data with Pacific offsets, places and status", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, [
    {
      title: "Remote AMA",
      time: at(2 * DAY),
      duration: 60,
      type: "AMA",
      place: "Online",
      links: [{ label: "Zoom Link", link: "https://uci.zoom.us/j/777" }],
    },
  ]);
  await answerSheet(page);
  await openLoaded(page, "/events/");
  await expect(page.getByTestId("next-event").getByRole("heading", { level: 3 })).toHaveText("Remote AMA");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const events = scripts.flatMap((text) => JSON.parse(text)["@graph"]);
  const ama = events.find((event) => event.name === "Remote AMA");
  expect(ama).toMatchObject({
    "@type": "Event",
    startDate: pacificIso(new Date(at(2 * DAY))),
    endDate: pacificIso(new Date(at(2 * DAY + 60 * MINUTE))),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: "https://uci.zoom.us/j/777" },
  });
  // The newest past event, in a room: its published Pacific time and its place.
  const inRoom = bundledPastAt(NOW)
    .slice(0, PAST_SHOWN)
    .find((event) => event.place && !/online|zoom/i.test(event.place));
  expect(inRoom, "a recent bundled event in a room").toBeDefined();
  const listedInRoom = events.find(
    (event) => event.name === inRoom?.title && event.startDate === pacificIso(inRoom?.start as Date),
  );
  expect(listedInRoom).toMatchObject({
    endDate: pacificIso(endOf(inRoom as (typeof bundledListed)[number])),
    location: { "@type": "Place", name: inRoom?.place },
  });
  expect(listedInRoom).not.toHaveProperty("description");
});

test("the archive lists every quarter with its count, and each quarter's page its events and neighbours", async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, []);
  await page.goto("/events/all/");
  await expect(page).toHaveTitle("Event Archive – Design at UCI");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All Events");
  // The newest twelve quarters one by one, the years before them a link each.
  const quarters = page.getByRole("navigation", { name: "Quarters" }).getByRole("listitem");
  await expect(quarters).toHaveText(
    bundledTerms.slice(0, 12).map(({ term, count }) => `${term} ${count === 1 ? "1 event" : `${count} events`}`),
  );
  const oldest = bundledTerms.at(-1);
  if (!oldest || bundledTerms.length <= 12) throw new Error("the bundled events span too few quarters");
  const oldestYear = oldest.term.split(" ")[1];
  const ofYear = bundledTerms.filter(({ term }) => term.endsWith(` ${oldestYear}`));
  const inYear = ofYear.reduce((sum, term) => sum + term.count, 0);
  await expectAccessible(page);
  await page.getByRole("link", { name: `${oldestYear}, ${inYear} events` }).click();
  await expect(page).toHaveURL(new RegExp(`${termPath(ofYear[0]?.term ?? "")}$`));
  await page.goBack();

  const [newest, older] = bundledTerms;
  if (!newest || !older) throw new Error("the bundled events span fewer than two quarters");
  await quarters.first().click();
  await expect(page).toHaveURL(new RegExp(`${termPath(newest.term)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.term);
  await expect(page.getByTestId("event-card")).toHaveCount(newest.count);
  // The newest quarter's cards are its own, newest first.
  const titles = bundledListed.filter((event) => termOf(event.start) === newest.term).map((event) => event.title);
  await expect(page.getByTestId("event-card").getByRole("heading")).toHaveText(titles);

  await page.getByRole("link", { name: `Older: ${older.term}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(older.term);
  await expect(page.getByTestId("event-card")).toHaveCount(older.count);
  await page.getByRole("link", { name: `Newer: ${newest.term}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.term);
  await page.getByRole("link", { name: "Every quarter" }).click();
  await expect(page).toHaveURL(/\/events\/all\/$/);
  await expect(quarters).toHaveCount(12);
});

test("no public events page loads the whole record: the oldest event reaches only its quarter's page", async ({
  page,
}) => {
  const oldest = uniquelyTitled.at(-1);
  if (!oldest) throw new Error("no bundled event");
  await page.clock.install({ time: NOW });
  await answerSanity(page, []);
  await answerSheet(page);
  const carried = async (path: string) => {
    const bodies: Promise<string>[] = [];
    // The document, its scripts and any data it fetches.
    const listen = (response: Response) => bodies.push(response.text().catch(() => ""));
    page.on("response", listen);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("response", listen);
    return (await Promise.all(bodies)).some((body) => body.includes(oldest.title));
  };
  for (const path of ["/events/", "/events/all/", NOW_TERM_PATH]) {
    expect(await carried(path), `${path} carries "${oldest.title}"`).toBe(false);
  }
  expect(await carried(termPath(termOf(oldest.start)))).toBe(true);
});

test("past events keep their recordings and slides, not their call links, and show no empty description", async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, []);
  const recorded = uniquelyTitled.filter((event) => event.links.some((link) => link.label === "Recording"));
  expect(recorded.length, "a bundled event with a recording").toBeGreaterThan(0);
  for (const event of recorded) {
    // Each on its quarter's page.
    await openLoaded(page, termPath(termOf(event.start)));
    const card = page
      .getByTestId("event-card")
      .filter({ has: page.getByRole("heading", { name: event.title, exact: true }) });
    const kept = event.links.filter((link) => !["Zoom Link", "Discord Link"].includes(link.label));
    await expect(card.getByRole("link")).toHaveText(kept.map((link) => `${link.label} (opens in a new tab)`));
    for (const link of kept) {
      await expect(card.getByRole("link", { name: link.label })).toHaveAttribute("href", link.link);
    }
    await expect(card.getByRole("link", { name: /Recording/ })).toHaveAttribute("data-variant", "primary");
  }
  await expect(page.getByTestId("event-card").locator("p:empty")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("undefined");
});

test("a service event merges with the bundled ones; unsafe links are not rendered", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, [
    // A bundled event (stored as Pacific wall-clock time) edited in the service (an instant).
    {
      title: edited.title,
      time: edited.start.toISOString(),
      duration: 90,
      type: "Workshop",
      desc: "Updated: now with a take-home guide.",
      place: "ICS 174",
      links: [
        { label: "Slides", link: "javascript:alert(1)" },
        { label: "Recording", link: "https://example.com/recording" },
      ],
    },
    { title: "Hack Night", time: at(-4 * DAY), type: "Hackathon", place: "ICS 174" },
  ]);
  // The edited event's quarter: the service's version replaces the bundled one there.
  await openLoaded(page, termPath(termOf(edited.start)));
  await expect(page).toHaveTitle(`${termOf(edited.start)} Events – Design at UCI`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(termOf(edited.start));
  const research = page
    .getByTestId("event-card")
    .filter({ has: page.getByRole("heading", { name: edited.title, exact: true }) });
  await expect(research).toHaveCount(1);
  await expect(research).toContainText("Updated: now with a take-home guide.");
  await expect(research.getByRole("link")).toHaveText(["Recording (opens in a new tab)"]);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  // A new event joins the quarter it falls in.
  await openLoaded(page, NOW_TERM_PATH);
  const cards = page.getByTestId("event-card");
  await expect(cards).toHaveCount(bundledInNowTerm.length + 1);
  await expect(cards.first().getByRole("heading")).toHaveText("Hack Night");
  await expect(cards.first()).toContainText("Hackathon");
  await expect(cards.first()).toContainText("4 days ago");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectAccessible(page);
});

test("the archive's schema.org data names only the events ahead, not its whole past", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, [
    { title: "Figma Office Hours", time: at(3 * DAY), duration: 60, type: "Workshop", place: "DBH 6011" },
    { title: "Hack Night", time: at(-4 * DAY), type: "Hackathon", place: "ICS 174" },
  ]);
  await openLoaded(page, NOW_TERM_PATH);
  await expect(page.getByTestId("event-card")).toHaveCount(bundledInNowTerm.length + 2);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const names = scripts.flatMap((text) => JSON.parse(text)["@graph"]).map((event) => event.name);
  expect(names).toEqual(["Figma Office Hours"]);
});

test("the editor's preview shows each event's source and content problems, and is not indexed", async ({
  page,
  request,
}) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, [
    { title: edited.title, time: edited.start.toISOString(), duration: 90, type: "Workshop", place: "ICS 174" },
    { title: "Hack Night", time: at(-4 * DAY), type: "Hackathon", place: "ICS 174" },
    { title: "Someday Social", time: "next Friday", duration: 60, type: "Social" },
  ]);
  await answerSheet(page);
  await openLoaded(page, "/dev/events/all/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByLabel("Editor's preview")).toContainText(
    "Content service: answered; 3 event(s) from the service",
  );
  const cards = page.getByTestId("event-card");
  await expect(cards.filter({ hasText: "Hack Night" }).getByTestId("preview-notes")).toContainText(
    /Source: content service.*duration is missing.*type "Hackathon" is not one of/,
  );
  const card = (title: string) => cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  await expect(card(edited.title).getByTestId("preview-notes")).toContainText(
    "Source: content service and bundled list",
  );
  await expect(card(untouched.title).getByTestId("preview-notes")).toContainText(
    `Source: bundled list · Stored time: ${untouched.time}`,
  );
  // An unreadable time cannot be placed in the list, but the editor still hears about it.
  const problems = page.getByRole("region", { name: "Content problems" });
  await expect(problems).toContainText('"Someday Social": time "next Friday" is not a date and time');

  await page.getByRole("link", { name: "upcoming events" }).click();
  await expect(page).toHaveURL(/\/dev\/events\/$/);
  await expect(page.getByTestId("past-events").getByTestId("preview-notes").first()).toContainText("Source:");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/dev/");
});

for (const [name, answer] of [
  ["fails", (route: Route) => route.fulfill({ status: 500, json: { error: "down" }, headers: CORS })],
  ["answers nonsense", (route: Route) => route.fulfill({ json: { result: { title: "x" } }, headers: CORS })],
] as const) {
  test.describe(`when the content service ${name}`, () => {
    test.use({ expectedErrors: [networkError] });

    test("the pages keep the bundled events and only warn in the console", async ({ page }) => {
      const warnings = collectWarnings(page);
      await page.clock.install({ time: NOW });
      await answerSanity(page, answer);
      await answerSheet(page);
      await page.goto(NOW_TERM_PATH);
      await expect(page.locator("[data-remote='failed']")).toBeAttached({ timeout: 20_000 });
      await expect(page.getByTestId("event-card")).toHaveCount(bundledInNowTerm.length);
      await expect(page.getByRole("status")).toHaveCount(0);
      expect(warnings.join("\n")).toContain("Could not load events from the content service");
    });
  });
}

test("a content service that never answers is given up after 10 seconds", async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.clock.install({ time: NOW });
  let asked: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await answerSanity(page, () => {
    asked();
    return new Promise(() => {});
  });
  await page.goto(NOW_TERM_PATH);
  // The list is there at once; the spinner only marks where new events may still appear.
  await expect(page.getByRole("status")).toHaveText("Checking for new events…");
  await expect(page.getByTestId("event-card")).toHaveCount(bundledInNowTerm.length);
  // The content-service client loads after the first paint: the 10 s start with its request.
  await requested;
  await page.clock.fastForward(10_500);
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.locator("[data-remote='failed']")).toBeAttached();
  expect(warnings.join("\n")).toMatch(/Could not load events from the content service.*no answer within 10 s/s);
});

test("content-service values the studio would refuse fall back: an hour-long event, no http link, at most 10 upcoming", async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, [
    // Started two days ago with a typo in its duration: over, not live for 14 months.
    { title: "Typo Social", time: at(-2 * DAY), duration: 600_000, type: "Social", place: "ICS 174" },
    // Starts in an hour with an impossible duration, and an http link.
    {
      title: "Far Too Long",
      time: at(60 * MINUTE),
      duration: 1e12,
      type: "Workshop",
      links: [
        { label: "Plain Slides", link: "http://uci.zoom.us/j/1" },
        { label: "RSVP Form", link: "https://forms.gle/abc" },
      ],
    },
    ...Array.from({ length: 30 }, (_, index) => ({
      title: `Weekly Crit ${index + 1}`,
      time: at((index + 1) * DAY),
      duration: 60,
      type: "Social",
    })),
  ]);
  await answerSheet(page);
  await openLoaded(page, "/events/");
  const next = page.getByTestId("next-event");
  await expect(next.getByRole("heading", { level: 2 })).toHaveText(/^Upcoming Event in (60|59|58|57|56|55) minutes$/);
  await expect(next.getByRole("heading", { level: 3 })).toHaveText("Far Too Long");
  await expect(next.getByRole("link", { name: /RSVP Form/ })).toBeVisible();
  await expect(next.getByRole("link", { name: /Plain Slides/ })).toHaveCount(0);
  await expect(page.getByTestId("past-events").getByRole("heading", { name: "Typo Social" })).toBeVisible();
  // The next event and nine more.
  await expect(page.getByTestId("later-events").getByRole("article")).toHaveCount(9);
  const graph = await page
    .getByTestId("next-event")
    .locator("script[type='application/ld+json']")
    .evaluate((script) => JSON.parse(script.textContent ?? "{}")["@graph"]);
  expect(graph[0]).toMatchObject({ name: "Far Too Long", endDate: pacificIso(new Date(at(2 * 60 * MINUTE))) });
});

test("events dated in the years 25, 500 and 9999 are never upcoming, and the editor's preview names each", async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  const far = [
    { title: "Year 0025 Social", time: "0025-06-01T01:00:00Z" },
    { title: "Year 0500 Social", time: "0500-03-01T20:00:00Z" },
    { title: "Year 9999 Social", time: "9999-12-31T23:59:00Z" },
  ];
  await answerSanity(page, [
    ...far.map((event) => ({ ...event, duration: 60, type: "Social" })),
    { title: "Crit Night", time: at(2 * DAY), duration: 60, type: "Social" },
  ]);
  await answerSheet(page);
  for (const path of ["/events/", NOW_TERM_PATH]) {
    await openLoaded(page, path);
    await expect(page.getByRole("heading", { name: "Crit Night" }).first()).toBeVisible();
    // Neither listed nor given some other year (1925, 10000).
    await expect(page.locator("main")).not.toContainText(/Year (0025|0500|9999) Social/);
    await expect(page.locator("main")).not.toContainText(/\b(1925|1901|10000)\b/);
    if (path === "/events/") {
      await expect(page.getByTestId("next-event").getByRole("heading", { level: 3 })).toHaveText("Crit Night");
      await expect(page.getByTestId("later-events")).toHaveCount(0);
    }
  }
  await openLoaded(page, "/dev/events/");
  const problems = page.getByRole("region", { name: "Content problems" });
  for (const { title, time } of far) {
    await expect(problems).toContainText(`"${title}": time "${time}" is outside the years 2000 to 2100`);
  }
});

test("text from the content service reads as typed: no blank card, nothing reversed, no mailto that adds recipients", async ({
  page,
}) => {
  await page.clock.install({ time: NOW });
  const untitledAt = at(2 * DAY);
  await answerSanity(page, [
    // Only zero-width spaces: a blank card, were it shown, and the next event at that.
    { title: "\u200B\u200B\u200B", time: untitledAt, duration: 60, type: "Social", place: "ICS 174" },
    {
      title: "\u200BPortfolio Review\u2060",
      time: at(3 * DAY),
      duration: 60,
      type: "Workshop",
      // U+202E would show everything after it backwards: "nwal eht neht ,471".
      place: "ICS \u202E174, then the lawn",
      links: [
        // Displayed "BACK" with the mark; as typed without it.
        { label: "\u202EKCAB", link: "https://forms.gle/abc" },
        { label: "Email us", link: "mailto:a@b.co?cc=x@evil.example&body=hi" },
      ],
    },
  ]);
  await answerSheet(page);
  await openLoaded(page, "/events/");
  const next = page.getByTestId("next-event");
  await expect(next.getByRole("heading", { level: 3 })).toHaveText("Portfolio Review");
  await expect(next).toContainText("ICS 174, then the lawn");
  await expect(next.getByRole("link", { name: /KCAB/ })).toHaveText(/^KCAB/);
  // Nothing on the page can reorder what a visitor reads.
  expect(await page.locator("main").textContent()).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/);
  await expect(next.getByRole("link", { name: /Email us/ })).toHaveCount(0);
  await expect(page.locator('a[href^="mailto:"][href*="?"]')).toHaveCount(0);

  await openLoaded(page, NOW_TERM_PATH);
  // Text, not innerText: cards far below are not laid out until they near the screen.
  const headings = await page.getByTestId("event-card").getByRole("heading").allTextContents();
  expect(headings).toHaveLength(bundledInNowTerm.length + 1);
  expect(headings.filter((heading) => heading.replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, "") === "")).toEqual([]);

  // The editor hears about the event the pages leave out.
  await openLoaded(page, "/dev/events/all/");
  await expect(page.getByRole("region", { name: "Content problems" })).toContainText(
    `An untitled event at "${untitledAt}": the title has only invisible characters (zero-width spaces or direction marks); the event is not shown`,
  );
});

test("long unbroken titles, places and links wrap inside every card at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.clock.install({ time: NOW });
  const long = {
    type: "Workshop",
    duration: 60,
    title: `Supercalifragilistic${"Design".repeat(16)}`,
    place: `Room${"0123456789".repeat(10)}`,
    desc: `https://forms.gle/${"x".repeat(150)}`,
    links: [{ label: `RSVP${"Form".repeat(9)}`, link: `https://forms.gle/${"y".repeat(300)}` }],
  };
  await answerSanity(page, [
    { ...long, time: at(2 * DAY) },
    { ...long, time: at(3 * DAY) },
    { ...long, time: at(-3 * DAY) },
  ]);
  await answerSheet(page);
  for (const path of ["/events/", NOW_TERM_PATH]) {
    await openLoaded(page, path);
    const cards = page.locator("main article");
    await expect(cards.filter({ hasText: "Supercalifragilistic" })).toHaveCount(3);
    for (const card of await cards.all()) {
      const overflow = await card.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return Array.from(element.querySelectorAll("*")).filter((child) => {
          const inner = child.getBoundingClientRect();
          return inner.right > box.right + 0.5 || inner.left < box.left - 0.5;
        }).length;
      });
      expect(overflow, `${path}: something sticks out of a card`).toBe(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});

test("the editor's preview wraps long unbroken titles, times and problems at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.clock.install({ time: NOW });
  const title = `Supercalifragilistic${"Design".repeat(16)}`;
  await answerSanity(page, [
    // Listed, with a problem that repeats its title (an unknown type).
    { title, time: at(2 * DAY), duration: 60, type: `Hackathon${"Jam".repeat(20)}` },
    { title, time: at(-3 * DAY), duration: 60, type: "Social" },
    // Not listed, but named among the problems with its stored time.
    { title: `Unplaced${"Event".repeat(20)}`, time: `someday${"x".repeat(80)}`, duration: 60, type: "Social" },
  ]);
  await answerSheet(page);
  for (const path of ["/dev/events/", "/dev/events/all/"]) {
    await openLoaded(page, path);
    await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Content problems" })).toContainText("UnplacedEvent");
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test("house standings show each house's points and link to the sheet", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, []);
  await answerSheet(
    page,
    "House\tPoints\tNote\r\n\r\nHades\t120\textra\r\nAthena\t95\r\nZeus\t1,250\r\nAphrodite\tTBD\r\nPoseidon\t999\r\n",
  );
  await openLoaded(page, "/events/");
  const standings = page.locator("#houses");
  await expect(standings.getByRole("heading", { level: 2 })).toHaveText("House Standings");
  for (const [house, points] of [
    ["Hades", "120 points"],
    ["Athena", "95 points"],
    ["Zeus", "1,250 points"],
    ["Aphrodite", "- points"],
  ]) {
    await expect(standings.locator(`[data-house='${house}']`)).toContainText(`${house}${points}`);
  }
  // The sheet was read: no word of it being unavailable.
  await expect(standings.getByRole("status")).toHaveCount(0);
  await expect(standings.locator("[data-house='Hades']")).toHaveCSS("background-color", "rgb(8, 154, 255)");
  await expect(standings.locator("[data-house='Aphrodite']")).toHaveCSS("background-color", "rgb(255, 159, 244)");
  const sheet = standings.getByRole("link", { name: /View All Points/ });
  await expect(sheet).toHaveAttribute(
    "href",
    /^https:\/\/docs\.google\.com\/spreadsheets\/d\/[\w-]+\/pubhtml\?gid=1705286477&single=true$/,
  );
  await expect(sheet).toHaveAttribute("target", "_blank");
  await expect(page.locator("#activities-and-perks").getByRole("heading", { level: 3 })).toHaveText([
    "Networking Opportunities",
    "Hands-on Projects in Smaller Environments",
    "Win Prizes by attending events",
    "Personalized 1:1 Communication with Board",
  ]);
  // The hero's action scrolls to the join block.
  await page.getByRole("link", { name: "Join us" }).click();
  await expect(page.locator("#join")).toBeInViewport();
  await expect(page.locator("#join").getByRole("link", { name: "Get event updates" })).toHaveAttribute(
    "href",
    "/join/",
  );
});

test.describe("when the sheet fails", () => {
  test.use({ expectedErrors: [networkError] });

  test("the standings give one sentence instead of a row of dashes, and the documented message is logged", async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    await answerSanity(page, []);
    await answerSheet(page, null);
    await page.goto("/events/");
    await expect.poll(() => warnings.join("\n")).toContain("Error occurred while fetching sheets data:");
    const standings = page.locator("#houses");
    await expect(standings.getByRole("status")).toHaveText(
      "Standings are updated after each event. See every house's points in the sheet.",
    );
    await expect(standings.locator("[data-house]")).toHaveCount(0);
    await expect(standings).not.toContainText("- points");
    await expect(standings.getByRole("link", { name: /View All Points/ })).toHaveAttribute(
      "href",
      /^https:\/\/docs\.google\.com\/spreadsheets\/d\/[\w-]+\/pubhtml\?gid=1705286477&single=true$/,
    );
  });
});

test.describe("when the house points' code fails to load", () => {
  test.use({ expectedErrors: [/status of 404/] });

  test("the standings give their sentence and the documented message is logged, with no uncaught error", async ({
    page,
  }) => {
    const warnings = collectWarnings(page);
    let asked = false;
    await page.route(/\/assets\/house-points-[\w-]+\.js$/, (route) => {
      asked = true;
      return route.fulfill({ status: 404, body: "" });
    });
    await answerSanity(page, []);
    await answerSheet(page);
    await page.goto("/events/");
    // The fixture fails the test on an uncaught promise rejection (a page error).
    await expect.poll(() => warnings.join("\n")).toMatch(/Error occurred while fetching sheets data:.*house-points/s);
    expect(asked).toBe(true);
    await expect(page.locator("#houses").getByRole("status")).toContainText("Standings are updated after each event.");
    await expect(page.locator("[data-house]")).toHaveCount(0);
  });
});

test("a sheet that never answers is given up after 10 seconds with the documented warning", async ({ page }) => {
  const warnings = collectWarnings(page);
  await page.clock.install({ time: NOW });
  await answerSanity(page, []);
  await page.route(SHEET, () => new Promise(() => {}));
  // The sheet reader loads after hydration: the ten seconds run from its request.
  const asked = page.waitForRequest(SHEET);
  await page.goto("/events/");
  await asked;
  await expect(page.locator("[data-house='Hades']")).toContainText("Hades- points");
  await page.clock.fastForward(10_500);
  await expect
    .poll(() => warnings.join("\n"))
    .toMatch(/Error occurred while fetching sheets data:.*no answer within 10 s/s);
  // Given up: the sentence replaces the dashes shown while it waited.
  await expect(page.locator("#houses").getByRole("status")).toContainText("Standings are updated after each event.");
  await expect(page.locator("[data-house]")).toHaveCount(0);
});

test("house points beyond any real score show '-', and -0 shows 0", async ({ page }) => {
  await page.clock.install({ time: NOW });
  await answerSanity(page, []);
  await answerSheet(page, `Hades\t${"9".repeat(400)}\r\nAthena\t-0\r\nZeus\t1e308\r\nAphrodite\t-12\r\n`);
  await openLoaded(page, "/events/");
  await expect(page.locator("[data-house='Aphrodite']")).toContainText("Aphrodite-12 points");
  await expect(page.locator("[data-house='Hades']")).toContainText("Hades- points");
  await expect(page.locator("[data-house='Athena']")).toContainText("Athena0 points");
  await expect(page.locator("[data-house='Zeus']")).toContainText("Zeus- points");
  await expect(page.locator("#houses")).not.toContainText("∞");
});

test("Add to calendar downloads the event's .ics, and /events.ics lists the bundled events in Pacific time", async ({
  page,
  request,
}) => {
  await page.clock.install({ time: NOW });
  const mixer = new Date(at(30 * DAY + 8 * 60 * MINUTE));
  await answerSanity(page, [
    { title: "Winter Mixer", time: mixer.toISOString(), duration: 120, type: "Social", place: "Student Center" },
  ]);
  await answerSheet(page);
  await openLoaded(page, "/events/");
  const download = page.waitForEvent("download");
  await page
    .getByTestId("next-event")
    .getByRole("link", { name: /Add to calendar/ })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("winter-mixer.ics");
  const { readFile } = await import("node:fs/promises");
  const ics = (await readFile(await file.path(), "utf8")).replace(/\r\n /g, "");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain("SUMMARY:Winter Mixer\r\n");
  expect(ics).toContain(`DTSTART;TZID=America/Los_Angeles:${pacificStamp(mixer)}\r\n`);
  expect(ics).toContain(`DTEND;TZID=America/Los_Angeles:${pacificStamp(new Date(mixer.getTime() + 120 * MINUTE))}\r\n`);
  expect(ics).toContain("LOCATION:Student Center\r\n");

  const feed = await request.get("/events.ics");
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const text = (await feed.text()).replace(/\r\n /g, "");
  const entries = text.split("BEGIN:VEVENT").slice(1);
  expect(entries).toHaveLength(bundledListed.length);
  // Each bundled event at its published Pacific time, with its links and no description of its own.
  for (const event of bundledListed) {
    const entry = entries.find(
      (candidate) =>
        candidate.includes(`\r\nSUMMARY:${icsText(event.title)}\r\n`) &&
        candidate.includes(`\r\nDTSTART;TZID=America/Los_Angeles:${pacificStamp(event.start)}\r\n`),
    );
    expect(entry, event.key).toContain(`\r\nDTEND;TZID=America/Los_Angeles:${pacificStamp(endOf(event))}\r\n`);
    const details = event.links.map((link) => icsText(`${link.label}: ${link.link}`)).join("\\n\\n");
    if (details) expect(entry, event.key).toContain(`\r\nDESCRIPTION:${details}\r\n`);
    else expect(entry, event.key).not.toContain("DESCRIPTION:");
  }
});

test("the content-service client, loaded after the first paint, brings in no stylesheet and no second copy of the fonts", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (["stylesheet", "font"].includes(request.resourceType()) || /\.woff2?$/.test(request.url()))
      loaded.push(new URL(request.url()).pathname);
  });
  await answerSanity(page, []);
  await answerSheet(page);
  await openLoaded(page, NOW_TERM_PATH);
  await fontsLoaded(page);
  // Only DM Sans's two files, from the fonts' shared address, as a first visit loads them after its first paint.
  expect(loaded).toEqual([
    expect.stringMatching(/^\/assets\/fonts\/dm-sans-latin-500-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/fonts\/dm-sans-latin-700-[\w-]+\.woff2$/),
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the events pages read right from the prerendered HTML", async ({ page }) => {
    await page.goto("/events/");
    await expect(page.getByRole("heading", { name: "Stay Tuned" })).toBeVisible();
    await expect(page.getByTestId("past-events").getByRole("article")).toHaveCount(
      Math.min(PAST_SHOWN, bundledListed.length),
    );
    await expect(page.locator("[data-house='Zeus']")).toContainText("Zeus- points");
    await page.goto("/events/all/");
    await expect(page.getByRole("navigation", { name: "Quarters" }).getByRole("listitem")).toHaveCount(
      Math.min(12, bundledTerms.length),
    );
    await page.getByRole("link", { name: new RegExp(`^${fullest.term}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${termPath(fullest.term)}$`));
    await expect(page.getByTestId("event-card")).toHaveCount(fullest.count);
    await expect(page.getByTestId("event-card").locator("p:empty")).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveCount(0);
  });
});
