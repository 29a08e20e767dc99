import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { type ReactNode, useState } from "react";

/**
 * Emotion's cache without its vendor prefixer. Every browser the site
 * supports reads the standard properties; the prefixes (-webkit-box,
 * -ms-flexbox, -moz-transform, a second copy of every @keyframes) were about a
 * tenth of each page's inline CSS. The one prefix Safari still needs
 * (-webkit-backdrop-filter) is written where it is used.
 *
 * In the browser, Emotion takes over the page's prerendered styles as it
 * documents for server rendering: every `<style data-emotion="css …">` in the
 * document lists the rules it holds, and those are not written again.
 */
export function createStyleCache() {
  if (typeof document !== "undefined") listLaterStyles(document);
  return createCache({ key: "css", stylisPlugins: [] });
}

/**
 * The page's later stylesheet (the styles of what lies below the first screen,
 * a `<link data-later-styles>` the page adds as it loads), once it has
 * arrived, listed for Emotion as its server-rendered styles are: an empty
 * `<style data-emotion="css …">` naming the rules the sheet holds (each rule's
 * name is its class, `.css-<name>`). From a sheet still on its way, or one
 * that failed, nothing: Emotion writes those rules itself.
 */
export function listLaterStyles(root: Document) {
  let css = "";
  for (const link of root.querySelectorAll<HTMLLinkElement>("link[data-later-styles]")) {
    try {
      for (const rule of link.sheet?.cssRules ?? []) css += rule.cssText;
    } catch {
      // A sheet that failed to load has no rules to read (Chromium throws).
    }
  }
  const names = new Set(Array.from(css.matchAll(/\.css-([a-z0-9]+)/g), (match) => match[1]));
  if (!names.size) return;
  const list = root.createElement("style");
  list.setAttribute("data-emotion", ["css", ...names].join(" "));
  root.head.append(list);
}

/** Gives the page the cache above; `hydrate` wraps every app in it (the prerender renders with `renderToHtml`). */
export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(createStyleCache);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
