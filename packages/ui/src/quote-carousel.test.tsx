import { quoteCards } from "@duci/data/quotes";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { QuoteCarousel } from "./quote-carousel.tsx";

describe("QuoteCarousel", () => {
  it("shows every quote with name, position, years and portrait, accents cycling blue, yellow, red", () => {
    render(<QuoteCarousel quotes={quoteCards} label="From our board" />);
    const slides = screen.getAllByRole("group", { name: /of 6$/ });
    expect(slides.map((slide) => slide.getAttribute("data-accent"))).toEqual([
      "blue",
      "yellow",
      "red",
      "blue",
      "yellow",
      "red",
    ]);
    expect(slides[0]).toHaveTextContent(quoteCards[0].quote);
    expect(slides[0]).toHaveTextContent("Avery Quinn");
    expect(slides[0]).toHaveTextContent("Co-President");
    expect(slides[0]).toHaveTextContent("2022 – 2026");
    expect(screen.getByRole("img", { name: "Portrait of Avery Quinn" })).toBeInTheDocument();
  });

  it("moves one card per arrow button and jumps with Home and End on the focused row", async () => {
    const user = userEvent.setup();
    render(<QuoteCarousel quotes={quoteCards} label="From our board" />);
    const row = screen.getByRole("group", { name: /use the arrow keys/ });
    const scrollBy = vi.fn();
    const scrollTo = vi.fn();
    Object.assign(row, { scrollBy, scrollTo });

    await user.click(screen.getByRole("button", { name: "Next quote" }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 316 }));
    await user.click(screen.getByRole("button", { name: "Previous quote" }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -316 }));

    fireEvent.keyDown(row, { key: "End" });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: row.scrollWidth }));
    fireEvent.keyDown(row, { key: "Home" });
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });
});
