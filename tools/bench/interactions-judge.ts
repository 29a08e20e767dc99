// The pure half of the interaction probe (interactions.ts): which of a route's
// controls answered slowest. The page reports Event Timing entries; each
// interaction (a tap, a key) is one interactionId whose duration is that of
// its slowest event, from the input until the next frame was presented.
import { median } from "./report.ts";

/** One Event Timing entry, as the page's observer reads it. */
export interface EventEntry {
  name: string;
  /** 0 for events that are part of no interaction (pointermove, a keypress's echo). */
  interactionId: number;
  startTime: number;
  duration: number;
}

/** An action the probe made: what it acted on, and when it began (the page's performance.now()). */
export interface ActionMark {
  label: string;
  at: number;
}

/** How long an action's slowest interaction took; 0 when none took the observer's threshold or more. */
export interface ActionTime {
  label: string;
  ms: number;
}

/**
 * The slowest interaction of each action. An entry belongs to the last action
 * begun at or before it started; one interaction's events (pointerdown, click,
 * keydown, keyup…) count as one, as long as its slowest.
 */
export function actionTimes(entries: readonly EventEntry[], actions: readonly ActionMark[]): ActionTime[] {
  const interactions = new Map<number, { start: number; duration: number }>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    const seen = interactions.get(entry.interactionId);
    interactions.set(entry.interactionId, {
      start: Math.min(seen?.start ?? entry.startTime, entry.startTime),
      duration: Math.max(seen?.duration ?? 0, entry.duration),
    });
  }
  const times = actions.map(({ label }) => ({ label, ms: 0 }));
  for (const { start, duration } of interactions.values()) {
    const index = actions.findLastIndex((action) => action.at <= start);
    const time = times[index];
    if (time) time.ms = Math.max(time.ms, duration);
  }
  return times;
}

/**
 * A route's slowest control over its runs: each control's median over the
 * runs it was made in (one slow run on a busy machine is noise, a control slow
 * in most runs is not), then the slowest of those. Undefined with no action.
 */
export function worstAction(runs: readonly (readonly ActionTime[])[]): ActionTime | undefined {
  const byLabel = new Map<string, number[]>();
  for (const run of runs) {
    for (const { label, ms } of run) byLabel.set(label, [...(byLabel.get(label) ?? []), ms]);
  }
  let worst: ActionTime | undefined;
  for (const [label, times] of byLabel) {
    const ms = median(times);
    if (!worst || ms > worst.ms) worst = { label, ms };
  }
  return worst;
}
