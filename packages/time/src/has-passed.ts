/**
 * Whether `instant` (a deadline or a reveal time) has been reached at `now`;
 * the instant itself counts as passed. An invalid date never passes.
 *
 * @example
 * const closes = new Date("2024-01-12T17:00:00-08:00");
 * hasPassed(closes, new Date("2024-01-12T16:59:59-08:00")) // false
 * hasPassed(closes, new Date("2024-01-12T17:00:00-08:00")) // true
 */
export function hasPassed(instant: Date, now: Date): boolean {
  return now.getTime() >= instant.getTime();
}
