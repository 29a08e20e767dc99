import { useEffect, useState } from "react";

// True until the first page has hydrated; later pages are rendered on the client only.
let hydrating = true;

/**
 * The instant to render clock-dependent content with on the first render.
 * The prerender uses the build time and writes it into the page
 * (`data-rendered-at`); hydration reads it back, so server and client agree.
 * After hydration (client navigation) it is simply the current time. Pair it
 * with `useNow(interval, renderedAt)`, whose effect switches to the real clock.
 */
export function useRenderedNow(): Date {
  const [initial] = useState(() => {
    if (typeof document !== "undefined" && hydrating) {
      const stamp = document.querySelector("[data-rendered-at]")?.getAttribute("data-rendered-at");
      const parsed = stamp ? new Date(stamp) : null;
      if (parsed && !Number.isNaN(parsed.getTime())) return parsed;
    }
    return new Date();
  });
  useEffect(() => {
    hydrating = false;
  }, []);
  return initial;
}
