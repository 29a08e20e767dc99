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
  return createCache({ key: "css", stylisPlugins: [] });
}

/** Gives the page the cache above, the same when prerendered and when hydrated (one per render on the server). */
export function StyleCacheProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(createStyleCache);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
