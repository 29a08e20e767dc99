import { boardInterns, boardMembers } from "@duci/data/board";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BoardSection } from "./board-section.tsx";

describe("BoardSection", () => {
  it("shows a heading and one profile per board member, each with its name and position", () => {
    render(<BoardSection id="board" title="Board Members" members={boardMembers} />);
    expect(screen.getByRole("heading", { level: 2, name: "Board Members" })).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(boardMembers.length);
    for (const [index, member] of boardMembers.entries()) {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(member.name);
      expect(card).toHaveTextContent(member.position);
      expect(within(card).queryAllByRole("link")).toHaveLength(member.links?.length ?? 0);
    }
  });

  it("renders nothing, not even the heading, when there is nobody", () => {
    const { container } = render(<BoardSection id="interns" title="Board Interns" members={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the interns' section exactly when the record lists interns", () => {
    const { container } = render(<BoardSection id="interns" title="Board Interns" members={boardInterns} />);
    expect(screen.queryAllByRole("article")).toHaveLength(boardInterns.length);
    expect(container.childElementCount).toBe(boardInterns.length > 0 ? 1 : 0);
  });
});
