import { COUNTDOWN_ENDED_MESSAGE } from "./constants.ts";
import type { CountdownRemaining, CountdownState, CountdownStep } from "./types.ts";

/**
 * The 2023 countdown (also used by 2024): the first step, in list order, whose
 * `at` is still in the future (strictly after `now`) and the time left until
 * it; once none is, the step whose `at` is "end" gives the ended message
 * (`COUNTDOWN_ENDED_MESSAGE` when there is no such step) and `remaining` is
 * null. Remaining time is elapsed time, rounded down to whole seconds, split
 * into 24-hour days, hours, minutes and seconds; it is never negative.
 *
 * @example
 * countdownState(
 *   [
 *     { at: new Date("2023-02-24T17:30:00-08:00"), text: "Event begins in" },
 *     { at: "end", text: "Event has ended. Thank you for joining us!" },
 *   ],
 *   new Date("2023-02-23T16:29:30-08:00"),
 * )
 * // { text: "Event begins in", at: …, ended: false,
 * //   remaining: { days: 1, hours: 1, minutes: 0, seconds: 30 } }
 */
export function countdownState(steps: readonly CountdownStep[], now: Date): CountdownState {
  const at = now.getTime();
  for (const step of steps) {
    if (step.at !== "end" && step.at.getTime() > at) {
      return {
        text: step.text,
        at: step.at,
        remaining: splitRemaining(step.at.getTime() - at),
        ended: false,
      };
    }
  }
  const end = steps.find((step) => step.at === "end");
  return { text: end?.text ?? COUNTDOWN_ENDED_MESSAGE, at: null, remaining: null, ended: true };
}

function splitRemaining(ms: number): CountdownRemaining {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
