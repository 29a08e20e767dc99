import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { type ReactNode, useState } from "react";

/**
 * Emotion's cache without its vendor prefixer. Every browser the site
 * supports reads the standard properties; the prefixes (-webkit-box,
 * -ms-flexbox, -moz-transform, a second copy of every @keyframes) were about a
 * tenth of each page's inline CSS. The one prefix Safari still needs
 * (-webkit-backdrop-filter) is written where it is used.
 */
export function createStyleCache() {
  if (typeof document !== "undefined") adoptPrerenderedStyles(document);
  const cache = createCache({ key: "css", stylisPlugins: [] });
  if (typeof document !== "undefined") for (const name of laterStyleNames(document)) cache.inserted[name] = true;
  return cache;
}

/**
 * The prerendered page's component rules come in one `<style data-emotion="css">`
 * whose names are only in its selectors (`.css-1obf64m{…}`), which keeps the
 * document small. Emotion adopts a tag, and leaves its rules alone, by the names
 * listed in its `data-emotion` attribute ("css 1obf64m …"), so they are listed
 * there again before the cache is made; without this, hydration would insert
 * every rule a second time.
 */
export function adoptPrerenderedStyles(root: ParentNode) {
  for (const tag of root.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')) {
    const names = new Set(Array.from(tag.textContent?.matchAll(/\.css-([a-z0-9]+)/g) ?? [], (match) => match[1]));
    tag.dataset.emotion = ["css", ...names].join(" ");
  }
}

/**
 * The names of the component rules in the page's later stylesheet (the styles
 * of what lies below the first screen, a `<link data-later-styles>` the page
 * adds as it loads), once it has arrived: Emotion takes them as written, as
 * it takes the inline tag's. From a sheet still on its way, or one that
 * failed, none: Emotion writes those rules itself.
 */
export function laterStyleNames(root: ParentNode): string[] {
  let css = "";
  for (const link of root.querySelectorAll<HTMLLinkElement>("link[data-later-styles]")) {
    try {
      for (const rule of link.sheet?.cssRules ?? []) css += rule.cssText;
    } catch {
      // A sheet that failed to load has no rules to read (Chromium throws).
    }
  }
  return Array.from(css.matchAll(/\.css-([a-z0-9]+)/g), (match) => match[1] ?? "");
}

/** Gives the page the cache above, the same when prerendered and when hydrated (one per render on the server). */
export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(createStyleCache);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
