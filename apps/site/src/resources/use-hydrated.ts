import { useEffect, useState } from "react";

/** False during the prerender and the hydrating render, true after; lets browser-only state wait. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
