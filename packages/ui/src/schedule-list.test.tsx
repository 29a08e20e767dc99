import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ScheduleList } from "./schedule-list.tsx";

const days = [
  {
    id: "fri",
    label: "Fri",
    name: "Friday",
    entries: [{ id: "a", kind: "event" as const, title: "Check In", time: "3:00-4:30 PM" }],
  },
  {
    id: "sat",
    label: "Sat",
    name: "Saturday",
    entries: [{ id: "b", kind: "event" as const, title: "Breakfast", time: "10:00-11:00 AM" }],
  },
  {
    id: "sun",
    label: "Sun",
    name: "Sunday",
    entries: [{ id: "c", kind: "marker" as const, title: "Ends", time: "6:00 PM" }],
  },
];

function Harness() {
  const [selected, setSelected] = useState(0);
  return <ScheduleList days={days} selectedIndex={selected} onSelect={setSelected} note="All times are in PST." />;
}

describe("ScheduleList", () => {
  it("shows the chosen day and moves between days with the arrow keys", async () => {
    render(<Harness />);
    expect(screen.getByText("All times are in PST.")).toBeInTheDocument();
    expect(within(screen.getByRole("tabpanel")).getByRole("heading", { name: "Check In" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Saturday" }));
    expect(screen.getByRole("tab", { name: "Saturday" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Breakfast" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Sunday" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("6:00 PM: Ends");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Friday" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Sunday" })).toHaveFocus();
  });
});
