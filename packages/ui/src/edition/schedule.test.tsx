import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Schedule, type ScheduleDay } from "./schedule.tsx";

const pdt = (wallClock: string) => new Date(`${wallClock}-07:00`);

const days: ScheduleDay[] = [
  {
    date: "2024-05-17",
    label: "Fri",
    name: "Friday, May 17",
    items: [
      {
        kind: "event",
        id: "check-in",
        title: "Check In",
        start: pdt("2024-05-17T15:00"),
        end: pdt("2024-05-17T16:30"),
      },
      { kind: "marker", id: "begins", title: "Designing Officially Begins", at: pdt("2024-05-17T17:30") },
    ],
  },
  {
    date: "2024-05-18",
    label: "Sat",
    name: "Saturday, May 18",
    items: [{ kind: "written", id: "breakfast", title: "Breakfast", time: "10:00-11:00 AM" }],
  },
];

describe("Schedule", () => {
  afterEach(() => vi.useRealTimers());

  it("opens on today's Pacific day and lets the visitor pick another", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(pdt("2024-05-18T00:00"));
    render(<Schedule days={days} />);
    expect(screen.getByRole("tab", { name: "Saturday, May 18" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("10:00-11:00 AM")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Friday, May 17" }));
    expect(screen.getByRole("tab", { name: "Friday, May 17" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("3:00-4:30 PM")).toBeInTheDocument();
    expect(screen.getByText("5:30 PM: Designing Officially Begins")).toBeInTheDocument();
    expect(screen.getByText("All times are in PST.")).toBeInTheDocument();
  });
});
