import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { About } from "./about.tsx";

describe("About", () => {
  it("shows the text, a link after it and a titled card of who did what", () => {
    render(
      <About
        paragraphs={["Hosted by Design at UCI.", "We run a design competition every year."]}
        link={{ label: "More about us", href: "/about/" }}
        factsTitle="Event organizers"
        facts={[
          { term: "Marketing", detail: "Jolin Huang" },
          { term: "Marketing", detail: "Carly Chan" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "About" })).toBeInTheDocument();
    expect(screen.getByText("We run a design competition every year.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "More about us" })).toHaveAttribute("href", "/about/");
    const card = screen.getByRole("heading", { level: 3, name: "Event organizers" }).parentElement as HTMLElement;
    const terms = within(card).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual(["Marketing", "Marketing"]);
    expect(
      within(card)
        .getAllByRole("definition")
        .map((detail) => detail.textContent),
    ).toEqual(["Jolin Huang", "Carly Chan"]);
  });

  it("without a title or link shows only the text and the facts", () => {
    render(<About paragraphs={["A free design competition."]} facts={[{ term: "When", detail: "May 17-19" }]} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
    expect(screen.getByRole("term")).toHaveTextContent("When");
    expect(screen.getByRole("definition")).toHaveTextContent("May 17-19");
  });
});
