import { useLayoutEffect, useState } from "react";

/**
 * False in the prerendered HTML and while React hydrates it; true from the
 * first commit on (before the browser paints it). Folded content renders
 * native `details`/`summary` until then, so it opens and closes without
 * scripts, and switches to its scripted button once React runs the page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
