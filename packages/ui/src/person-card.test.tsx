import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PersonCard } from "./person-card.tsx";

const person = { name: "Maren Osei", role: "Keynote Speaker", about: "Designs health apps and sketches on napkins." };

describe("PersonCard", () => {
  it("shows the name and role and opens an About notecard by keyboard", async () => {
    render(<PersonCard person={person} />);
    const card = screen.getByRole("button", { name: /Maren Osei.*Keynote Speaker/ });
    card.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Maren Osei" });
    expect(dialog).toHaveTextContent("About");
    expect(dialog).toHaveTextContent("Designs health apps");
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card).toHaveFocus();
  });
});
