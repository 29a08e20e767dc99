import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion } from "./accordion.tsx";

const items = [
  { id: "a", question: "First question", answer: <p>First answer</p> },
  { id: "b", question: "Second question", answer: <p>Second answer</p> },
];

describe("Accordion", () => {
  it("starts closed and toggles an answer by click", async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole("button", { name: "First question" });
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("First answer")).not.toBeVisible();
    await userEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "First question" })).toHaveTextContent("First answer");
    await userEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
  });

  it("opens by keyboard and keeps other items as they were", async () => {
    render(<Accordion items={items} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(screen.getByRole("button", { name: "First question" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Second question" })).toHaveAttribute("aria-expanded", "true");
  });
});
