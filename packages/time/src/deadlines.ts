import { pacific } from "./pacific.ts";

/**
 * Deadlines and reveal times, all Pacific wall-clock times turned into
 * instants. Check them with `hasPassed(deadline, now)`.
 */

/** Houses sign-up closes: Friday 12 January 2024, 5 PM Pacific. */
export const HOUSES_SIGN_UP_CLOSES = pacific("2024-01-12T17:00");

/** Impact 2022 challenge brief (prompt) revealed: 28 January 2022, 6:30 PM Pacific. */
export const CHALLENGE_BRIEF_REVEAL_2022 = pacific("2022-01-28T18:30");

/** You Belong Here 2023 Challenge Brief button appears: 24 February 2023, 7:00 PM Pacific. */
export const CHALLENGE_BRIEF_REVEAL_2023 = pacific("2023-02-24T19:00");

/** True to You 2024 Challenge Brief link appears: 17 May 2024, 5:30 PM Pacific. */
export const CHALLENGE_BRIEF_REVEAL_2024 = pacific("2024-05-17T17:30");

/** The 2024 schedule days (Fri, Sat, Sun) as Pacific dates, for `defaultScheduleDay`. */
export const DESIGNATHON_2024_DAYS = ["2024-05-17", "2024-05-18", "2024-05-19"] as const;
