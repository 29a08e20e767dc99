// The navigation probe of `pnpm bench`: how long from a click on a link until
// the next page is painted, on the paths visitors take most. It drives the
// bench's Chromium (puppeteer over the DevTools port) as a desktop visitor
// with a mouse, unthrottled, each run in a fresh profile: the visitor opens
// the first page, points at the link as a visitor does before clicking (long
// enough for the speculation rules to fetch the next document, or the site's
// router its code), then clicks.
import type { Browser, Page } from "puppeteer-core";

/** A path a visitor takes: from a page, by the first visible link that matches `link`, to a page. */
export interface NavigationPath {
  name: string;
  from: string;
  link: string;
  to: string;
}

/**
 * The three paths the bench measures, the first by the site's router, the
 * others whole documents: home → events; the Design-a-thon page → the newest
 * edition (the events page links to no edition: the Design-a-thon page is
 * where the events lead to one); that edition → its people page.
 */
export function navigationPaths(newestEdition: string): NavigationPath[] {
  return [
    { name: "home → events", from: "/", link: 'a[href="/events/"]', to: "/events/" },
    {
      name: "Design-a-thon → an edition",
      from: "/designathon/",
      link: `a[href="${newestEdition}"]`,
      to: newestEdition,
    },
    {
      name: "an edition → its people",
      from: newestEdition,
      link: `a[href="${newestEdition}people/"]`,
      to: `${newestEdition}people/`,
    },
  ];
}

// How long the visitor points before the click at most: the speculation rules
// start after 200 ms of pointing ("moderate"); the probe clicks once the
// fetch has finished, or after this.
const POINTING_MS = 2000;

/** Waits until the page is React's (an edition's people page is never hydrated: its load event). */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      (document.documentElement.dataset.hydrated === "true" || !document.querySelector('script[type="module"]')) &&
      document.querySelector('script[type="speculationrules"]'),
    { timeout: 30_000 },
  );
}

/**
 * When the page at `to` painted (ms since the epoch): a new document's first
 * contentful paint; after the router's navigation, the frame after the new
 * page's heading replaced the old one; and when the click was. Retried when a navigation replaces the
 * document it was asked in.
 */
async function paintedAt(page: Page, to: string): Promise<{ clicked: number; painted: number }> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      return await page.evaluate(async (to) => {
        // No named functions in here: tsx would wrap them in a helper the page lacks.
        const old = (window as { benchOldHeading?: Element | null }).benchOldHeading;
        while (location.pathname !== to || document.querySelector("h1") === old)
          await new Promise((resolve) => requestAnimationFrame(resolve));
        const clicked = Number(sessionStorage.getItem("bench:clicked"));
        if (performance.timeOrigin > clicked) {
          const paint = await new Promise<PerformanceEntry>((resolve) =>
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName("first-contentful-paint")[0];
              if (entry) resolve(entry);
            }).observe({ type: "paint", buffered: true }),
          );
          return { clicked, painted: performance.timeOrigin + paint.startTime };
        }
        // The frame that shows the new heading has been presented once the next task runs after it.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        await new Promise((resolve) => setTimeout(resolve));
        return { clicked, painted: performance.timeOrigin + performance.now() };
      }, to);
    } catch (error) {
      if (!/context was destroyed|Cannot find context|detached/i.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  throw new Error(`${to} never painted`);
}

/** One run of one path in a fresh profile: milliseconds from the click until the next page painted. */
export async function clickToPaint(browser: Browser, origin: string, path: NavigationPath): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const cdp = await page.createCDPSession();
    await cdp.send("Preload.enable");
    const fetched = new Set<string>();
    cdp.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.status === "Ready" || event.status === "Failure") fetched.add(new URL(event.prefetchUrl).pathname);
    });
    await page.goto(`${origin}${path.from}`, { waitUntil: "load" });
    await settled(page);
    const link = await page.$$eval(path.link, (links) => {
      const shown = links.find((link) => link.getClientRects().length > 0) as HTMLAnchorElement | undefined;
      shown?.scrollIntoView({ block: "center" });
      shown?.setAttribute("data-bench-link", "");
      return shown?.pathname;
    });
    if (!link) throw new Error(`${path.from} shows no link ${path.link}`);
    await page.evaluate(() => {
      (window as { benchOldHeading?: Element | null }).benchOldHeading = document.querySelector("h1");
    });
    const target = "[data-bench-link]";
    await page.hover(target);
    // The visitor points until the next document is fetched; on a link of the site's router,
    // which loads the page's code instead and tells nothing, as long as a visitor may.
    const pointedAt = Date.now();
    while (!fetched.has(link) && Date.now() - pointedAt < POINTING_MS) await new Promise((r) => setTimeout(r, 20));
    // Kept in the tab's session storage: a new document reads when the old one saw the click.
    await page.evaluate(() =>
      addEventListener(
        "click",
        (event) => sessionStorage.setItem("bench:clicked", String(performance.timeOrigin + event.timeStamp)),
        { capture: true, once: true },
      ),
    );
    await page.click(target);
    const { clicked, painted } = await paintedAt(page, path.to);
    return painted - clicked;
  } finally {
    await context.close();
  }
}
