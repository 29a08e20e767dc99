/** Where an event is relative to now: before its start, running, or over. */
export type EventStatus = "upcoming" | "live" | "past";

/**
 * The timing of an event. `durationMinutes` may be missing (or not a positive
 * number); the event then lasts `DEFAULT_EVENT_DURATION_MINUTES` (60).
 */
export interface TimedEvent {
  start: Date;
  durationMinutes?: number | null;
}

/** What is wrong with a stored event `time`: missing, unreadable, skipped by spring-forward, or outside EVENT_YEARS. */
export type EventTimeProblem = "missing" | "unreadable" | "skipped" | "outside-years";

/** A stored event `time` read once (`readEventTime`): its start (null when it has none) and what is wrong with it. */
export interface EventTimeReading {
  start: Date | null;
  problem: EventTimeProblem | null;
}

/** Whole days, hours, minutes and seconds left (elapsed time, not calendar days). */
export interface CountdownRemaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** One breakpoint of the 2023/2024 countdown; the step named "end" holds the ended message. */
export interface CountdownStep {
  at: Date | "end";
  text: string;
}

export interface CountdownState {
  /** The current step's text, or the ended message. */
  text: string;
  /** When the current step is reached; null once ended. */
  at: Date | null;
  /** Time left until `at`; null once ended. */
  remaining: CountdownRemaining | null;
  ended: boolean;
}

/** An entry of the 2022 timeline: shown from `start` on, until the next entry starts. */
export interface TimelineEntry {
  start: Date;
}

export interface TimelineState<T extends TimelineEntry> {
  /** The latest entry whose start has passed, or null before the first one. */
  current: T | null;
  /** The next entry's start plus one second, or null when no entry is left. */
  nextChangeAt: Date | null;
}

/** A 2024 schedule event with a Zoom button. */
export interface ZoomEvent extends TimedEvent {
  recordingUrl?: string | null;
}

export type ZoomButtonState = "soon" | "live" | "recording" | "hidden";

export interface ZoomState {
  state: ZoomButtonState;
  /** When the state changes next (start, then end); null when it never changes again. */
  nextChangeAt: Date | null;
}
