import type { Page, Route } from "@playwright/test";
import { expect, expectAccessible, notFoundResource, test, untilReactOwns } from "../fixtures.ts";
import { startHostWithHeaders, startOtherSite } from "../host.ts";
import { dmSansLoaded } from "../page-checks.ts";

test("the home page is prerendered, hydrates and has the shell", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Design at UCI");
  await expect(page.getByRole("heading", { level: 1, name: "Design at UCI" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get involved" })).toHaveAttribute("href", "/join/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Instagram (opens in a new tab)" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Design at UCI`);
  await expectAccessible(page);
});

test("the prerendered HTML carries the page and its styles without JavaScript", async ({ request }) => {
  const html = await (await request.get("/about/")).text();
  expect(html).toContain("<title>About – Design at UCI</title>");
  expect(html).toMatch(/<style data-emotion="c,[\w,]+">\.c-/);
  // The body's values that need no quotes have none (compactHtml in @duci/prerender).
  expect(html).toMatch(/<nav aria-label=("?)Main\1[ >]/);
});

test("scripts take over the prerendered styles where they are, without writing any of them again", async ({ page }) => {
  // A style tag taken out of the page, even to go back where it was, makes the browser restyle the whole
  // page. (Emotion moves the empty tags that name the rules for it: they restyle nothing.)
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { movedStyles: moved });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof HTMLStyleElement && node.hasAttribute("data-emotion") && node.textContent)
            moved.push(node.getAttribute("data-emotion") ?? "");
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ["/about/", "/designathon/24/"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const rules = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
        .filter((rule) => rule.startsWith(".c-")),
    );
    expect(rules.length, path).toBeGreaterThan(20);
    expect(rules.length - new Set(rules).size, `rules written twice on ${path}`).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles), path).toEqual([]);
  }
});

test("nothing but the HTML stands before the first paint", async ({ request }) => {
  const html = await (await request.get("/about/")).text();
  const [head = "", body = ""] = html.split("</head>");
  // Styles and the metric-matched fallback font faces are inline in <head>.
  expect(head).toMatch(/<style data-emotion="c,[\w,]+">\.c-/);
  expect(head).toMatch(/<style>@font-face\{font-family:DM Sans Fallback;/);
  // The app's stylesheet is inline; its link stays only disabled (never fetched), so lazy chunks do not add it.
  expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(" disabled>"))).toBe(true);
  // No script is fetched before the page has painted: the head's script adds
  // the entry once the browser has painted and read the page. DM Sans's faces
  // wait in a <noscript> (read as is without JavaScript), at the fonts' one
  // address for every app; the script after it declares them before the first paint.
  expect(html).not.toMatch(/<script[^>]* src=/);
  expect(html).not.toMatch(/<link[^>]*modulepreload/);
  expect(head).toMatch(
    /<noscript id="web-fonts"><style>@font-face\{font-family:DM Sans;[^<]*url\(\/assets\/fonts\/dm-sans-[\w-]+\.woff2\)[^<]*<\/style><\/noscript>/,
  );
  expect(head.replace(/<noscript id="web-fonts">.*?<\/noscript>|<script>.*?<\/script>/g, "")).not.toContain(".woff");
  const headScripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  expect(
    headScripts.filter((code) => /"\/assets\/index-[\w-]+\.js"/.test(code) && code.includes("PerformanceObserver")),
  ).toHaveLength(1);
  expect(body).not.toContain("<script>");
});

test("no page fetches a logo from below the fold before it has painted", async ({ request }) => {
  // An image without loading="lazy" gets a preload in <head> from the server renderer:
  // bytes in the HTML and a request that competes with the page on a slow link.
  for (const path of ["/about/", "/events/", "/designathon/22/", "/designathon/23/", "/designathon/24/"]) {
    const head = (await (await request.get(path)).text()).split("</head>")[0];
    expect(head, path).not.toMatch(/<link rel="preload" as="image"/);
  }
  // The featured resources' first cover, on the first screen and the page's largest paint, is the one asked for early.
  const featured = await (await request.get("/resources/featured/")).text();
  const preloads = featured.split("</head>")[0]?.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  const firstCover = /<img src="([^"]+)"/.exec(featured.split("</head>")[1] ?? "")?.[1];
  expect(preloads).toEqual([`<link rel="preload" as="image" href="${firstCover}"/>`]);
});

test("a first visit is set in DM Sans and keeps the fonts; later pages of every app add them before their first paint", async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2"))
      fontRequests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
  });
  await page.goto("/about/");
  // Nothing kept yet: the page paints in the fallback, then the files are asked for and the faces join it.
  await expect.poll(() => dmSansLoaded(page)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.webFonts)).toBe("declared");
  const afterPaint = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const fonts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2"));
    return fonts.length > 0 && fonts.every((font) => font.startTime >= paint);
  });
  expect(afterPaint, "the font files are asked for after the first paint").toBe(true);
  // Once the page has loaded, the fonts are kept for later pages.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("duci:web-fonts")), { timeout: 15_000 })
    .toMatch(/^\/assets\/fonts\/dm-sans-[\w-]+\.woff2 \/assets\/fonts\/dm-sans-[\w-]+\.woff2$/);
  const kept = JSON.parse((await page.evaluate(() => localStorage.getItem("duci:web-fonts-faces"))) ?? "[]");
  expect(kept.map(({ family, weight, style }: Record<string, string>) => `${family} ${weight} ${style}`)).toEqual([
    "DM Sans 500 normal",
    "DM Sans 700 normal",
  ]);
  for (const face of kept) expect(face.font.length).toBeGreaterThan(10_000);
  // Each file fetched once: the faces and the kept copies are made from the same bytes.
  expect(fontRequests).toEqual([
    expect.stringMatching(/-500-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/-700-normal-[\w-]+\.woff2$/),
  ]);
  const requested = fontRequests.length;

  // The next page, and an edition's, add the kept faces before their first paint, without a request.
  for (const next of ["/contact/", "/designathon/24/"]) {
    await page.goto(next);
    expect(await page.evaluate(() => document.documentElement.dataset.webFonts), next).toBe("kept");
    expect(await dmSansLoaded(page), next).toBe(true);
  }
  expect(fontRequests).toHaveLength(requested);
});

test("without JavaScript the pages are set in DM Sans", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about/");
  await expect.poll(() => dmSansLoaded(page), { message: "DM Sans loads without JavaScript" }).toBe(true);
  await context.close();
});

test("/about and /about/ both give the about page", async ({ page }) => {
  const response = await page.goto("/about");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page).toHaveTitle("About – Design at UCI");
});

test.describe("an unknown path", () => {
  test.use({ expectedErrors: [notFoundResource] });

  test("gives the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText(/The URL 127\.0\.0\.1:\d+\/no-such-page does not exist\./)).toBeVisible();
    await expect(page.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact/");
    await expect(page.getByRole("heading", { name: "Sitemap Directory" })).toBeVisible();
    await expectAccessible(page);
  });

  test("in other letters' case is not found either, before and after hydration, as the host serves it", async ({
    page,
  }) => {
    const response = await page.goto("/About/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test("a modified click opens a tab, and a link to the page on screen adds no history entry", async ({
  page,
  context,
}) => {
  await page.goto("/about/");
  const footer = page.getByRole("contentinfo");
  const before = await page.evaluate(() => history.length);
  await footer.getByRole("link", { name: "About", exact: true }).click();
  expect(await page.evaluate(() => history.length)).toBe(before);

  // The new tab is known by the page it opens and by its request: Debian's headless shell
  // (150) crashes a tab opened this way as soon as the test reads it, whatever its page.
  const [, opened] = await Promise.all([
    context.waitForEvent("page"),
    context.waitForEvent("request", (request) => request.isNavigationRequest()),
    footer.getByRole("link", { name: "Contact", exact: true }).click({ modifiers: ["ControlOrMeta"] }),
  ]);
  expect(opened.url()).toMatch(/\/contact\/$/);
  await expect(page).toHaveURL(/\/about\/$/);
});

test("navigating inside the site needs no page load", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page).toHaveTitle("About – Design at UCI");
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

for (const [path, title] of [
  ["/designathon/24/", "Design-a-thon 2024: True to You – Design at UCI"],
  ["/designathon/23/", "Design-a-thon 2023: You Belong Here – Design at UCI"],
  ["/designathon/22/", "Design-a-thon 2022: Impact – Design at UCI"],
] as const) {
  test(`the edition ${path} is its own prerendered app`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
}

const aliases = [
  ["/designathons/24", "/designathon/24/"],
  ["/designathon/true-to-you", "/designathon/24/"],
  ["/designathons/truetoyou/", "/designathon/24/"],
  ["/truetoyou", "/designathon/24/"],
  ["/true-to-you/", "/designathon/24/"],
  ["/impact22", "/designathon/22/"],
  ["/designathon/impact/", "/designathon/22/"],
  ["/designathons/impact22/", "/designathon/22/"],
  ["/designathon/you-belong-here/", "/designathon/23/"],
  ["/designathons/23/", "/designathon/23/"],
  ["/designathons/", "/designathon/"],
  ["/shirt22", "/merch/shirt22/"],
] as const;

test("every alias leads to its canonical page and replaces the history entry", async ({ page }) => {
  test.slow(); // a dozen navigations
  await page.goto("/about/");
  for (const [from, to] of aliases) {
    await page.goto(from);
    await expect(page, from).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`));
    await page.goBack();
    await expect(page, `back from ${from}`).toHaveURL(/\/about\/$/);
  }
});

test("redirect pages work without JavaScript", async ({ request }) => {
  const html = await (await request.get("/ptsignup/")).text();
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/project-teams/registration/">');
  expect(html).toContain('<a href="/project-teams/registration/">');
  const external = await (await request.get("/discord/")).text();
  expect(external).toContain("url=https://discord.com/invite/MBVrKe9");
  const sorting = await (await request.get("/houses/sorting/")).text();
  expect(sorting).toContain("url=https://forms.gle/6aj3nKe3S5QttYqp8");
});

test("external redirects go to their targets", async ({ page }) => {
  let reached = "";
  await page.route("https://forms.gle/**", async (route) => {
    reached = route.request().url();
    await route.fulfill({ body: "<title>form</title>", contentType: "text/html" });
  });
  await page.goto("/pt-registration");
  await expect.poll(() => reached).toBe("https://forms.gle/1XBF3JKgpDikkDnT6");
});

test("sitemap lists canonical pages only, and robots.txt points at it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/about/</loc>");
  expect(sitemap).not.toContain("/dev/events/");
  expect(sitemap).not.toContain("/truetoyou/");
  expect(sitemap).not.toContain("/storybook/");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test("Storybook is served under /storybook/", async ({ request }) => {
  const response = await request.get("/storybook/");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("storybook");
  const index = await (await request.get("/storybook/index.json")).json();
  expect(Object.keys(index.entries)).toContain("shell-sitenav--default");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, lists the pages with Join highlighted, and closes on Escape", async ({ page }) => {
    await page.goto("/about/");
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link")).toHaveText(["Events", "Resources", "About", "Contact", "Join"]);
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await button.click();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test("every page shares its own title, description, canonical address and preview image", async ({ request }) => {
  for (const [path, title] of [
    ["/about/", "About – Design at UCI"],
    ["/designathon/24/", "Design-a-thon 2024: True to You – Design at UCI"],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).toContain(`<link rel="canonical" href="https://designatuci.com${path}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const image = /<meta property="og:image" content="https:\/\/designatuci\.com([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\.png$/);
    const png = await request.get(image ?? "");
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    // PNG header: width and height are big-endian at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test("pages carry a strict Content-Security-Policy", async ({ request }) => {
  const metaPolicy = async (path: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await (await request.get(path)).text())?.[1] ??
    "";
  const policy = await metaPolicy("/");
  expect(policy).toContain("default-src 'self'");
  // The directive that governs `name`: its own, or default-src, which connect-src falls back to.
  const directive = (text: string, name: string) => {
    const parts = text.split("; ");
    const own = parts.find((part) => part.startsWith(`${name} `));
    if (own || name !== "connect-src") return own ?? "";
    return (parts.find((part) => part.startsWith("default-src ")) ?? "").replace("default-src", name);
  };
  // Each page names only the hosts of the services it uses.
  const sanity = "https://8c8akzjz.apicdn.sanity.io https://8c8akzjz.api.sanity.io";
  const sheet = "https://docs.google.com https://*.googleusercontent.com";
  expect(directive(policy, "connect-src")).toBe(`connect-src 'self' ${sanity}`);
  expect(directive(await metaPolicy("/events/"), "connect-src")).toBe(`connect-src 'self' ${sanity} ${sheet}`);
  for (const path of ["/about/", "/houses/", "/join/", "/designathon/24/"]) {
    expect(directive(await metaPolicy(path), "connect-src"), path).toBe("connect-src 'self'");
  }
  // Only the pages with the newsletter form may load Mailchimp's script or post to it.
  expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
  expect(directive(policy, "form-action")).toBe("form-action 'self'");
  for (const path of ["/join/", "/hey/"]) {
    const page = await metaPolicy(path);
    expect(page).toMatch(/script-src 'self'( 'sha256-[^']+')* https:\/\/[\w.-]+list-manage\.com;/);
    expect(directive(page, "form-action")).toMatch(/^form-action 'self' https:\/\/[\w.-]+list-manage\.com$/);
  }
  // A meta policy cannot carry frame-ancestors (browsers ignore it there).
  expect(policy).not.toContain("frame-ancestors");
  expect(policy).not.toContain("unsafe-eval");
  const redirect = await (await request.get("/truetoyou/")).text();
  expect(redirect).toMatch(/script-src 'self' 'sha256-/);
});

test("hosts that read _headers send framing protection, nosniff, a referrer and a permissions policy", async ({
  request,
}) => {
  // The suite's server ignores _headers, as GitHub Pages does: this test starts a host that reads it.
  expect((await request.get("/join/")).headers()["content-security-policy"]).toBeUndefined();
  const host = await startHostWithHeaders();
  try {
    const get = (path: string) => request.get(`${host.url}${path}`);
    for (const path of ["/", "/join/", "/events/", "/designathon/24/", "/events.ics"]) {
      const headers = (await get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
    }
    // Each page's policy is in its meta tag; the header adds the one rule a meta tag cannot carry.
    for (const path of ["/", "/join/", "/join/index.html", "/designathon/24/"]) {
      expect((await get(path)).headers()["content-security-policy"], path).toBe("frame-ancestors 'none'");
    }
    // Storybook's manager frames its own preview: it may be framed by its own origin, no other.
    expect((await get("/storybook/iframe.html")).headers()["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect((await get("/_headers")).status()).toBe(404);
  } finally {
    host.stop();
  }
});

test("Storybook's manager shows the story in its own frame, under the preview's own policy", async ({ page }) => {
  // Any policy violation, in the manager or in the preview it frames, fails the test.
  await page.goto("/storybook/?path=/story/events-eventcard--upcoming");
  const preview = page.frameLocator("#storybook-preview-iframe");
  await expect(preview.getByRole("heading", { name: "Intro to UX Research" })).toBeVisible({ timeout: 30_000 });
});

test("Storybook gives designers an introduction and a Docs page with a props table for every component", async ({
  page,
  request,
}) => {
  const { entries } = (await (await request.get("/storybook/index.json")).json()) as {
    entries: Record<string, { type: string; title: string }>;
  };
  const titles = (type: string) =>
    new Set(Object.values(entries).flatMap((entry) => (entry.type === type ? [entry.title] : [])));
  expect(entries["introduction--docs"]).toBeTruthy();
  expect([...titles("story")].filter((title) => !titles("docs").has(title))).toEqual([]);
  await page.goto("/storybook/?path=/docs/edition-faq--docs");
  const docs = page.frameLocator("#storybook-preview-iframe");
  const props = docs.getByRole("table").first();
  await expect(props.getByText("contactEmail", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(props.getByText("Where a visitor writes with a question", { exact: false })).toBeVisible();
});

test("Storybook's Edition menu draws a Design-a-thon block in each year's look, at the review widths", async ({
  page,
}) => {
  const ground = async (edition: string) => {
    await page.goto(`/storybook/?path=/story/edition-faq--plain&globals=edition:${edition};viewport:w390`);
    const frame = page.locator("#storybook-preview-iframe");
    const heading = page.frameLocator("#storybook-preview-iframe").getByRole("heading", { name: "FAQ" });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(390);
    return heading.evaluate((element) => {
      const section = element.closest("section") as HTMLElement;
      return `${getComputedStyle(section).backgroundColor} ${getComputedStyle(element).color}`;
    });
  };
  const looks = [await ground("default"), await ground("edition-2026"), await ground("edition-2025")];
  // 2026's night and 2025's sky differ from the blocks' own white ground, and from each other.
  expect(new Set(looks).size).toBe(3);
  await page
    .getByRole("toolbar")
    .getByRole("button", { name: /in an edition's look/ })
    .click();
  for (const year of ["2022", "2023", "2024", "2025", "2026"])
    await expect(page.getByRole("option", { name: `Design-a-thon ${year}`, exact: true })).toBeVisible();
});

test("a page reached from one whose policy lacks its services is loaded in full, and reaches them", async ({
  page,
}) => {
  const sent: string[] = [];
  await page.route(/list-manage\.com\/subscribe\/post-json/, (route) => {
    const url = new URL(route.request().url());
    sent.push(url.searchParams.get("EMAIL") ?? "");
    return route.fulfill({
      contentType: "text/javascript",
      body: `${url.searchParams.get("c")}(${JSON.stringify({ result: "success", msg: "ok" })})`,
    });
  });
  // A mark on the window: a move inside the document keeps it, a full load (fetched ahead or not) has none.
  const sameDocument = () => page.evaluate(() => "aboutPageMark" in window);
  await page.goto("/about/");
  await page.evaluate(() => Object.assign(window, { aboutPageMark: true }));
  const nav = page.getByRole("navigation", { name: "Main" });
  await untilReactOwns(nav.getByRole("link", { name: "Contact", exact: true }));
  // A page that uses no service: shown in the same document.
  await nav.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  expect(await sameDocument()).toBe(true);

  // The join page's form calls Mailchimp, which the about page's policy does not allow: loaded in full.
  await nav.getByRole("link", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/join\/$/);
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  expect(await sameDocument()).toBe(false);
  await page.getByLabel("Email").fill("ana@uci.edu");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toContainText("Subscribed!");
  expect(sent).toEqual(["ana@uci.edu"]);
});

test("the home page describes the club as a schema.org Organization", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? "{}";
  const data = JSON.parse(json);
  expect(data["@type"]).toBe("Organization");
  expect(data.name).toBe("Design at UCI");
  expect(data.email).toBe("design@uci.edu");
});

test("each Design-a-thon edition is a schema.org Event with Pacific offsets", async ({ request }) => {
  for (const [path, start] of [
    ["/designathon/24/", "2024-05-17T15:00:00-07:00"],
    ["/designathon/23/", "2023-02-24T17:30:00-08:00"],
    ["/designathon/22/", "2022-01-28T18:00:00-08:00"],
  ] as const) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "{}"),
    );
    const event = blocks.find((block) => block["@type"] === "Event" && String(block.name).startsWith("Design-a-thon"));
    expect(event?.startDate, path).toBe(start);
    expect(event?.eventAttendanceMode, path).toMatch(/^https:\/\/schema\.org\/(Mixed|Online)EventAttendanceMode$/);
    expect(event?.location, path).toBeTruthy();
  }
});

test("a page's index.html hydrates as the page, as the host serves it there", async ({ page }) => {
  // The fixture fails the test on any console error, a hydration mismatch (React #418) included.
  // The events page asks the content service for news (it has none) and the sheet for house points.
  const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };
  await page.route(/^https:\/\/8c8akzjz\.apicdn\.sanity\.io\//, (route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({ json: { result: [] }, headers: cors }),
  );
  await page.route(/^https:\/\/docs\.google\.com\/spreadsheets\//, (route) =>
    route.fulfill({ body: "House\tPoints\r\nHades\t120\r\n", contentType: "text/tab-separated-values", headers: cors }),
  );
  for (const [path, title] of [
    ["/about/", "About – Design at UCI"],
    ["/events/", "Events – Design at UCI"],
    ["/join/", "Join – Design at UCI"],
  ] as const) {
    await page.goto(path);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    const response = await page.goto(`${path}index.html`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html[data-hydrated=true]"), path).toBeAttached();
    await expect(page, path).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading ?? "");
    await expect(page.getByRole("heading", { name: "Page Not Found" }), path).toHaveCount(0);
    await expect(page, path).toHaveURL(new RegExp(`${path}index\\.html$`));
  }
});

test.describe("a page framed by another site", () => {
  // GitHub Pages sends no frame-ancestors: the suite's server does not either, so only the
  // page's own guard can stop the framing.
  const framed = [
    "/join/",
    "/designathon/24/",
    "/designathon/24/people/",
    "/events/",
    "/storybook/iframe.html?id=events-eventcard--upcoming&viewMode=story",
  ];
  let stop = () => {};
  test.afterEach(() => stop());

  async function frameOnAnotherSite(page: Page, url: string, sandbox?: string) {
    const sandboxed = sandbox === undefined ? "" : ` sandbox="${sandbox}"`;
    const site = await startOtherSite(
      `<!doctype html><title>Win a prize</title><p>Click to win!</p><iframe src="${url}" width="1000" height="700"${sandboxed}></iframe>`,
    );
    stop = site.stop;
    await page.goto(site.url);
    const frame = page.frames().find((candidate) => candidate.url() === url);
    if (!frame) throw new Error(`${url} was not framed`);
    await frame.waitForLoadState("load");
    return frame;
  }

  for (const path of framed) {
    test(`${path} loads in the frame but shows nothing and takes no click or key`, async ({ page, baseURL }) => {
      const frame = await frameOnAnotherSite(page, `${baseURL}${path}`);
      // The page itself is in the frame (no header kept it out), with its content in the document...
      // (Storybook names its frame's document once the story has rendered.)
      await expect.poll(() => frame.title()).toMatch(/Design at UCI|Design-a-thon|events-eventcard--upcoming/);
      const heading = frame.getByRole("heading", {
        level: path.startsWith("/storybook/") ? 2 : 1,
        includeHidden: true,
      });
      await expect(heading).toHaveCount(1);
      // ...but nothing of it is shown.
      await expect(heading).toBeHidden();
      await expect(frame.locator("body")).toBeHidden();
      expect(await frame.evaluate(() => document.elementFromPoint(200, 200))).toBeNull();
      // A visitor clicking and typing where the page would be reaches none of it.
      await page.mouse.click(300, 300);
      await page.keyboard.press("Tab");
      await page.keyboard.type("ana@uci.edu");
      expect(await frame.evaluate(() => document.activeElement === document.body || !document.activeElement)).toBe(
        true,
      );
    });
  }

  test.describe("in a sandbox", () => {
    // A sandbox without allow-same-origin gives the page an origin of its own: Chromium refuses it
    // the icons' sprite and (fonts being fetched with CORS) the preloaded fonts, on our origin, and says so.
    // (One pattern: an array of several would read as Playwright's option tuple.)
    test.use({
      expectedErrors: [
        /^(Unsafe attempt to load URL \S+ from frame with URL|Access to font at '\S+\/assets\/fonts\/\S+' from origin 'null' has been blocked by CORS policy|Failed to load resource: net::ERR_FAILED$)/,
      ],
    });

    test("the newsletter form in a frame cannot be filled in or sent, even in a sandbox that allows scripts", async ({
      page,
      baseURL,
    }) => {
      for (const sandbox of [undefined, "allow-scripts allow-forms allow-popups"]) {
        const frame = await frameOnAnotherSite(page, `${baseURL}/join/`, sandbox);
        const email = frame.getByRole("textbox", { name: "Email", includeHidden: true });
        await expect(email, String(sandbox)).toHaveCount(1);
        await expect(email, String(sandbox)).toBeHidden();
        await expect(email.fill("ana@uci.edu", { timeout: 1000 }), String(sandbox)).rejects.toThrow();
        await expect(
          frame.getByRole("button", { name: "Subscribe", includeHidden: true }),
          String(sandbox),
        ).toBeHidden();
        stop();
      }
    });
  });

  test.describe("in a sandbox that stops scripts", () => {
    // The page shows as it does without JavaScript (its <noscript> style), unguarded.
    test.use({
      expectedErrors: [
        /^(Unsafe attempt to load URL \S+ from frame with URL|Access to font at '\S+\/assets\/fonts\/\S+' from origin 'null' has been blocked by CORS policy|Failed to load resource: net::ERR_FAILED$|Blocked script execution in '\S+' because the document's frame is sandboxed|Unsafe attempt to initiate navigation for frame with URL)/,
      ],
    });

    test("the framed newsletter form cannot send anything; a visitor without JavaScript at the top can", async ({
      page,
      browser,
      baseURL,
    }) => {
      const posts: string[] = [];
      const answerMailchimp = (route: Route) => {
        posts.push(route.request().postData() ?? "");
        return route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>Mailchimp</title><p>Almost finished",
        });
      };
      await page.context().route(/list-manage\.com\/subscribe\/post\?/, answerMailchimp);
      const popups: string[] = [];
      page.context().on("page", (opened) => popups.push(opened.url()));
      const frame = await frameOnAnotherSite(page, `${baseURL}/join/`, "allow-forms allow-popups");
      // What it can do: read the page, and type into the form.
      await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
      await frame.getByLabel("Email").fill("ana@uci.edu");
      // What it cannot: send it. The form posts to the whole window, which the sandbox keeps from it.
      const site = page.url();
      const refused = page.waitForEvent("console", (message) =>
        message.text().startsWith("Unsafe attempt to initiate navigation"),
      );
      await frame.getByRole("button", { name: "Subscribe" }).click();
      await refused;
      await expect(frame.getByRole("button", { name: "Subscribe" })).toBeVisible();
      expect(frame.url()).toBe(`${baseURL}/join/`);
      expect(page.url()).toBe(site);
      expect(posts).toEqual([]);
      expect(popups).toEqual([]);

      const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
      try {
        await noScript.route(/list-manage\.com\/subscribe\/post\?/, answerMailchimp);
        const reader = await noScript.newPage();
        await reader.goto("/join/");
        await reader.getByLabel("Email").fill("ana@uci.edu");
        await reader.getByRole("button", { name: "Subscribe" }).click();
        await expect(reader).toHaveTitle("Mailchimp");
        expect(posts.join("&")).toContain("EMAIL=ana%40uci.edu");
      } finally {
        await noScript.close();
      }
    });
  });

  test("the same page at the top of its window shows at once, with or without JavaScript", async ({
    page,
    browser,
  }) => {
    await page.goto("/join/");
    await expect(page.getByLabel("Email")).toBeVisible();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const reader = await noScript.newPage();
      await reader.goto("/join/");
      await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(reader.getByLabel("Email")).toBeVisible();
    } finally {
      await noScript.close();
    }
  });
});
