import { siteMeta } from "@duci/data/site-meta";
import { renderToHtml } from "@duci/ui/render-to-html";
import { App } from "./app.tsx";

export const site = siteMeta(import.meta.env.BASE_URL);

/** The edition is one page. */
export const routes = ["/"];

/**
 * The first part below the first screen at every width (a 2560 x 1440
 * desktop included; the hero is a full screen): the section bar. The styles
 * of what starts there come in a stylesheet loaded beside the page, which
 * keeps the page within its first round trip.
 */
export const laterStylesFrom = "sections";

export function render() {
  return renderToHtml(<App />);
}
