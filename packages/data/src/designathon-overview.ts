// The Design-a-thon overview's cards: one for every edition record, newest
// first, then the editions from before this site that live elsewhere. As in the
// club's archive, each card names its edition's theme and participants.
import type { ShowcaseEntry } from "./designathon-types.ts";
import { type EditionSummary, editionDates, editionPath } from "./edition.ts";
import { editionSummaries } from "./editions/index.ts";
import edition2021 from "./images/showcase/edition-2021.svg";
import { showcase2021 } from "./showcase.ts";

export interface OverviewCard {
  year: number;
  /** The edition's name. */
  title: string;
  theme: string;
  /** Dates as shown to visitors. */
  dates: string;
  /** First and last day, Pacific calendar dates (YYYY-MM-DD); absent for editions before this site. */
  start?: string;
  end?: string;
  format?: string;
  participants?: string;
  /** Our page for the edition, or the legacy external site. */
  link: string;
  /** Cover art. */
  image: string;
  /** Awarded entries, shown behind the card's showcase toggle. */
  showcase: readonly ShowcaseEntry[];
}

export function overviewCard(edition: EditionSummary): OverviewCard {
  return {
    year: edition.year,
    title: edition.name,
    theme: edition.theme,
    link: editionPath(edition),
    start: edition.days[0],
    end: edition.days.at(-1),
    dates: editionDates(edition),
    ...edition.card,
  };
}

/** Editions from before this site: only a card, linking to their own page. */
export const legacyCards: readonly OverviewCard[] = [
  {
    year: 2021,
    title: "Mindfulness & Productivity",
    theme: "Mindfulness & Productivity",
    dates: "2021",
    participants: "100+",
    // The club's archived page of the 2021 edition.
    link: "https://designatuci.com/static/designathon2020/index.html",
    image: edition2021,
    showcase: showcase2021,
  },
];

/** Every card of the overview, newest first. */
export const overviewCards: readonly OverviewCard[] = [...editionSummaries.map(overviewCard), ...legacyCards].sort(
  (a, b) => b.year - a.year,
);
