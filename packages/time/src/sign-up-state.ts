/**
 * When a sign-up (houses, project-team applications) takes answers: from
 * `opens`, when the record knows it, until `closes` (the instant itself is
 * closed). A window the record does not know is closed, so a page never
 * invites the visitor to a sign-up nobody has announced.
 */
export interface SignUpWindow {
  /** When answers are first taken; unknown means open until `closes`. */
  opens?: Date;
  closes: Date;
}

/** "soon" before the window opens, "open" inside it, "closed" after it or without one. */
export type SignUpState = "soon" | "open" | "closed";

/**
 * Whether a sign-up takes answers at `now`. An invalid instant reads as closed.
 *
 * @example
 * const houses = { closes: new Date("2024-01-12T17:00:00-08:00") };
 * signUpState(houses, new Date("2024-01-12T16:59:59-08:00")) // "open"
 * signUpState(houses, new Date("2026-11-20T12:00:00-08:00")) // "closed"
 * signUpState(undefined, new Date("2026-11-20T12:00:00-08:00")) // "closed"
 */
export function signUpState(window: SignUpWindow | undefined, now: Date): SignUpState {
  const at = now.getTime();
  // NaN compares false, so an invalid deadline or `now` reads as closed.
  if (!(at < (window?.closes.getTime() ?? Number.NaN))) return "closed";
  const opens = window?.opens?.getTime();
  if (opens === undefined) return "open";
  if (Number.isNaN(opens)) return "closed";
  return at >= opens ? "open" : "soon";
}
