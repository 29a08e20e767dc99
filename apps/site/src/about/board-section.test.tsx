import { boardInterns } from "@duci/data/board";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BoardSection } from "./board-section.tsx";

describe("BoardSection", () => {
  it("shows a heading and one profile per person", () => {
    render(<BoardSection id="interns" title="Board Interns" members={boardInterns} />);
    expect(screen.getByRole("heading", { level: 2, name: "Board Interns" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(boardInterns.length);
  });

  it("renders nothing, not even the heading, when there is nobody", () => {
    const { container } = render(<BoardSection id="interns" title="Board Interns" members={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
