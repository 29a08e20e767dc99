import { siteMeta } from "@duci/data/site-meta";
import { renderToHtml } from "@duci/ui/render-to-html";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";

export const site = siteMeta(import.meta.env.BASE_URL);

/** The edition's page, and its people page (every judge, workshop host and organizer). */
export const routes = ["/", "/people/"];

/**
 * The first part below the first screen at every width (a 2560 x 1440
 * desktop included; the hero is a full screen): the section bar. The styles
 * of what starts there come in a stylesheet loaded beside the page, which
 * keeps the page within its first round trip.
 */
export const laterStylesFrom = "sections";

/** The people page has nothing to run: it loads no script, so it reads at once and costs no data. */
export const staticRoutes = ["/people/"];

export function render(route: string) {
  return renderToHtml(route === "/people/" ? <PeoplePage /> : <App />);
}
