import { DEVICE_TIME_ZONE, PACIFIC_TIME_ZONE } from "@duci/time/constants";
import { startTransition, useEffect, useState } from "react";

/**
 * The zone to show times in for this visitor: Pacific time (the club's) on
 * the server and the first render, so prerendered HTML hydrates without a
 * mismatch; the visitor's own zone right after (`DEVICE_TIME_ZONE`, read from
 * the device's clock rather than named through Intl, which would cost a phone
 * a long task while the page starts).
 *
 * @example
 * const zone = useVisitorZone();
 * const local = sameOffsetAsPacific(zone, start) ? null : formatTimeInZone(start, zone);
 */
export function useVisitorZone(): string {
  const [zone, setZone] = useState<string>(PACIFIC_TIME_ZONE);
  useEffect(() => {
    // As a transition: the times it changes are re-rendered in short slices.
    startTransition(() => setZone(DEVICE_TIME_ZONE));
  }, []);
  return zone;
}
