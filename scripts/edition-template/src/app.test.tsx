// The edition's smoke test: every section renders from the data file.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";
import { edition } from "./edition-data.ts";

describe("Design-a-thon __YEAR__", () => {
  // One render for every check: the whole page is large, and slow machines need the time.
  it("shows the name, every section and the way back to every Design-a-thon", { timeout: 30_000 }, () => {
    render(<App />);
    expect(screen.getByRole("heading", { level: 1, name: edition.name })).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    const sections = main.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      `Theme: ${edition.theme}`,
      "Judges and speakers",
      "Rules",
      "Prizes",
      "Schedule",
      "FAQ",
      "Sponsors",
    ]);
    expect(document.title).toContain("Design-a-thon __YEAR__");
    expect(screen.getAllByText(edition.people[0]?.name ?? "").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "All Design-a-thons" })).toHaveAttribute("href", "/designathon/");
  });
});
