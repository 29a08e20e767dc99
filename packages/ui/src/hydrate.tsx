import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/** Hydrates the prerendered page in #root; a mismatch is reported as a console error. */
export function hydrate(app: ReactNode) {
  hydrateRoot(document.getElementById("root") as HTMLElement, app, {
    // The end-to-end suite fails on console errors, so a mismatch cannot pass unseen.
    onRecoverableError: (error) => console.error("Hydration error:", error),
  });
}
