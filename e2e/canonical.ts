// The canonical routes (the sitemap's, so a new page or edition is covered
// without a change here) and the remote sources answered as on a normal day.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

const sitemap = readFileSync(new URL("../dist/sitemap.xml", import.meta.url), "utf8");

/** Every canonical route of the built site, e.g. "/" and "/designathon/23/". */
export const canonicalRoutes: readonly string[] = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(
  (match) => match[1] ?? "/",
);

const seasons = ["winter", "spring", "summer", "fall"];
const archiveQuarter = /^\/events\/all\/[a-z]+-\d{4}\/$/;

/**
 * The routes the visual test pictures: every canonical route, but of the
 * archive's quarter pages (one layout, one per quarter) only the newest,
 * which the sitemap lists as the build found it.
 */
export const picturedRoutes: readonly string[] = canonicalRoutes.filter(
  (route) =>
    !archiveQuarter.test(route) ||
    route === canonicalRoutes.filter((quarter) => archiveQuarter.test(quarter)).sort(newestQuarterFirst)[0],
);

/** "/events/all/spring-2026/" before "/events/all/winter-2026/" before "/events/all/fall-2025/". */
function newestQuarterFirst(a: string, b: string): number {
  const rank = (route: string) => {
    const [season = "", year = "0"] = route.split("/")[3]?.split("-") ?? [];
    return Number(year) * 4 + seasons.indexOf(season);
  };
  return rank(b) - rank(a);
}

const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };

/** The remote sources answer as on a normal day: no new events, four houses with points. */
export async function answerRemoteSources(page: Page) {
  await page.route(/^https:\/\/8c8akzjz\.apicdn\.sanity\.io\//, (route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({ json: { result: [] }, headers: CORS }),
  );
  await page.route(/^https:\/\/docs\.google\.com\/spreadsheets\//, (route) =>
    route.fulfill({
      body: "House\tPoints\r\nHades\t1,250\r\nAthena\t950\r\nZeus\t1,400\r\nAphrodite\t880\r\n",
      contentType: "text/tab-separated-values",
      headers: CORS,
    }),
  );
}
