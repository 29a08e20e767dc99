import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";

/** Marks <html data-hydrated="true"> once React has taken over the prerendered page. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * Hydrates the prerendered page in #root as a transition, so React works in
 * slices of a few milliseconds and yields to the browser between them (a plain
 * hydrateRoot hydrates the whole page in one long task). A mismatch is reported
 * as a console error.
 */
export function hydrate(app: ReactNode) {
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root") as HTMLElement,
      <>
        {app}
        <HydrationMarker />
      </>,
      {
        // The end-to-end suite fails on console errors, so a mismatch cannot pass unseen.
        onRecoverableError: (error) => console.error("Hydration error:", error),
      },
    );
  });
}
