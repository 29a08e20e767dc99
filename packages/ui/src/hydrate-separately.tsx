import { type ReactNode, Suspense } from "react";

/**
 * Hydrates its prerendered children as their own unit of work. React leaves a
 * prerendered Suspense boundary for later and hydrates it in a task of its own
 * (sooner if the visitor interacts with it), so a long page is taken over in
 * several short tasks instead of one long one. Nothing inside suspends; the
 * empty fallback is never shown.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
