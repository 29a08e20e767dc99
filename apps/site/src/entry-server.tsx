import { siteMeta } from "@duci/data/site-meta";
import { renderToHtml } from "@duci/ui/render-to-html";
import { SPECULATION_RULES } from "@duci/ui/speculation-rules";
import { StaticRouter } from "react-router-dom";
import { App } from "./app.tsx";
import { builtTermPaths } from "./events/archive-built.ts";
import { heroFiles } from "./heroes/hero-files.tsx";
import { preloadPage, prerenderedPaths } from "./routes.tsx";

export const site = siteMeta(import.meta.env.BASE_URL);

/** The site's pages carry the speculation rules in their loader: its code has no room for them. */
export const speculationRules = SPECULATION_RULES;

/** Every page written at build time (a page per quarter of the archive); 404.html is the not-found page. */
export const routes = [...prerenderedPaths, ...builtTermPaths, "/404.html"];

/** Written beside the pages: each hero drawing, for a page reached by a link inside the site. */
export const files = heroFiles;

export async function render(url: string) {
  await preloadPage(url);
  return renderToHtml(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
  );
}
