import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Stats } from "./stats.tsx";

const items = [
  { value: "150+", label: "Projects" },
  { value: "600+", label: "Designers" },
  { value: "3", label: "Days" },
];

describe("Stats", () => {
  it("shows each figure with what it counts, in order, under the section's heading", () => {
    render(<Stats items={items} />);
    expect(screen.getByRole("heading", { level: 2, name: "By the Numbers" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "150+ Projects",
      "600+ Designers",
      "3 Days",
    ]);
  });

  it("has the final figures in the prerendered page, before any script runs", () => {
    const html = renderToString(<Stats items={items} />);
    expect(html).toContain(">150+<");
    expect(html).toContain(">600+<");
  });

  it("takes its own heading and anchor", () => {
    render(<Stats items={items} id="numbers" title="Last Year" tone="tint" />);
    const section = screen.getByRole("region", { name: "Last Year" });
    expect(section).toHaveAttribute("id", "numbers");
    expect(section).toHaveAttribute("data-tone", "tint");
  });
});
