import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sampleFactCards, sampleQuoteCards } from "./quote-carousel.fixtures.ts";
import { QuoteCarousel } from "./quote-carousel.tsx";

describe("QuoteCarousel", () => {
  it("shows the board's cards: name, position, board year and portrait, accents cycling blue, yellow, red", () => {
    const cards = sampleFactCards;
    render(<QuoteCarousel quotes={cards} label="From our board" />);
    const slides = screen.getAllByRole("group", { name: new RegExp(`of ${cards.length}$`) });
    expect(slides).toHaveLength(cards.length);
    const accents = ["blue", "yellow", "red"];
    expect(slides.map((slide) => slide.getAttribute("data-accent"))).toEqual(
      cards.map((_, index) => accents[index % 3]),
    );
    for (const [index, card] of cards.entries()) {
      const slide = slides[index] as HTMLElement;
      expect(slide).toHaveTextContent(card.name);
      expect(slide).toHaveTextContent(card.position);
      expect(slide).toHaveTextContent(`20${card.years[0]} – 20${card.years[1]}`);
      expect(within(slide).getByRole("img", { name: `Portrait of ${card.name}` })).toBeInTheDocument();
    }
  });

  it("sets a member's own words as a quotation, and shows no quotation where there are none", () => {
    const cards = [sampleQuoteCards[0], sampleFactCards[1]].flatMap((card) => (card ? [card] : []));
    const { container } = render(<QuoteCarousel quotes={cards} label="From our board" />);
    const [withWords, withoutWords] = screen.getAllByRole("group", { name: /of 2$/ }) as [HTMLElement, HTMLElement];
    expect(withWords.querySelector("blockquote")).toHaveTextContent(sampleQuoteCards[0]?.quote ?? "");
    expect(withWords.querySelector("figcaption")).toHaveTextContent(sampleQuoteCards[0]?.name ?? "");
    expect(withoutWords.querySelector("blockquote, q, figure")).toBeNull();
    expect(withoutWords).toHaveTextContent(sampleFactCards[1]?.position ?? "");
    expect(withoutWords.textContent).not.toMatch(/[“”"]/);
    expect(container.querySelectorAll("blockquote")).toHaveLength(1);
  });

  it("moves one card per arrow button and jumps with Home and End on the focused row", async () => {
    const user = userEvent.setup();
    render(<QuoteCarousel quotes={sampleFactCards} label="From our board" />);
    const row = screen.getByRole("group", { name: /use the arrow keys/ });
    const scrollBy = vi.fn();
    const scrollTo = vi.fn();
    Object.assign(row, { scrollBy, scrollTo });
    // A row wider than its window: there is somewhere to move to, so the arrows show.
    Object.defineProperties(row, { scrollWidth: { value: 1000 }, clientWidth: { value: 340 } });
    fireEvent.scroll(row);

    await user.click(screen.getByRole("button", { name: "Next card" }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 316 }));
    await user.click(screen.getByRole("button", { name: "Previous card" }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -316 }));

    fireEvent.keyDown(row, { key: "End" });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: row.scrollWidth }));
    fireEvent.keyDown(row, { key: "Home" });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it("shows no arrows when every card fits the row", () => {
    render(<QuoteCarousel quotes={sampleFactCards} label="From our board" />);
    const row = screen.getByRole("group", { name: /use the arrow keys/ });
    Object.defineProperties(row, { scrollWidth: { value: 960 }, clientWidth: { value: 960 } });
    fireEvent.scroll(row);
    expect(screen.queryByRole("button", { name: "Next card" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Previous card" })).toBeNull();
  });
});
