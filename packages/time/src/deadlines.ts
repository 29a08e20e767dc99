import { pacific } from "./pacific.ts";

/**
 * Deadlines of the club's own pages, as Pacific wall-clock times turned into
 * instants (an edition's reveal times live in its record). Check them with
 * `hasPassed(deadline, now)`.
 */

/** Houses sign-up closes: Friday 12 January 2024, 5 PM Pacific. */
export const HOUSES_SIGN_UP_CLOSES = pacific("2024-01-12T17:00");
