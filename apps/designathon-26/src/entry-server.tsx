import { siteMeta } from "@duci/data/site-meta";
import { renderToString } from "react-dom/server";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";

export const site = siteMeta(import.meta.env.BASE_URL);

/** The edition's page, and its people page (every judge's and speaker's profile). */
export const routes = ["/", "/people/"];

/**
 * A section below the first screen at every width (a 2560 x 1440 desktop and
 * a 1024 x 1366 tablet included): the styles of what starts there come in a
 * stylesheet loaded beside the page, which keeps the page small. The prompts
 * start about 1,880 px down on a laptop or desktop and lower on narrower
 * screens; the figures above them (about 1,480 px down) would be too close to
 * a 1440 px screen's edge. e2e/tests/later-styles.spec.ts checks the choice.
 */
export const laterStylesFrom = "s-prompts";

/** The people page has nothing to run: it loads no script, so it reads at once and costs no data. */
export const staticRoutes = ["/people/"];

export function render(route: string) {
  return renderToString(route === "/people/" ? <PeoplePage /> : <App />);
}
