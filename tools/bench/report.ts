// The pure half of `pnpm bench`: its arguments, its targets, and the table row
// of one route (bench.ts measures, this file judges and formats).
import type { Judgement } from "./first-touch-judge.ts";
import type { ActionTime } from "./interactions-judge.ts";

/** One route's Lighthouse figures (or their medians over the runs). */
export interface LighthouseFigures {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  blocking: number;
  jsKb: number;
}

/** The minimal page's medians, which a route's paint times are divided by. */
export interface MinimalFigures {
  fcp: number;
  lcp: number;
  tbt: number;
}

/** One first-touch run of a route: the time from first paint to ready, and the judgement of its actions. */
export interface TouchRun extends Judgement {
  readyMs: number;
}

/** A route's first-touch figures over its runs (`touchFigures`). */
export interface TouchFigures {
  readyMs: number;
  acts: number;
  early: number;
  lost: number;
  /** The run that lost most. */
  worst: Pick<TouchRun, "verdicts" | "unexplained">;
}

/** What `pnpm bench` was asked to do. */
export interface BenchOptions {
  check: boolean;
  runs: number;
  saveDir: string | undefined;
  touchOnly: boolean;
  navOnly: boolean;
  interactOnly: boolean;
  applied: boolean;
  verbose: boolean;
  routes: string[];
}

/** What one route's figures are judged and shown with: the Lighthouse ones only with the minimal page's. */
export interface RouteFigures {
  light?: LighthouseFigures | undefined;
  touch?: TouchFigures | undefined;
  minimal?: MinimalFigures | undefined;
  budget?: number | undefined;
  /** The interaction probe's slowest control (null: the route has none it acts on). */
  interact?: ActionTime | null | undefined;
}

/** What every route must reach (Lighthouse mobile defaults: slow 4G, 4x CPU slowdown). */
export const targets = {
  fcpRatio: 1.2,
  lcpRatio: 1.5,
  tbtMs: 50,
  cls: 0.01,
  score: 98,
  blockingRequests: 0,
  // Actions made at first paint (4x CPU) whose effect never shows.
  lostInteractions: 0,
  // From first paint until React owns every control (4x CPU, slow 4G). What a visitor does in
  // between is kept and replayed, so the gap costs a delay, not a loss: capped so that it stays short.
  readyMs: 3500,
  // From a click on a link until the next page has painted (unthrottled, the link pointed at first).
  clickToPaintMs: 100,
  // From a tap or key on a hydrated page's control until the next frame (Event Timing, 4x CPU, 390 px).
  interactionMs: 50,
};

/** `[--check] [--runs=N] [--save=DIR] [--touch-only | --nav-only | --interact-only] [--applied] [--verbose] [route …]` */
export function parseArgs(args: readonly string[]): BenchOptions {
  const value = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(value("runs") ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of runs, not ${value("runs")}`);
  const known = ["--check", "--touch-only", "--nav-only", "--interact-only", "--applied", "--verbose"];
  const unknown = args.filter((arg) => arg.startsWith("--") && !known.includes(arg) && !/^--(runs|save)=/.test(arg));
  if (unknown.length) throw new Error(`unknown option ${unknown.join(", ")}`);
  const only = ["--touch-only", "--nav-only", "--interact-only"].filter((option) => args.includes(option));
  if (only.length > 1) throw new Error(`${only.join(" and ")} exclude each other`);
  return {
    check: args.includes("--check"),
    runs,
    // Keeps each run's full Lighthouse report (long tasks, main-thread breakdown) as JSON.
    saveDir: value("save"),
    // Only the first-touch figures, without Lighthouse.
    touchOnly: args.includes("--touch-only"),
    // Only the click-to-paint figures of the navigation paths.
    navOnly: args.includes("--nav-only"),
    // Only the interaction probe's figures: each control's answer on a hydrated page.
    interactOnly: args.includes("--interact-only"),
    // Lighthouse's throttling applied to the real load (DevTools) instead of simulated from it: a
    // second opinion on what the simulation models and a real load may not show (TCP's first window).
    applied: args.includes("--applied"),
    // Also lists the actions the probe made without a visible effect, and unexplained differences.
    verbose: args.includes("--verbose"),
    routes: args.filter((arg) => arg.startsWith("/")),
  };
}

/** The middle value; a number that could not be measured (NaN) sorts above every other. */
export function median(values: readonly number[]): number {
  const rank = (value: number) => (Number.isNaN(value) ? Number.POSITIVE_INFINITY : value);
  const sorted = [...values].sort((a, b) => rank(a) - rank(b) || 0);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * One route's first-touch figures over its runs: the median time from first
 * paint to controls ready, and the most actions lost in any run (a loss in one
 * run in three is still a loss). Each run: `{ readyMs, acts, early, lost, verdicts, unexplained }`.
 */
export function touchFigures(runs: readonly TouchRun[]): TouchFigures & { worst: TouchRun } {
  const [first, ...others] = runs;
  if (!first) throw new Error("touchFigures needs at least one run");
  const worst = others.reduce((most, run) => (run.lost > most.lost ? run : most), first);
  return {
    readyMs: median(runs.map((run) => run.readyMs)),
    acts: worst.acts,
    early: Math.min(...runs.map((run) => run.early)),
    lost: worst.lost,
    worst,
  };
}

/**
 * The targets a route misses. `light` holds the Lighthouse medians (absent
 * with --touch-only), `touch` the first-touch figures (absent for the minimal
 * page). A number that could not be measured (NaN) misses its target too.
 */
export function missedTargets({ light, touch, minimal, budget, interact }: RouteFigures): string[] {
  const missed: string[] = [];
  if (light && minimal) {
    if (!(light.fcp / minimal.fcp <= targets.fcpRatio)) missed.push("FCP");
    if (!(light.lcp / minimal.lcp <= targets.lcpRatio)) missed.push("LCP");
    if (!(light.tbt <= targets.tbtMs)) missed.push("TBT");
    if (!(light.cls <= targets.cls)) missed.push("CLS");
    if (!(light.perf >= targets.score)) missed.push("score");
    if (!(light.blocking <= targets.blockingRequests)) missed.push("blocking");
    if (budget !== undefined && !(light.jsKb <= budget)) missed.push("JS");
  }
  if (touch) {
    // Controls that never became ready within the probe's patience are a failure of their own.
    if (!(touch.readyMs <= targets.readyMs)) missed.push("ready");
    if (!(touch.lost <= targets.lostInteractions)) missed.push("lost");
  }
  if (interact && !(interact.ms <= targets.interactionMs)) missed.push("interaction");
  return missed;
}

/** One line of the table, every number beside its target. */
export function tableRow({
  route,
  light,
  touch,
  minimal,
  budget,
  interact,
  missed,
}: RouteFigures & { route: string; missed: readonly string[] }): Record<string, string | number> {
  const row: Record<string, string | number> = { route };
  if (light && minimal) {
    Object.assign(row, {
      "FCP ms": Math.round(light.fcp),
      [`FCP × (≤${targets.fcpRatio})`]: (light.fcp / minimal.fcp).toFixed(2),
      "LCP ms": Math.round(light.lcp),
      [`LCP × (≤${targets.lcpRatio})`]: (light.lcp / minimal.lcp).toFixed(2),
      [`TBT ms (≤${targets.tbtMs})`]: Math.round(light.tbt),
      [`CLS (≤${targets.cls})`]: light.cls.toFixed(3),
      [`perf (≥${targets.score})`]: light.perf,
      [`blocking (${targets.blockingRequests})`]: light.blocking,
      "JS kB": light.jsKb.toFixed(1),
      "JS budget": budget === undefined ? "-" : budget.toFixed(1),
      "a11y/bp/seo": `${light.a11y}/${light.bp}/${light.seo}`,
    });
  }
  if (touch) {
    Object.assign(row, {
      [`paint→ready ms (≤${targets.readyMs})`]: Number.isNaN(touch.readyMs) ? "never" : Math.round(touch.readyMs),
      "acts (early)": `${touch.acts} (${touch.early})`,
      [`lost (${targets.lostInteractions})`]: touch.lost,
    });
  }
  if (interact !== undefined) {
    // Below the observer's threshold (16 ms) an interaction is not reported: it shows as "<16".
    const ms = interact === null ? "-" : interact.ms < 16 ? "<16" : Math.round(interact.ms);
    row[`worst interaction ms (≤${targets.interactionMs})`] = ms;
    row["slowest control"] = interact?.label ?? "none";
  }
  row.ok = missed.length ? `miss: ${missed.join(", ")}` : "yes";
  return row;
}

/**
 * What the probe saw beyond the counts, one line each: every lost action with
 * why, every action it could not make; with `verbose`, also the actions
 * without a visible effect and the differences no action explains.
 */
/**
 * The line under the interactions table: the same probe on a page of plain
 * controls with no framework (tools/bench/minimal/controls.html), served the
 * same way in the same run. What it takes is the browser's own share of every
 * route's figure (a tap's events and the frames until the answer is shown).
 */
export function plainControlsNote(worst: ActionTime | undefined): string {
  const page = "Plain controls (tools/bench/minimal/controls.html, no framework) in the same run";
  if (!worst) return `${page}: no interaction reported.`;
  const ms = worst.ms < 16 ? "<16" : String(Math.round(worst.ms));
  return `${page}: slowest ${worst.label}, ${ms} ms, the browser's own share of each figure above.`;
}

export function touchNotes(
  route: string,
  touch: Pick<TouchFigures, "worst">,
  { verbose = false }: { verbose?: boolean } = {},
): string[] {
  const lines: string[] = [];
  for (const { label, verdict, why } of touch.worst.verdicts) {
    if (verdict === "lost") lines.push(`${route} lost: ${label}: ${why}`);
    else if (verdict === "skipped") lines.push(`${route} not made: ${label}: ${why}`);
    else if (verdict === "blind" && verbose) lines.push(`${route} no visible effect: ${label}`);
  }
  if (verbose) for (const key of touch.worst.unexplained) lines.push(`${route} differs, no action explains it: ${key}`);
  return lines;
}
