import { endpoints } from "./config.ts";
import { HOUSE_NAMES, type HouseName } from "./houses.ts";

/** Points per house; a house missing from the sheet (or with unreadable points) is absent. */
export type HousePoints = Partial<Record<HouseName, number>>;

/** Logged (as a warning) when the sheet cannot be read; the standings then show "-". */
export const SHEET_ERROR_MESSAGE = "Error occurred while fetching sheets data:";

const byLowerName = new Map(HOUSE_NAMES.map((name) => [name.toLowerCase(), name]));

/**
 * Reads the published sheet's TSV: one row per line, cells split on tabs, the
 * first cell a house name and the second its points. Tolerates CRLF, blank
 * lines, extra columns, a header row and stray spaces; rows with an unknown
 * house or non-numeric points are skipped. "1,250" reads as 1250. When a house
 * appears twice, the last row wins.
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
    points[name] = Number(value);
  }
  return points;
}

/** Fetches and parses the standings; rejects on a network failure or an HTTP error. */
export async function fetchHousePoints(url: string = endpoints.housePointsTsv, signal?: AbortSignal) {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`the sheet answered HTTP ${response.status}`);
  return parseHousePoints(await response.text());
}
