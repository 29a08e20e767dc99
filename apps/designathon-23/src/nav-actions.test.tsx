import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavActions } from "./nav-actions.tsx";

describe("NavActions", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the Challenge Brief button from 24 Feb 2023 7:00 PM Pacific on, checking every second", () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2023-02-24T18:59:59-08:00"));
    render(<NavActions />);
    expect(screen.getByRole("link", { name: /Submission Form/ })).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("link", { name: /Challenge Brief/ })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("link", { name: /Challenge Brief/ })).toHaveAttribute("rel", "noopener noreferrer");
  });
});
