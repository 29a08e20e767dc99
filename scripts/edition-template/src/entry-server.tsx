import { siteMeta } from "@duci/data/site-meta";
import { renderToString } from "react-dom/server";
import { App } from "./app.tsx";
import { PeoplePage } from "./people-page.tsx";

export const site = siteMeta(import.meta.env.BASE_URL);

/** The edition's page, and its people page (every judge's and speaker's profile). */
export const routes = ["/", "/people/"];

/** The people page has nothing to run: it loads no script, so it reads at once and costs no data. */
export const staticRoutes = ["/people/"];

export function render(route: string) {
  return renderToString(route === "/people/" ? <PeoplePage /> : <App />);
}
