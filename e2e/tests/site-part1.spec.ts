import { boardAlumni, boardInterns, boardMembers } from "@duci/data/board";
import { quoteCards } from "@duci/data/quotes";
import { shortSocials } from "@duci/data/socials";
import type { Locator, Page, Route } from "@playwright/test";
import { endOf, newestBundled, pacificHourAfter, readsAs } from "../bundled-events.ts";
import { editionDates, editionName, editionsUnderTest } from "../editions.ts";
import { expect, expectAccessible, test, untilReactOwns } from "../fixtures.ts";
import { fontsLoaded } from "../page-checks.ts";

const year = new Date().getFullYear();
const [newestEdition] = editionsUnderTest;
if (!newestEdition) throw new Error("no edition app");

/**
 * Answers Mailchimp's JSONP request the way Mailchimp does, a script calling
 * back `c`; "not-jsonp" is a 200 script that never calls back (a captive portal,
 * a changed endpoint) and "hang" never answers at all.
 */
async function answerMailchimp(page: Page, reply: { result: string; msg: unknown } | "not-jsonp" | "hang") {
  const requests: URL[] = [];
  await page.route(/list-manage\.com\/subscribe\/post-json/, (route: Route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    if (reply === "hang") return new Promise<void>(() => {});
    const callback = url.searchParams.get("c") ?? "";
    return route.fulfill({
      contentType: "text/javascript",
      body: reply === "not-jsonp" ? "/* no answer */" : `${callback}(${JSON.stringify(reply)})`,
    });
  });
  return requests;
}

/**
 * /join/ with its sign-up form in React's hands: a form sent before that posts
 * Mailchimp's own form in a new tab (tests/first-touch.spec.ts), not JSONP.
 */
async function openSignUp(page: Page) {
  await page.goto("/join/");
  await untilReactOwns(page.locator("form").filter({ has: page.getByRole("button", { name: "Subscribe" }) }));
}

test.describe("shell", () => {
  test("nav, footer and titles on every page of part 1, prerendered", async ({ page, request }) => {
    for (const [path, title] of [
      ["/join/", "Join – Design at UCI"],
      ["/hey/", "Hey – Design at UCI"],
      ["/about/", "About – Design at UCI"],
      ["/contact/", "Contact – Design at UCI"],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(/<nav aria-label=("?)Main\1[ >]/);
    }

    await page.goto("/contact/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Design at UCI" })).toHaveAttribute("href", "/");
    for (const [name, href] of [
      ["Join", "/join/"],
      ["Events", "/events/"],
      ["Resources", "/resources/"],
      ["About", "/about/"],
      ["Contact", "/contact/"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");

    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Resources", "/resources/"],
      ["Featured Resources", "/resources/featured/"],
      ["Project Teams", "/project-teams/"],
      ["Design-a-thon", "/designathon/"],
      ["Join", "/join/"],
      ["Contact", "/contact/"],
      ["Events", "/events/"],
      ["About", "/about/"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const archive = footer.getByRole("link", { name: "Newsletter Archive (opens in a new tab)" });
    await expect(archive).toHaveAttribute("href", /campaign-archive\.com/);
    await expect(archive).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/designatuci/",
    );
    await expect(footer).toContainText(`© ${year} Design at UCI`);
    await expect(footer).toContainText("Designed and built by");
  });

  test("a route change scrolls to the top and moves focus to the new page", async ({ page }) => {
    await page.goto("/about/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // A page that uses no remote service: shown in the same document (one that does is loaded in full).
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveTitle("Contact – Design at UCI");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main")).toBeFocused();
  });

  test("waiting elements are revealed by scrolling above 84% of the viewport", async ({ page }) => {
    await page.goto("/about/");
    const alumni = page.locator("[data-reveal]").filter({ has: page.getByRole("heading", { name: "Board Alumni" }) });
    await expect(alumni).toHaveAttribute("data-reveal", "waiting");
    await expect(alumni).toHaveCSS("opacity", "0");
    await alumni.scrollIntoViewIfNeeded();
    await expect(alumni).toHaveAttribute("data-reveal", "shown");
    await expect(alumni).toHaveCSS("opacity", "1");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("nothing waits: every section is visible at once", async ({ page }) => {
      await page.goto("/about/");
      await expect(page.locator("[data-reveal='waiting']")).toHaveCount(0);
      await expect(page.locator("[data-reveal]").last()).toHaveCSS("opacity", "1");
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the prerendered page shows every section", async ({ page }) => {
      await page.goto("/about/");
      await expect(page.getByRole("heading", { name: "Partners" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Board Alumni" })).toBeVisible();
      await page.getByRole("heading", { name: "Partners" }).scrollIntoViewIfNeeded();
      expect(
        await page
          .getByRole("heading", { name: "Partners" })
          .evaluate((h) => getComputedStyle(h.closest("div") as Element).opacity),
      ).toBe("1");
    });
  });

  test("the keyboard walks the desktop nav in order", async ({ page }) => {
    await page.goto("/join/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Design at UCI", "Join", "Events", "Resources", "About", "Contact"]) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveTitle("Contact – Design at UCI");
  });

  test("the bar's links hold their place on every page, the home page's networks included", async ({ page }) => {
    const places = async () =>
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: /^(Join|Events|Resources|About|Contact)$/ })
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left)));
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // Measured in DM Sans on both pages: a first visit paints in the fallback, whose words are wider or narrower.
      await page.goto("/about/");
      await fontsLoaded(page);
      const elsewhere = await places();
      await page.goto("/");
      await fontsLoaded(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Design at UCI" })).toHaveText("Design at UCI");
      await expect(nav.getByRole("list", { name: "Social media" })).toBeVisible();
      expect(await places(), `at ${width} px`).toEqual(elsewhere);
    }
  });

  test("the home page's bar: the logo and name, then the networks from a tablet up, in the menu on a phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Design at UCI" })).toHaveText("Design at UCI");
    await expect(nav.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(6);
    const barHeight = async () => nav.evaluate((element) => element.getBoundingClientRect().height);
    const homeHeight = await barHeight();
    await page.goto("/about/");
    expect(await barHeight()).toBe(homeHeight);

    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/");
    await expect(nav.getByRole("list", { name: "Social media" })).toBeHidden();
    await nav.getByRole("button", { name: "Menu" }).click();
    const inMenu = nav.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(inMenu).toHaveCount(6);
    for (const link of await inMenu.all()) await expect(link).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, closes on Escape and on navigation, keyboard only", async ({ page }) => {
    await page.goto("/join/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Menu" });
    await expect(nav.getByRole("link", { name: "Events", exact: true })).toBeHidden();

    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // logo
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    await expect(menu.getByRole("link")).toHaveText(["Events", "Resources", "About", "Contact", "Join"]);
    await expect(menu.getByRole("link", { name: "Join" })).toHaveCSS("background-color", "rgb(0, 0, 36)");

    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Events" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "About" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveTitle("About – Design at UCI");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("home", () => {
  // Playwright's fake Date loses @date-fns/tz's zone; a Pacific browser keeps the wording right.
  test.use({ timezoneId: "America/Los_Angeles" });

  test("hero, what is on now, three features, closing call and the about link", async ({ page, request }) => {
    // Noon, nine days after the newest bundled event (and after every Design-a-thon).
    await page.clock.install({ time: pacificHourAfter(endOf(newestBundled), 9, 12) });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get involved" })).toHaveAttribute("href", "/join/");
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveCount(5);
    // Nothing is planned, so the latest event, in the events page's wording, with its type tag.
    const event = page.getByTestId("home-event");
    await expect(event).toContainText("Latest event");
    await expect(event).toContainText("1 week ago");
    await expect(event.getByRole("heading", { level: 3 })).toHaveText(newestBundled.title);
    await expect(event).toContainText(newestBundled.type);
    await expect(event).toContainText(newestBundled.place);
    // A bundled event has no description: no empty paragraph, no "undefined".
    await expect(event.locator("p:empty")).toHaveCount(0);
    await expect(event).not.toContainText("undefined");
    await expect(event.getByRole("link")).toHaveAttribute("href", "/events/");
    // The newest edition by its Event's dates: coming up, running, the most recent, or (over a year
    // after its end) the face of the archive, never a stale date.
    const edition = page.getByTestId("home-edition");
    const name = await editionName(request, newestEdition);
    const { startDate, endDate } = await editionDates(request, newestEdition);
    const now = pacificHourAfter(endOf(newestBundled), 9, 12).getTime();
    const yearAfterEnd = new Date(endDate);
    yearAfterEnd.setUTCFullYear(yearAfterEnd.getUTCFullYear() + 1);
    if (now > yearAfterEnd.getTime()) {
      await expect(edition).toContainText("The archive");
      await expect(edition).toContainText(`the latest ${name} in ${newestEdition.year}`);
      await expect(edition.getByRole("link", { name: "See every Design-a-thon" })).toHaveAttribute(
        "href",
        "/designathon/",
      );
    } else {
      const label =
        now < Date.parse(startDate) ? "Coming up" : now > Date.parse(endDate) ? "Most recent" : "Happening now";
      await expect(edition).toContainText(`Design-a-thon ${newestEdition.year}`);
      await expect(edition).toContainText(label);
      await expect(edition.getByRole("link", { name: `Visit ${name}` })).toHaveAttribute("href", newestEdition.path);
    }
    await expect(page.getByTestId("home-board")).toContainText(quoteCards[0]?.name ?? "no card");
    await expect(page.getByRole("link", { name: "See upcoming workshops" })).toHaveAttribute("href", "/events/");
    await expect(page.getByRole("link", { name: "Find the next talk" })).toHaveAttribute("href", "/events/");
    await expect(page.getByRole("link", { name: "Browse resources" })).toHaveAttribute("href", "/resources/");
    await expect(page.getByRole("link", { name: "Join Design at UCI" })).toHaveAttribute("href", "/join/");
    await expect(page.getByRole("link", { name: "Learn more about us" })).toHaveAttribute("href", "/about/");
  });

  test("weeks after the last event, points at last term's highlights instead of showing an old one", async ({
    page,
  }) => {
    await page.clock.install({ time: pacificHourAfter(endOf(newestBundled), 60, 12) });
    await page.goto("/");
    const card = page.getByTestId("home-event");
    // The quarter of the latest event, as /events' highlights name it.
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(/^(Winter|Spring|Summer|Fall) \d{4} highlights$/);
    await expect(card).not.toContainText("Announced soon");
    await expect(card).not.toContainText(newestBundled.title);
    await expect(card).not.toContainText(/ago/i);
    await expect(card).toContainText("The next events are announced on Instagram and in the newsletter.");
    await expect(card.getByRole("link", { name: "See last term's highlights" })).toHaveAttribute(
      "href",
      "/events/#highlights",
    );
    // The networks the club posts on are in the card itself, each opening in a new tab.
    for (const name of ["Instagram", "Discord", "LinkedIn", "TikTok"]) {
      const network = card.getByRole("link", { name: `${name} (opens in a new tab)` });
      await expect(network).toBeVisible();
      await expect(network).toHaveAttribute("target", "_blank");
    }
  });

  test("shows the next event when one is planned, with its relative time", async ({ page }) => {
    // The home page carries only the events from a day before its build on and the latest one
    // before that; the newest bundled event is that one, so this clock may be earlier.
    const now = pacificHourAfter(newestBundled.start, -2, 9);
    await page.clock.install({ time: now });
    await page.goto("/");
    const event = page.getByTestId("home-event");
    await expect(event).toContainText("Next event");
    await expect(event).toContainText("In 2 days");
    await expect(event.getByRole("heading", { level: 3 })).toHaveText(newestBundled.title);
    await expect(event).toContainText(readsAs(newestBundled.start, now));
  });
});

test.describe("join", () => {
  test("form, four-column social cards opening in new tabs, links onward, accessible", async ({ page }) => {
    // axe over a whole page is the slow step when the machine is busy.
    test.slow();
    await page.goto("/join/");
    await expect(page.getByRole("heading", { level: 1, name: "Join Design at UCI" })).toBeVisible();
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    for (const label of ["First name", "Last name", "Email"]) await expect(form.getByLabel(label)).toBeVisible();

    const cards = page.locator("section[aria-labelledby='join-socials']").getByRole("link");
    await expect(cards).toHaveCount(shortSocials.length);
    await expect(cards.first()).toHaveAccessibleName(new RegExp(`${shortSocials[0]?.name}.*\\(opens in a new tab\\)`));
    for (const [index, link] of (await cards.all()).entries()) {
      await expect(link).toHaveAttribute("href", shortSocials[index]?.link ?? "");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const columns = await cards
      .first()
      .evaluate((a) => getComputedStyle(a.closest("ul") as Element).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(4);
    await expect(page.getByRole("link", { name: "See upcoming events" })).toHaveAttribute("href", "/events/");
    await expect(page.locator("main").getByRole("link", { name: "Browse resources" })).toHaveAttribute(
      "href",
      "/resources/",
    );
    await expectAccessible(page);
  });

  test("a successful sign-up sends the fields by JSONP and thanks the visitor", async ({ page }) => {
    const requests = await answerMailchimp(page, { result: "success", msg: "Almost finished..." });
    await openSignUp(page);
    await page.getByLabel("First name").fill("Ana");
    await page.getByLabel("Last name").fill("Ng");
    await page.getByLabel("Email").fill("ana@uci.edu");
    await page.getByRole("button", { name: "Subscribe" }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText("Subscribed!");
    await expect(status).toContainText("Thank you.");
    await expect(page.getByLabel("Email")).toHaveCount(0);
    expect(requests).toHaveLength(1);
    const url = requests[0] as URL;
    expect(url.pathname).toBe("/subscribe/post-json");
    expect(url.searchParams.get("EMAIL")).toBe("ana@uci.edu");
    expect(url.searchParams.get("FNAME")).toBe("Ana");
    expect(url.searchParams.get("LNAME")).toBe("Ng");
    expect(url.searchParams.get("c")).toBeTruthy();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(384);
  });

  test("an address already on the list is thanked too", async ({ page }) => {
    await answerMailchimp(page, {
      result: "error",
      msg: 'ana@uci.edu is already subscribed to list Design at UCI. <a href="https://example.com/">Click here to update your profile</a>',
    });
    await openSignUp(page);
    await page.getByLabel("Email").fill("ana@uci.edu");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toContainText("You are already subscribed.");
    await expect(page.getByRole("status")).toContainText("Thank you.");
    await expect(page.getByRole("status").getByRole("link")).toHaveCount(0);
  });

  test("another error keeps the inputs and shows the red message, HTML as text", async ({ page }) => {
    // axe over a whole page is the slow step when the machine is busy.
    test.slow();
    await answerMailchimp(page, { result: "error", msg: "0 - An email address must contain a single <b>@</b>." });
    await openSignUp(page);
    await page.getByLabel("Email").fill("ana");
    await page.getByRole("button", { name: "Subscribe" }).click();
    const error = page.getByText("Error, please check your inputs and try again");
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS("color", "rgb(211, 0, 42)");
    await expect(page.getByRole("status")).toContainText("An email address must contain a single @.");
    await expect(page.getByRole("status").locator("b")).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveValue("ana");
    await expectAccessible(page);
  });

  test("no answer within the time-out is an error", async ({ page }) => {
    await page.clock.install();
    await answerMailchimp(page, "hang");
    await openSignUp(page);
    await page.getByLabel("Email").fill("ana@uci.edu");
    const sent = page.waitForRequest(/post-json/);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await sent;
    await expect(page.getByRole("button", { name: "Subscribing…" })).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(page.getByText("Error, please check your inputs and try again")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("ana@uci.edu");
  });

  test("a 200 answer that is not the JSONP reply is an error at once, and the form can be sent again", async ({
    page,
  }) => {
    await page.clock.install();
    await answerMailchimp(page, "not-jsonp");
    await openSignUp(page);
    await page.getByLabel("Email").fill("ana@uci.edu");
    await page.getByRole("button", { name: "Subscribe" }).click();
    // No clock time passes: the error does not wait for the time-out.
    await expect(page.getByText("Error, please check your inputs and try again")).toBeVisible();
    await page.unroute(/list-manage\.com\/subscribe\/post-json/);
    await answerMailchimp(page, { result: "success", msg: "Almost finished..." });
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toContainText("Subscribed!");
  });

  test("a reply whose message is not text is an error, and a long message wraps at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await answerMailchimp(page, { result: "error", msg: { html: "<b>not text</b>" } });
    await openSignUp(page);
    await page.getByLabel("Email").fill("ana@uci.edu");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Error, please check your inputs and try again")).toBeVisible();
    await expect(page.getByRole("status")).not.toContainText("object");
    await expect(page.getByRole("button", { name: "Subscribe" })).toBeEnabled();

    await page.unroute(/list-manage\.com\/subscribe\/post-json/);
    await answerMailchimp(page, { result: "error", msg: `0 - ${"unbroken".repeat(40)}@uci.edu is not allowed` });
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status")).toContainText("is not allowed");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("hey: website card, link cards, newsletter box with the @ check, sticker and resource links", async ({ page }) => {
  // axe over a whole page is the slow step when the machine is busy.
  test.slow();
  const requests = await answerMailchimp(page, { result: "success", msg: "ok" });
  await page.goto("/hey/");
  await expect(page).toHaveTitle("Hey – Design at UCI");
  await expect(page.getByRole("link", { name: /designatuci\.com/ })).toHaveAttribute("href", "/");
  // The networks of the club's hub, then the sticker order form and the social-justice resource.
  const external = page.locator("main a[target='_blank']");
  await expect(external).toHaveCount(shortSocials.length + 2);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
  for (const social of shortSocials) {
    await expect(page.locator("main").getByRole("link", { name: new RegExp(`^${social.name}`) })).toHaveAttribute(
      "href",
      social.link,
    );
  }
  await expect(page.getByRole("link", { name: /Order stickers/ })).toHaveAttribute("href", /^https:\/\/forms\.gle\//);
  await expect(page.getByRole("link", { name: /Black Lives Matter resources/ })).toHaveAttribute("href", /^https:/);
  await expectAccessible(page);

  await page.getByLabel("Email").fill("ana.uci.edu");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Enter an email address with an @.")).toBeVisible();
  expect(requests).toHaveLength(0);
  await page.getByLabel("Email").fill("ana@uci.edu");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toContainText("Subscribed!");
  expect(requests.map((url) => [...url.searchParams.keys()].sort())).toEqual([["EMAIL", "c", "id", "u"]]);
});

test("about: sections in order, board, interns, alumni, partners", async ({ page }) => {
  await page.goto("/about/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("premier UI, UX and graphic design club");
  // Board Interns only when the record lists any.
  await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
    "From our board",
    "Board Members",
    ...(boardInterns.length > 0 ? ["Board Interns"] : []),
    "Board Alumni",
    "Partners",
  ]);
  for (const [name, href] of [
    ["resources", "/resources/"],
    ["events", "/events/"],
    ["join our newsletter", "/join/"],
  ] as const) {
    await expect(page.locator("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  // Beside the intro, a card leads to each program the club runs.
  const programs = page.getByRole("navigation", { name: "What we run" });
  await expect(programs.getByRole("link")).toHaveText([
    "Design-a-thon",
    "Project Teams",
    "Mentorship",
    "House points",
    "Resources",
  ]);
  await expect(programs.getByRole("link", { name: "Project Teams" })).toHaveAttribute("href", "/project-teams/");

  // Every member with their position as written, and exactly the profile links they gave, over https.
  const board = page.locator("section[aria-labelledby='about-board']");
  await expect(board.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(
    boardMembers.map((member) => member.name),
  );
  for (const member of boardMembers) {
    const card = board
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: member.name, exact: true }) });
    await expect(card).toContainText(member.position);
    await expect(card.getByRole("link")).toHaveCount(member.links?.length ?? 0);
  }
  for (const link of await board.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  await expect(page.locator("section[aria-labelledby='about-interns']").getByRole("article")).toHaveCount(
    boardInterns.length,
  );

  // Alumni: text only (no portraits), grouped under the year they left, newest first, with their links.
  const alumni = page.locator("section[aria-labelledby='about-alumni']");
  await expect(alumni.getByRole("heading", { level: 3 })).toHaveText(
    boardAlumni.map((group) => `Departed ${group.year}`),
  );
  await expect(alumni.locator("img, svg")).toHaveCount(0);
  await expect(alumni.getByRole("link")).toHaveCount(
    boardAlumni.flatMap((group) => group.members).reduce((sum, member) => sum + (member.links?.length ?? 0), 0),
  );
  for (const link of await alumni.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    // Tall enough to tap.
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  }
  // Two accounts on one network are told apart by their handles, on screen and to a screen reader.
  const twoAccounts = alumni.getByRole("link", { name: /^Kaitlyn Tran on Instagram, @/ });
  await expect(twoAccounts).toHaveText(["@kaitlyn_tranzzz", "@noomzster"]);

  // The university and the design-tool company, each a wordmark linking to its site.
  const partners = page.locator("section[aria-labelledby='about-partners']");
  await expect(partners.getByRole("img", { name: "University of California, Irvine" })).toHaveAttribute("width", "240");
  await expect(partners.getByRole("link", { name: /University of California, Irvine/ })).toHaveAttribute(
    "href",
    "https://www.ics.uci.edu/",
  );
  await expect(partners.getByRole("link", { name: /Sketch/ })).toHaveAttribute("href", "https://www.sketch.com/");
  await expect(partners.getByRole("link", { name: "Want to work with us?" })).toHaveAttribute("href", "/contact/");
});

test("about: each board card ends as it begins, with no empty band under its text", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about/");
    const cards = page.locator("section[aria-labelledby='about-board'], section[aria-labelledby='about-interns']");
    // Cards below the first rows are laid out as they come near the screen, as a visitor scrolls.
    for (const article of await cards.getByRole("article").all()) await article.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const gaps = await cards.getByRole("article").evaluateAll((articles) =>
      articles.map((article) => {
        const box = article.getBoundingClientRect();
        const style = getComputedStyle(article);
        // The accent strip across the top counts as its edge.
        const strip = getComputedStyle(article, "::before");
        const top =
          box.top +
          Number.parseFloat(style.borderTopWidth) +
          (strip.content === "none" ? 0 : Number.parseFloat(strip.height));
        const bottom = box.bottom - Number.parseFloat(style.borderBottomWidth);
        const first = article.querySelector("[aria-hidden='true']")?.getBoundingClientRect();
        // The last thing drawn: the link icons of a card that has links, else the position.
        const last = (
          article.querySelector("ul li:last-child svg") ?? article.querySelector("p")
        )?.getBoundingClientRect();
        return {
          name: article.querySelector("h3")?.textContent,
          above: Math.round((first?.top ?? 0) - top),
          below: Math.round(bottom - (last?.bottom ?? 0)),
        };
      }),
    );
    expect(gaps.length).toBe(boardMembers.length + boardInterns.length);
    // A card as tall as a neighbour whose position takes two lines keeps its text centred.
    for (const { name, above, below } of gaps) {
      expect(
        Math.abs(above - below),
        `${name} at ${width}px: ${above} px above, ${below} px below`,
      ).toBeLessThanOrEqual(4);
    }
  }
});

test("about: accessible, and a jump to the end reveals every section passed over", async ({ page }) => {
  // axe over a whole page is the slow step when the machine is busy.
  test.slow();
  await page.goto("/about/");
  await expect(page.locator("[data-reveal='waiting']")).not.toHaveCount(0);
  await page.getByRole("link", { name: "Want to work with us?" }).scrollIntoViewIfNeeded();
  await expect(page.locator("[data-reveal='waiting']")).toHaveCount(0);
  await expectAccessible(page);
});

test("about: the board carousel, its accents, buttons and keys", async ({ page }) => {
  await page.goto("/about/");
  const carousel = page.getByRole("region", { name: "From our board" });
  const slides = carousel.locator("[aria-roledescription='slide']");
  await expect(slides).toHaveCount(quoteCards.length);
  for (const [index, card] of quoteCards.entries()) {
    const slide = slides.nth(index);
    await expect(slide).toHaveAttribute("data-accent", ["blue", "yellow", "red"][index % 3] ?? "");
    await expect(slide).toContainText(card.name);
    await expect(slide).toContainText(card.position);
    await expect(slide).toContainText(`20${card.years[0]} – 20${card.years[1]}`);
    await expect(slide.getByRole("img", { name: `Portrait of ${card.name}` })).toBeVisible();
    // Only the member's own words are set as a quotation.
    await expect(slide.locator("blockquote")).toHaveCount(card.quote ? 1 : 0);
  }
  expect(await slides.first().evaluate((s) => s.getBoundingClientRect().width)).toBe(300);
  const track = carousel.getByRole("group", { name: /use the arrow keys/ });
  const next = carousel.getByRole("button", { name: "Next card" });
  // Where every card is on screen there is nothing to move to: no arrows.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(next).toBeHidden();
  // On a phone the cards overflow: the arrows and keys move through them. The card
  // peeking in at the edge shows its colour, not words cut in half, until it comes in.
  await page.setViewportSize({ width: 390, height: 844 });
  await next.scrollIntoViewIfNeeded();
  await expect(slides.nth(1)).toHaveAttribute("data-peek", "");
  const words = slides.nth(1).locator(":scope > * > *");
  for (const part of await words.all()) await expect(part).toHaveCSS("opacity", "0");
  await next.click();
  await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(100);
  await expect(slides.nth(1)).not.toHaveAttribute("data-peek");
  for (const part of await words.all()) await expect(part).toHaveCSS("opacity", "1");
  await track.focus();
  await page.keyboard.press("Home");
  await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBe(0);
});

test("contact: the mail button, the invitation and the social icons", async ({ page }) => {
  // axe over a whole page is the slow step when the machine is busy.
  test.slow();
  await page.goto("/contact/");
  await expect(page.getByRole("link", { name: "design@uci.edu" })).toHaveAttribute("href", "mailto:design@uci.edu");
  await expect(page.locator("main")).toContainText("Questions, comments or feedback?");
  await expect(page.locator("main")).toContainText("collaborate");
  const icons = page.locator("main").getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(icons).toHaveCount(6);
  await expect(icons.first()).toHaveAttribute("target", "_blank");
  await expectAccessible(page);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the contact icons and the house emblems wrap into even rows, not a lone item", async ({ page }) => {
    /** How many items sit on each row, top to bottom. */
    const rowSizes = (items: Locator) =>
      items.evaluateAll((elements) => {
        const tops = elements.map((element) => Math.round(element.getBoundingClientRect().top));
        return [...new Set(tops)].map((top) => tops.filter((each) => each === top).length);
      });
    await page.goto("/contact/");
    expect(
      await rowSizes(page.locator("main").getByRole("list", { name: "Social media" }).getByRole("listitem")),
    ).toEqual([3, 3]);
    await page.goto("/houses/");
    const emblems = page.getByRole("region", { name: "What are Houses?" }).getByRole("listitem");
    expect(await rowSizes(emblems)).toEqual([2, 2]);
  });
  test("the join cards fall to two columns; no page of part 1 scrolls sideways", async ({ page }) => {
    // axe over a whole page is the slow step when the machine is busy.
    test.slow();
    await page.goto("/join/");
    const columns = await page
      .locator("main")
      .getByRole("link", { name: /Instagram/ })
      .evaluate((a) => getComputedStyle(a.closest("ul") as Element).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(2);
    await expectAccessible(page);
    for (const path of ["/", "/hey/", "/about/", "/contact/"]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
