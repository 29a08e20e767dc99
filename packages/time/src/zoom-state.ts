import { eventEnd } from "./event-end.ts";
import type { ZoomEvent, ZoomState } from "./types.ts";

/**
 * The Zoom button of a 2024 schedule event at `now`:
 * - "soon" before the start ("Zoom Link Posted Soon"), changing at the start;
 * - "live" from the start (inclusive) until start plus duration (exclusive)
 *   ("Join Zoom"), changing at the end;
 * - after the end, "recording" when a non-empty `recordingUrl` exists
 *   ("Zoom Recording"), else "hidden"; neither changes again.
 * A missing duration counts as 60 minutes.
 *
 * @example
 * const opening = { start: new Date("2024-05-17T16:30:00-07:00"), durationMinutes: 60 };
 * zoomState(opening, new Date("2024-05-17T16:29:59-07:00"))
 * // { state: "soon", nextChangeAt: 2024-05-17T16:30:00-07:00 }
 * zoomState(opening, new Date("2024-05-17T17:30:00-07:00"))
 * // { state: "hidden", nextChangeAt: null }
 */
export function zoomState(event: ZoomEvent, now: Date): ZoomState {
  const at = now.getTime();
  if (at < event.start.getTime()) return { state: "soon", nextChangeAt: event.start };
  const end = eventEnd(event);
  if (at < end.getTime()) return { state: "live", nextChangeAt: end };
  return { state: event.recordingUrl ? "recording" : "hidden", nextChangeAt: null };
}
