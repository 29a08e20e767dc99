import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Sponsors } from "./sponsors.tsx";

const logo = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";

describe("Sponsors", () => {
  it("links a card out in a new tab only when the sponsor's address is known", () => {
    render(
      <Sponsors
        groups={[
          {
            title: "Sponsors",
            cards: [
              { id: "known", link: "https://design.uci.edu/", logo, alt: "Known Studio" },
              { id: "unknown", logo, alt: "Unknown Studio" },
            ],
          },
        ]}
      />,
    );
    const known = screen.getByRole("link", { name: "Known Studio (opens in a new tab)" });
    expect(known).toHaveAttribute("href", "https://design.uci.edu/");
    expect(known).toHaveAttribute("target", "_blank");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Unknown Studio" })).toBeInTheDocument();
  });

  it("says sponsors will be announced while there are none", () => {
    render(<Sponsors groups={[{ title: "Sponsors", cards: [] }]} />);
    expect(screen.getByText("Sponsors will be announced soon.")).toBeInTheDocument();
  });

  it("shows a lone untitled group under the section's heading alone, each wordmark at its own size", () => {
    render(
      <Sponsors
        title="Sponsors"
        groups={[
          {
            cards: [
              { id: "sketch", link: "https://www.sketch.com", logo, alt: "Sketch", size: { width: 240, height: 96 } },
            ],
          },
        ]}
      />,
    );
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Sponsors"]);
    const wordmark = screen.getByRole("img", { name: "Sketch (opens in a new tab)" });
    expect(wordmark).toHaveAttribute("width", "240");
    expect(wordmark).toHaveAttribute("height", "96");
  });
});
