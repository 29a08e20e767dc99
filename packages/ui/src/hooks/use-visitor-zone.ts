import { PACIFIC_TIME_ZONE } from "@duci/time/constants";
import { startTransition, useEffect, useState } from "react";

/**
 * The visitor's IANA time zone. Pacific time (the club's) on the server and
 * the first render, so prerendered HTML hydrates without a mismatch; the
 * browser's own zone right after.
 *
 * @example
 * const zone = useVisitorZone();
 * const local = sameOffsetAsPacific(zone, start) ? null : formatTimeInZone(start, zone);
 */
export function useVisitorZone(): string {
  const [zone, setZone] = useState<string>(PACIFIC_TIME_ZONE);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // As a transition: the times it changes are re-rendered in short slices.
    if (own) startTransition(() => setZone(own));
  }, []);
  return zone;
}
