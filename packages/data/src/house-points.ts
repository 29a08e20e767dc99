import { endpoints } from "./config.ts";
import { HOUSE_NAMES, type HouseName } from "./houses.ts";

/** Points per house; a house missing from the sheet (or with unreadable points) is absent. */
export type HousePoints = Partial<Record<HouseName, number>>;

/** Logged (as a warning) when the sheet cannot be read; the standings then show "-". */
export const SHEET_ERROR_MESSAGE = "Error occurred while fetching sheets data:";

/** How long the standings wait for the sheet before giving up (and showing "-"). */
export const SHEET_TIMEOUT_MS = 10_000;

/** The most the standings read of the sheet's answer (a real sheet is a few hundred bytes); a larger one is refused. */
export const MAX_SHEET_BYTES = 1_000_000;

/** The largest score a house can show; anything beyond is a typo in the sheet and reads as missing. */
export const MAX_HOUSE_POINTS = 999_999_999;

const byLowerName = new Map(HOUSE_NAMES.map((name) => [name.toLowerCase(), name]));

/**
 * Reads the published sheet's TSV: one row per line, cells split on tabs, the
 * first cell a house name and the second its points. Tolerates CRLF, blank
 * lines, extra columns, a header row and stray spaces; rows with an unknown
 * house, non-numeric points or points beyond ±MAX_HOUSE_POINTS are skipped.
 * "1,250" reads as 1250 and "-0" as 0. When a house appears twice, the last row wins.
 *
 * @example
 * parseHousePoints("House\tPoints\r\nHades\t120\r\nZeus\tn/a\n") // { Hades: 120 }
 */
export function parseHousePoints(tsv: string): HousePoints {
  const points: HousePoints = {};
  for (const line of tsv.split("\n")) {
    const [nameCell = "", pointsCell = ""] = line.replace(/\r$/, "").split("\t");
    const name = byLowerName.get(nameCell.trim().toLowerCase());
    const value = pointsCell.trim().replace(/,/g, "");
    if (!name || !/^-?\d+(\.\d+)?$/.test(value)) continue;
    const number = Number(value);
    if (!(Math.abs(number) <= MAX_HOUSE_POINTS)) continue;
    // Adding zero turns -0 into 0.
    points[name] = number + 0;
  }
  return points;
}

/**
 * A house's points as shown: grouped thousands, at most two decimals, never "-0".
 *
 * @example
 * formatHousePoints(1250) // "1,250"
 * formatHousePoints(-0)   // "0"
 */
export function formatHousePoints(points: number): string {
  if (!Number.isFinite(points)) return "-";
  const text = points.toLocaleString("en-US", { maximumFractionDigits: 2 });
  return text === "-0" ? "0" : text;
}

export interface FetchHousePointsOptions {
  /** Aborts the request (the page went away). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The body of `response` as text, read piece by piece; rejects, and stops
 * the download, as soon as it passes `limit` bytes.
 */
async function limitedText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  const tooLarge = () => new Error(`the sheet's answer is larger than ${limit / 1_000_000} MB`);
  if (declared > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * Fetches and parses the standings; rejects on a network failure, an HTTP
 * error, an answer larger than MAX_SHEET_BYTES (read no further), or no
 * complete answer within `timeoutMs`.
 */
export async function fetchHousePoints(
  url: string = endpoints.housePointsTsv,
  { signal, timeoutMs = SHEET_TIMEOUT_MS }: FetchHousePointsOptions = {},
): Promise<HousePoints> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal?.reason);
  if (signal?.aborted) stop();
  signal?.addEventListener("abort", stop);
  const timer = setTimeout(
    () => controller.abort(new Error(`the sheet gave no answer within ${timeoutMs / 1000} s`)),
    timeoutMs,
  );
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`the sheet answered HTTP ${response.status}`);
    return parseHousePoints(await limitedText(response, MAX_SHEET_BYTES));
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
}
