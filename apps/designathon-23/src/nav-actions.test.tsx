import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavActions } from "./nav-actions.tsx";

describe("NavActions", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the Challenge Brief button from 24 Feb 2023 7:00 PM Pacific on, checking every second", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2023-02-24T18:59:59-08:00"));
    render(<NavActions />);
    // Neither address is known yet: each item is shown, says so, and is not a link.
    expect(screen.getByText("Submission Form")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText("Challenge Brief")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText("Challenge Brief")).toBeInTheDocument();
    expect(screen.getAllByText("link not available")).toHaveLength(2);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
