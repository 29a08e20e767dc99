import { zonedParts } from "./_lib/zoned-parts.ts";
import { PACIFIC_TIME_ZONE } from "./constants.ts";

/** A quarter of the university's year. */
export type Season = "Fall" | "Winter" | "Spring" | "Summer";

export interface AcademicTerm {
  season: Season;
  year: number;
  /** "Spring 2026". */
  label: string;
}

/**
 * The quarter an instant falls in, by its date in Pacific time (the club's
 * calendar, whatever the visitor's zone): Winter from January to March, Spring
 * from April to June, Summer in July and August, Fall from September to
 * December; the year is the calendar year of that date. An invalid instant
 * gives undefined.
 *
 * @example
 * academicTerm(new Date("2026-05-13T17:30:00-07:00")) // { season: "Spring", year: 2026, label: "Spring 2026" }
 * academicTerm(new Date("2025-11-24T19:00:00-08:00")) // { season: "Fall", year: 2025, label: "Fall 2025" }
 */
export function academicTerm(instant: Date): AcademicTerm | undefined {
  if (Number.isNaN(instant.getTime())) return undefined;
  const { year, month } = zonedParts(instant, PACIFIC_TIME_ZONE);
  const season: Season = month <= 3 ? "Winter" : month <= 6 ? "Spring" : month <= 8 ? "Summer" : "Fall";
  return { season, year, label: `${season} ${year}` };
}
