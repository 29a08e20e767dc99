import { DEFAULT_EVENT_DURATION_MINUTES, EVENT_YEARS } from "./constants.ts";
import { eventTimeProblem } from "./event-time-problem.ts";
import { parseDuration } from "./parse-duration.ts";
import type { RawEventTiming } from "./types.ts";

function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  return `(a value of type ${value === null ? "null" : typeof value})`;
}

/**
 * Lists what is wrong with a stored event's timing, in words a content editor
 * can act on; an empty list means the event is fine. Checks that `time` is
 * present and readable (and, for Pacific wall-clock times, not skipped by the
 * spring-forward change) and within the years events may have (EVENT_YEARS),
 * and that `duration` is present and a positive whole number of minutes.
 * Never throws.
 *
 * @example
 * eventProblems({ title: "Figma 101", time: "10/12/2024 6:00 PM", duration: "90" }) // []
 * eventProblems({ title: "Social", time: "Oct 12", duration: "" })
 * // ['"Social": time "Oct 12" is not …', '"Social": duration is missing …']
 */
export function eventProblems(event: RawEventTiming): string[] {
  const name = typeof event.title === "string" && event.title.trim() ? `"${event.title}"` : "Untitled event";
  const problems: string[] = [];

  const timeProblem = eventTimeProblem(event.time);
  if (timeProblem === "missing") problems.push(`${name}: time is missing`);
  else if (timeProblem === "unreadable") {
    problems.push(
      `${name}: time ${show(event.time)} is not a date and time like "2024-10-12T18:00", ` +
        `"10/12/2024 6:00 PM" or "2024-10-12T18:00:00Z"`,
    );
  } else if (timeProblem === "skipped") {
    problems.push(`${name}: time ${show(event.time)} does not exist in Pacific time (clocks skip that hour)`);
  } else if (timeProblem === "outside-years") {
    problems.push(
      `${name}: time ${show(event.time)} is outside the years ${EVENT_YEARS.first} to ${EVENT_YEARS.last}; ` +
        "the event is not shown",
    );
  }

  if (event.duration === undefined || event.duration === null || event.duration === "") {
    problems.push(`${name}: duration is missing (${DEFAULT_EVENT_DURATION_MINUTES} minutes would be assumed)`);
  } else if (parseDuration(event.duration) === null) {
    problems.push(`${name}: duration ${show(event.duration)} is not a positive whole number of minutes`);
  }

  return problems;
}
