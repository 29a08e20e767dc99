import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DateRange } from "./date-range.tsx";

describe("DateRange", () => {
  it("keeps each date of a range whole and lets the line break only after the dash", () => {
    const { container } = render(
      <p>
        <DateRange>Friday, January 28 – Sunday, January 30, 2022</DateRange>
      </p>,
    );
    expect(container.textContent).toBe("Friday, January 28 – Sunday, January 30, 2022");
    expect(Array.from(container.querySelectorAll("span"), (span) => span.textContent)).toEqual([
      "Friday, January 28 –",
      "Sunday, January 30, 2022",
    ]);
    for (const span of container.querySelectorAll("span")) expect(getComputedStyle(span).whiteSpace).toBe("nowrap");
  });

  it("reads a hyphen as a dash too, and keeps a single date whole", () => {
    const range = render(<DateRange>Friday, April 24 - Sunday, April 26, 2026</DateRange>).container;
    expect(range.querySelectorAll("span")).toHaveLength(2);
    const single = render(<DateRange>Saturday, May 18, 2024</DateRange>).container;
    expect(Array.from(single.querySelectorAll("span"), (span) => span.textContent)).toEqual(["Saturday, May 18, 2024"]);
  });
});
