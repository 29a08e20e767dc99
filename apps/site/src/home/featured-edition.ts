import type { OverviewCard } from "@duci/data/designathon-overview";
import { formatPacificIso } from "@duci/time/format-pacific-iso";

export type EditionTiming = "now" | "upcoming" | "latest" | "archive";

/**
 * The Design-a-thon home shows: the one running today (Pacific calendar), else
 * the next one announced, else the most recent; once that one ended over a
 * year ago, the archive of every edition ("archive", with the most recent as
 * its face). `editions` is newest first; an edition without dates counts as
 * past.
 */
export function featuredEdition<T extends OverviewCard>(
  editions: readonly T[],
  now: Date,
): { edition: T; timing: EditionTiming } | undefined {
  const today = formatPacificIso(now).slice(0, 10);
  const running = editions.find(
    (edition) => edition.start && edition.end && edition.start <= today && today <= edition.end,
  );
  if (running) return { edition: running, timing: "now" };
  const upcoming = editions.filter((edition) => edition.start && edition.start > today).at(-1);
  if (upcoming) return { edition: upcoming, timing: "upcoming" };
  const latest = editions.find((edition) => !edition.start || edition.start <= today) ?? editions[0];
  if (!latest) return undefined;
  const ended = latest.end ?? latest.start;
  const yearLater = ended ? `${Number(ended.slice(0, 4)) + 1}${ended.slice(4)}` : undefined;
  return { edition: latest, timing: !ended || (yearLater && today > yearLater) ? "archive" : "latest" };
}
