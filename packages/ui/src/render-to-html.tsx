import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStyleCache } from "./style-cache.tsx";

/**
 * A page's HTML as the prerender writes it (build time only: the browser never
 * loads this module), rendered with the style cache by Emotion's documented
 * server rendering: the page's markup, then its styles, one
 * `<style data-emotion="c-global …">` per global style and one
 * `<style data-emotion="c …">` with every component rule the markup uses,
 * each listing the rules it holds, so that the browser's cache writes none of
 * them again. The prerender moves the styles into <head>.
 */
export function renderToHtml(app: ReactNode): string {
  const cache = createStyleCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{app}</CacheProvider>);
  return html + constructStyleTagsFromChunks(extractCriticalToChunks(html));
}
