import { useEffect, useState } from "react";

/** The browser's time zone, read after hydration (null on the server and in the first render). */
export function useVisitorZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null), []);
  return zone;
}
