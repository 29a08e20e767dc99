import { siteMeta } from "@duci/data/site-meta";
import { renderToHtml } from "@duci/ui/render-to-html";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";

export const site = siteMeta(import.meta.env.BASE_URL);

/** The edition's page, and its people page (every judge's and speaker's profile). */
export const routes = ["/", "/people/"];

/**
 * A section below the first screen at every width (a 2560 x 1440 desktop and
 * a 1024 x 1366 tablet included): the styles of what starts there come in a
 * stylesheet loaded beside the page, which keeps the page within its first
 * round trip. The schedule is far enough down with or without speakers; once
 * the page is filled in, an earlier section moves more styles out of the page
 * (2024 names its speakers'). e2e/tests/later-styles.spec.ts checks the choice.
 */
export const laterStylesFrom = "s-schedule";

/** The people page has nothing to run: it loads no script, so it reads at once and costs no data. */
export const staticRoutes = ["/people/"];

export function render(route: string) {
  return renderToHtml(route === "/people/" ? <PeoplePage /> : <App />);
}
