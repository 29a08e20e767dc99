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
 * documents for server rendering: a `<style data-emotion="c …">` lists
 * rules it holds, and those are not written again. But Emotion moves every
 * tag it takes over (to the end of <head>, or where its sheet would put it),
 * and a style tag taken out of the page, even to go back where it was, makes
 * the browser restyle the whole page. So the prerender lists each tag's names
 * with commas (`compactStyles` in @duci/prerender), which Emotion passes over
 * (@emotion/react's default cache, made as it loads, too), and Emotion is
 * given an empty tag naming the same rules instead: moving that restyles
 * nothing. The page's own tags stay where the prerender put them. The key is
 * not "css": under it, Emotion's cache moves every tag it finds.
 */
export function createStyleCache() {
  if (typeof document !== "undefined") {
    for (const tag of document.querySelectorAll("style[data-emotion]")) {
      const [key, ...names] = tag.getAttribute("data-emotion")?.split(",") ?? [];
      if (names.length) listForEmotion(document, [key, ...names].join(" "));
    }
    listLaterStyles(document);
  }
  return createCache({ key: STYLE_KEY, stylisPlugins: [] });
}

/** An empty `<style data-emotion="…">`: Emotion counts the rules it names as written. */
function listForEmotion(root: Document, list: string) {
  const tag = root.createElement("style");
  tag.setAttribute("data-emotion", list);
  root.head.append(tag);
}

/** The style cache's key: every class is `c-<name>`; Emotion's server rendering writes `<style data-emotion="c …">`. */
export const STYLE_KEY = "c";

/**
 * The page's later stylesheet (the styles of what lies below the first screen,
 * a `<link data-later-styles>` the page adds as it loads), once it has
 * arrived, listed for Emotion as its server-rendered styles are: an empty
 * `<style data-emotion="c …">` naming the rules the sheet holds (each rule's
 * name is its class, `.c-<name>`). From a sheet still on its way, or one that
 * failed, nothing: Emotion writes those rules itself.
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
  const names = new Set(Array.from(css.matchAll(/\.c-([a-z0-9]+)/g), (match) => match[1]));
  if (names.size) listForEmotion(root, [STYLE_KEY, ...names].join(" "));
}

/** Gives the page the cache above; `hydrate` wraps every app in it (the prerender renders with `renderToHtml`). */
export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(createStyleCache);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
