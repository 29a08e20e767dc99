// Kept while the edition pages move to the records in ./editions/: the overview
// cards under their old names. New code reads @duci/data/designathon-overview
// (cards) or @duci/data/editions/index and @duci/data/edition (records).
import { type OverviewCard, overviewCards } from "./designathon-overview.ts";

export type { OverviewCard as Edition } from "./designathon-overview.ts";

/** Every Design-a-thon's overview card, newest first. */
export const editions = overviewCards;

export function editionOf(year: number): OverviewCard {
  const edition = editions.find((item) => item.year === year);
  if (!edition) throw new Error(`No Design-a-thon edition for ${year}`);
  return edition;
}
