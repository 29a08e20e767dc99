// Sample cards for the carousel's stories and tests: fictional people, and
// sample words clearly marked as such. The about page shows the board's own
// cards (packages/data/src/quotes.ts), never these.
import type { QuoteCard } from "./quote-carousel.tsx";

/** Cards with words, as the board's cards look once members supply their own. */
export const sampleQuoteCards: readonly QuoteCard[] = [
  { name: "Avery Quinn", position: "President", years: ["24", "25"], quote: "Sample words for a story card." },
  {
    name: "Jordan Lee",
    position: "Webmaster",
    years: ["24", "25"],
    quote: "A second sample, a little longer than the first one.",
  },
  { name: "Priya Raman", position: "Workshops Director", years: ["23", "24"], quote: "A third sample." },
  {
    name: "Mateo Cruz",
    position: "Finance Director",
    years: ["23", "24"],
    quote: "A fourth sample, to wrap the accents.",
  },
];

/** Cards before any words are supplied: who the member is and their board year. */
export const sampleFactCards: readonly QuoteCard[] = sampleQuoteCards.map(({ quote: _quote, ...card }) => card);
