// The pure half of the first-touch probe (first-touch.ts): which controls a
// visitor acts on, in what order, and which of those actions were lost.
//
// The probe loads a route twice with the CPU slowed 4x. In the early visit it
// acts on the page's controls as soon as the page has painted, before React
// owns them; in the late visit it waits until every control is ready, then
// makes the same actions, noting after each one what it changed (state) and
// what it did (effects: a copy to the clipboard, a new tab, a submitted form).
// An action is lost when the late visit shows it has an effect and the early
// visit, once settled, lacks that effect.

/** The state a visitor can see, by element (`#id` or a path of tags): "aria-expanded=true value=Ada". */
export type Snapshot = Record<string, string>;

/** An effect beyond the page's state (a copy, a new tab, a submitted form), and the action it followed. */
export interface Effect {
  action: number;
  what: string;
}

/** An action the probe plans, as the page describes its control. */
export interface PlannedAction {
  label: string;
}

/** The early visit's account of one action. */
export interface EarlyStep {
  done: boolean;
  /** Made before the page's controls were ready. */
  early?: boolean;
  /** In words, when it was made: said with a lost action. */
  when?: string;
  error?: string;
}

/** The early visit: actions made at first paint, then the settled state and the effects seen. */
export interface EarlyVisit {
  steps: readonly EarlyStep[];
  final: Snapshot;
  log: readonly Effect[];
  /** Set when the page navigated away. */
  left?: { url: string } | undefined;
}

/** The late visit: the state before the first action and after each one. */
export interface LateVisit {
  before: Snapshot;
  steps: readonly { done: boolean; after: Snapshot; error?: string }[];
  final: Snapshot;
  log: readonly Effect[];
}

export interface Verdict {
  label: string;
  verdict: "lost" | "kept" | "blind" | "skipped";
  why?: string;
}

/** One route's two visits judged. */
export interface Judgement {
  /** Actions planned. */
  acts: number;
  /** Actions made before the page's controls were ready. */
  early: number;
  lost: number;
  verdicts: Verdict[];
  /** State that differs at the end though no action changed it (a clock, live data). */
  unexplained: string[];
}

/**
 * The order the probe acts in: every press (buttons, tabs, summaries, check
 * boxes, selects) in page order, then every text field in page order (so a
 * press that clears the fields, like the colour game's "New color", does not
 * hide whether the typing was kept), then the first control that opens a
 * dialog or menu, alone and last: once it is open, it covers the page, and a
 * second one would only land on its backdrop.
 */
export function planActions<Control extends { popup: boolean; kind: string }>(found: readonly Control[]): Control[] {
  const popups = found.filter((control) => control.popup);
  return [
    ...found.filter((control) => !control.popup && control.kind !== "type"),
    ...found.filter((control) => !control.popup && control.kind === "type"),
    ...popups.slice(0, 1),
  ];
}

/** The keys whose value differs between two snapshots (a key present in one only counts). */
export function changedKeys(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]);
}

/**
 * Judges one route's two visits.
 *
 * - `plan`: the actions, each `{ label }`.
 * - `early`: `{ steps: [{ done, early, when?, error? }], final, log, left? }`:
 *   whether each action was made, whether the page's controls were not ready
 *   yet (and `when`, in words, to say with a lost action), the
 *   settled state, the effects seen (`{ action, what }`), and `left`
 *   (`{ url }`) when the page navigated away.
 * - `late`: `{ before, steps: [{ done, after, error? }], final, log }`: the
 *   state before the first action and after each one.
 *
 * Returns how many actions were made early (before the page's controls were
 * ready) and, for each action, a verdict: `lost` (with why), `kept`, `blind` (no
 * effect to look for, e.g. a disabled "Previous" button) or `skipped` (the
 * probe could not make it in one of the visits; not counted as lost).
 */
export function judge(plan: readonly PlannedAction[], early: EarlyVisit, late: LateVisit): Judgement {
  const effects = plan.map(() => ({ keys: [] as string[], log: [] as string[] }));
  const lastChange = new Map<string, number>();
  let previous = late.before;
  late.steps.forEach((step, index) => {
    for (const key of changedKeys(previous, step.after)) {
      effects[index]?.keys.push(key);
      lastChange.set(key, index);
    }
    previous = step.after;
  });
  for (const entry of late.log) if (entry.action >= 0) effects[entry.action]?.log.push(entry.what);

  const differing = plan.map((): string[] => []);
  const unexplained: string[] = [];
  if (!early.left) {
    for (const key of changedKeys(early.final, late.final)) {
      const index = lastChange.get(key);
      if (index === undefined) unexplained.push(key);
      else differing[index]?.push(key);
    }
  }
  // Effects are counted, not ordered: a click replayed after hydration makes its copy later.
  const earlyEffects = new Map<string, number>();
  for (const entry of early.log) earlyEffects.set(entry.what, (earlyEffects.get(entry.what) ?? 0) + 1);

  const verdicts = plan.map((action, index): Verdict => {
    const earlyStep = early.steps[index];
    const lateStep = late.steps[index];
    const effect = effects[index] ?? { keys: [], log: [] };
    const label = action.label;
    if (!lateStep?.done) return { label, verdict: "skipped", why: `late: ${lateStep?.error ?? "not made"}` };
    if (effect.keys.length === 0 && effect.log.length === 0) return { label, verdict: "blind" };
    // A page left for another loses everything done on it.
    if (early.left) return { label, verdict: "lost", why: `the page was left for ${early.left.url}` };
    if (!earlyStep?.done) return { label, verdict: "skipped", why: `early: ${earlyStep?.error ?? "not made"}` };
    const missing: string[] = [];
    for (const what of effect.log) {
      const left = earlyEffects.get(what) ?? 0;
      if (left > 0) earlyEffects.set(what, left - 1);
      else missing.push(what);
    }
    const wrong = (differing[index] ?? []).map(
      (key) => `${key}: ${early.final[key] ?? "(none)"} ≠ ${late.final[key] ?? "(none)"}`,
    );
    if (missing.length || wrong.length) {
      const why = [...missing.map((what) => `no "${what}"`), ...wrong].join("; ");
      return { label, verdict: "lost", why: earlyStep.when ? `${earlyStep.when}: ${why}` : why };
    }
    return { label, verdict: "kept" };
  });
  return {
    acts: plan.length,
    early: early.steps.filter((step) => step.done && step.early).length,
    lost: verdicts.filter((verdict) => verdict.verdict === "lost").length,
    verdicts,
    unexplained,
  };
}
