import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighScoreList } from "./high-score-list.tsx";
import { createReport } from "./report.ts";

describe("HighScoreList", () => {
  it("shows a score whose instant is not a date without its date, instead of failing", () => {
    const scores = [createReport("FF0000", "FF0000", 1e300), createReport("FF0000", "FE0000", -9e15)];
    render(<HighScoreList scores={scores} status="ok" />);
    const rows = within(screen.getByRole("list", { name: "Best scores, highest first" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("100.00%");
    expect(rows[0]?.querySelector("time")).toBeNull();
  });

  it("lists two identical reports as two rows", () => {
    const report = createReport("00FF00", "00FE00", 1_700_000_000_000);
    render(<HighScoreList scores={[report, { ...report }]} status="ok" />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getAllByRole("listitem")[0]?.querySelector("time")).toHaveAttribute(
      "datetime",
      "2023-11-14T22:13:20.000Z",
    );
  });
});
