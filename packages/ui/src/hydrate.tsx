import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { StyleCacheProvider } from "./style-cache.tsx";

/**
 * Marks <html data-hydrated="true"> once React has taken over the prerendered
 * page. It wraps the app rather than sitting beside it: a sibling would change
 * every useId from the prerendered one, and parts rendered after hydration
 * (the scripted toggles) would point at ids the page does not have.
 */
function HydrationMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return children;
}

/**
 * Hydrates the prerendered page in #root as a transition, so React works in
 * slices of a few milliseconds and yields to the browser between them (a plain
 * hydrateRoot hydrates the whole page in one long task), in the style cache the
 * page was prerendered with (see `renderToHtml`). A mismatch is reported as a
 * console error.
 */
export function hydrate(app: ReactNode) {
  // From here on React replays what the visitor does; the page's inline keeper stops noting it.
  document.documentElement.dataset.hydrating = "";
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root") as HTMLElement,
      <StyleCacheProvider>
        <HydrationMarker>{app}</HydrationMarker>
      </StyleCacheProvider>,
      {
        // The end-to-end suite fails on console errors, so a mismatch cannot pass unseen.
        onRecoverableError: (error) => console.error("Hydration error:", error),
      },
    );
  });
}
