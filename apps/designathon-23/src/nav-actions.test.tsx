import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavActions } from "./nav-actions.tsx";

describe("NavActions", () => {
  afterEach(() => vi.useRealTimers());

  // The documents' real addresses are not known, so each shows as a label that says so, never a link.
  it("shows the Challenge Brief from 24 Feb 2023 7:00 PM Pacific on, checking every second", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2023-02-24T18:59:59-08:00"));
    render(<NavActions />);
    expect(screen.getByText("Submission Form")).toBeInTheDocument();
    expect(screen.queryByText("Challenge Brief")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText("Challenge Brief")).toBeInTheDocument();
    expect(screen.getAllByText("link not available")).toHaveLength(2);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
