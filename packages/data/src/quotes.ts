// "From our board" on the about page: what board members say about the club.
// Fictional people; the portrait is drawn from the name.

export interface QuoteCard {
  quote: string;
  name: string;
  position: string;
  /** Two-digit years: joined the club, and graduated (or expect to). */
  years: readonly [from: string, to: string];
}

export const quoteCards = [
  {
    quote: "I came to one Figma workshop as a biology major. Three years later I'm running them.",
    name: "Avery Quinn",
    position: "Co-President",
    years: ["22", "26"],
  },
  {
    quote: "The Design-a-thon was the first time I shipped something in a weekend. I still use what I learned there.",
    name: "Theo Martin",
    position: "Design-a-thon Chair",
    years: ["23", "26"],
  },
  {
    quote: "Project Teams gave me a real case study for my portfolio and friends I see every week.",
    name: "Ines Moreau",
    position: "Project Teams Chair",
    years: ["23", "27"],
  },
  {
    quote: "Nobody here expects you to know everything. You just show up, ask, and make things together.",
    name: "Priya Raman",
    position: "Director of Events",
    years: ["22", "26"],
  },
  {
    quote: "Hearing designers from industry talk about their first jobs made the path feel possible.",
    name: "Sam Ortiz",
    position: "Industry Relations Coordinator",
    years: ["24", "27"],
  },
  {
    quote: "I joined for the stickers and stayed for the people. Don't tell anyone.",
    name: "Diego Alvarez",
    position: "Social Coordinator",
    years: ["24", "28"],
  },
] as const satisfies readonly QuoteCard[];
