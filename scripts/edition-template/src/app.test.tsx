// The edition's smoke test: every section renders from the data file.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { edition } from "./edition-data.ts";

describe("Design-a-thon __YEAR__", () => {
  it("shows the name and every section of the page", () => {
    render(<App />);
    expect(screen.getByRole("heading", { level: 1, name: edition.name })).toBeInTheDocument();
    for (const name of [/^Theme:/, "Schedule", "Judges and speakers", "Rules", "Prizes", "FAQ", "Sponsors"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(document.title).toContain("Design-a-thon __YEAR__");
    expect(screen.getAllByText(edition.people[0]?.name ?? "").length).toBeGreaterThan(0);
  });

  it("links back to the list of every Design-a-thon", () => {
    render(<App />);
    expect(screen.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
  });
});
