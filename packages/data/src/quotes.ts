// "From our board" on the about page: the board members who gave the club a
// testimonial, with their position and board year as published. Their words
// are theirs to give: a card shows `quote` only once the board supplies it
// (docs/content.md); until then it shows the facts alone.

export interface QuoteCard {
  name: string;
  position: string;
  /** Two-digit years of the board year the card is from: ["25", "26"] is 2025 – 2026. */
  years: readonly [from: string, to: string];
  /** The member's own words, exactly as they gave them; never written for them. */
  quote?: string;
}

export const quoteCards: readonly QuoteCard[] = [
  { name: "Krey Pillei", position: "President", years: ["25", "26"] },
  { name: "Kylie Nguyen", position: "Mentorships Director", years: ["25", "26"] },
  { name: "Reyna Phan", position: "External Vice President", years: ["25", "26"] },
];
