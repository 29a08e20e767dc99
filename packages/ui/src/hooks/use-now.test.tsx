import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ClockSchedule, useNow } from "./use-now.ts";

function Clock({ schedule, initial }: { schedule: ClockSchedule; initial?: Date }) {
  const now = useNow(schedule, initial);
  return <p>{now.toISOString()}</p>;
}

const start = new Date("2024-05-17T17:29:58Z");

describe("useNow", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it("switches from the prerendered instant to the real clock, then ticks every interval", () => {
    render(<Clock schedule={1000} initial={new Date("2024-05-20T07:00:00Z")} />);
    expect(screen.getByText("2024-05-17T17:29:58.000Z")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("2024-05-17T17:29:59.000Z")).toBeInTheDocument();
  });

  it("with instants, is re-read at each instant ahead and not in between", () => {
    const reveal = new Date("2024-05-17T17:30:00Z");
    const close = new Date("2024-05-17T18:30:00Z");
    render(<Clock schedule={[close, reveal]} />);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText("2024-05-17T17:29:58.000Z")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("2024-05-17T17:30:00.000Z")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(screen.getByText("2024-05-17T18:30:00.000Z")).toBeInTheDocument();
    // Nothing is left ahead: no timer keeps running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("re-reads the clock when the window regains focus", () => {
    render(<Clock schedule={[new Date("2030-01-01T00:00:00Z")]} />);
    vi.setSystemTime(new Date("2024-05-18T09:00:00Z"));
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(screen.getByText("2024-05-18T09:00:00.000Z")).toBeInTheDocument();
  });
});
