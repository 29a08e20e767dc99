// The high-score list: up to 15 reports in localStorage under one key, best
// first. Storage is untrusted: a foreign or corrupt value, or a storage that
// throws (private mode, quota), must never stop the game.
import { type ColorReport, HEX_PATTERN } from "./report.ts";

export const HIGH_SCORES_KEY = "duci:color-game:high-scores";
export const MAX_HIGH_SCORES = 15;

/** What the store could do: "ok" saves; "unavailable" keeps scores for this visit only. */
export type StoreStatus = "ok" | "unavailable";

export interface LoadedScores {
  scores: ColorReport[];
  status: StoreStatus;
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

// The earliest and latest instants a Date can hold; anything outside makes date formatting throw.
const MIN_TIME = -8.64e15;
const MAX_TIME = 8.64e15;

function isChannel(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= -255 && value <= 255;
}

function isHex(value: unknown): value is string {
  return typeof value === "string" && HEX_PATTERN.test(value);
}

/** Whether a stored value is a report we could have written: every field of the right type and in range. */
export function isReport(value: unknown): value is ColorReport {
  if (typeof value !== "object" || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    isHex(r.actual) &&
    isHex(r.guess) &&
    typeof r.similarityPercentage === "number" &&
    Number.isFinite(r.similarityPercentage) &&
    r.similarityPercentage >= 0 &&
    r.similarityPercentage <= 100 &&
    typeof r.timestamp === "number" &&
    Number.isInteger(r.timestamp) &&
    r.timestamp >= MIN_TIME &&
    r.timestamp <= MAX_TIME &&
    Array.isArray(r.percentageDifference) &&
    r.percentageDifference.length === 3 &&
    r.percentageDifference.every(isChannel)
  );
}

/** Best first; equal scores keep the newer one first. */
export function rankScores(scores: readonly ColorReport[]): ColorReport[] {
  return [...scores]
    .sort((a, b) => b.similarityPercentage - a.similarityPercentage || b.timestamp - a.timestamp)
    .slice(0, MAX_HIGH_SCORES);
}

/** Adds a report to the list, ranked and cut to the best 15. */
export function addScore(scores: readonly ColorReport[], report: ColorReport): ColorReport[] {
  return rankScores([...scores, report]);
}

/**
 * Reads the list. An empty key is an empty list. In a list, entries that are
 * not valid reports are dropped (the next save writes the list without them).
 * A value that is not a JSON list is left untouched and marks the store
 * unavailable, so we never overwrite someone else's data.
 */
export function loadScores(storage: StorageLike | undefined): LoadedScores {
  if (!storage) return { scores: [], status: "unavailable" };
  let raw: string | null;
  try {
    raw = storage.getItem(HIGH_SCORES_KEY);
  } catch {
    return { scores: [], status: "unavailable" };
  }
  if (raw === null) return { scores: [], status: "ok" };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return { scores: rankScores(parsed.filter(isReport)), status: "ok" };
  } catch {
    // Not JSON: treated like any other foreign value below.
  }
  return { scores: [], status: "unavailable" };
}

/** Writes the list; false when the storage refuses (the caller says scores cannot be saved). */
export function saveScores(storage: StorageLike | undefined, scores: readonly ColorReport[]): boolean {
  if (!storage) return false;
  try {
    storage.setItem(HIGH_SCORES_KEY, JSON.stringify(scores));
    return true;
  } catch {
    return false;
  }
}

/** window.localStorage, or undefined where even reading the property throws. */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
