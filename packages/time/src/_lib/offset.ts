import { tzOffset } from "@date-fns/tz";

const remembered = new Map<string, number>();

/**
 * The UTC offset in minutes of `timeZone` at `instant`, as `tzOffset` gives it
 * (NaN for a zone the browser does not know), remembered per zone and minute:
 * a zone's offset changes only on a whole minute (in every zone since 1972),
 * and asking Intl for it was most of the work of laying out a page of events
 * on a phone.
 */
export function offsetMinutes(timeZone: string, instant: Date): number {
  const key = `${timeZone} ${Math.floor(instant.getTime() / 60_000)}`;
  let offset = remembered.get(key);
  if (offset === undefined) {
    offset = tzOffset(timeZone, instant);
    // A page open for days asks for each new minute: keep the memory small.
    if (remembered.size >= 10_000) remembered.clear();
    remembered.set(key, offset);
  }
  return offset;
}
