import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Schedule, type ScheduleDay } from "./schedule.tsx";
import { ScheduleColumns } from "./schedule-columns.tsx";
import { ScheduleLinks } from "./schedule-links.tsx";

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

  it("links a written event's form and recording, each in a new tab", () => {
    render(
      <Schedule
        initial={pdt("2024-05-18T12:00")}
        days={[
          {
            date: "2024-05-18",
            label: "Sat",
            name: "Saturday, May 18",
            items: [
              {
                kind: "written",
                id: "due",
                title: "Submissions Due",
                time: "1:00 PM",
                more: (
                  <ScheduleLinks
                    links={[
                      { label: "Submission Form", href: "https://forms.gle/form" },
                      { label: "Watch the recording", href: "https://youtu.be/talk", context: "of Submissions Due" },
                    ]}
                  />
                ),
              },
            ],
          },
        ]}
      />,
    );
    const form = screen.getByRole("link", { name: "Submission Form (opens in a new tab)" });
    expect(form).toHaveAttribute("href", "https://forms.gle/form");
    expect(form).toHaveAttribute("target", "_blank");
    const recording = screen.getByRole("link", {
      name: "Watch the recording of Submissions Due (opens in a new tab)",
    });
    expect(recording).toHaveAttribute("href", "https://youtu.be/talk");
    expect(recording).toHaveAttribute("target", "_blank");
  });

  it("in columns shows every day at once under its name, without tabs", () => {
    render(
      <ScheduleColumns
        days={[
          {
            date: "2022-01-28",
            label: "Fri",
            name: "Fri, Jan 28, 2022",
            items: [{ kind: "written", id: "opening", title: "Opening Ceremony", time: "6:00-8:00 PM" }],
          },
          {
            date: "2022-01-29",
            label: "Sat",
            name: "Sat, Jan 29, 2022",
            items: [{ kind: "written", id: "basics", title: "Workshop: Design Basics", time: "5:00-5:30 PM" }],
          },
        ]}
      />,
    );
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Fri, Jan 28, 2022",
      "Sat, Jan 29, 2022",
    ]);
    expect(screen.getByRole("heading", { level: 4, name: "Opening Ceremony" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 4, name: "Workshop: Design Basics" })).toBeVisible();
    expect(screen.getByText("6:00-8:00 PM")).toBeVisible();
    expect(screen.getByText("5:00-5:30 PM")).toBeVisible();
    expect(screen.getByText("All times are in PST.")).toBeInTheDocument();
  });
});
