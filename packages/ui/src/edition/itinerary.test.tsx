import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Itinerary } from "./itinerary.tsx";

const days = [
  {
    date: "2026-04-17",
    name: "Friday, April 17",
    items: [
      {
        id: "opening",
        time: "5:00 - 6:00 PM",
        title: "Opening Ceremony",
        place: "Main Hall",
        detail: "The prompt is revealed.",
      },
    ],
  },
  {
    date: "2026-04-18",
    name: "Saturday, April 18",
    items: [{ id: "breakfast", time: "9:00 AM", title: "Breakfast" }],
  },
];

describe("Itinerary", () => {
  it("shows every day at once, each under its name, with nothing to switch", () => {
    render(<Itinerary days={days} />);
    expect(screen.getByRole("heading", { level: 2, name: "Schedule" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Friday, April 17",
      "Saturday, April 18",
    ]);
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getByText("Friday, April 17").closest("time")).toHaveAttribute("datetime", "2026-04-17");
    const saturday = screen.getByRole("region", { name: "Saturday, April 18" });
    expect(within(saturday).getByRole("heading", { level: 4, name: "Breakfast" })).toBeInTheDocument();
    expect(within(saturday).getByText("9:00 AM")).toBeVisible();
  });

  it("gives each entry its time as written, place and detail", () => {
    render(<Itinerary days={days} />);
    const friday = screen.getByRole("list", { name: "Friday, April 17" });
    expect(within(friday).getByText("5:00 - 6:00 PM")).toBeVisible();
    expect(within(friday).getByText("Main Hall")).toBeVisible();
    expect(within(friday).getByText("The prompt is revealed.")).toBeVisible();
  });

  it("says the times are Pacific, or what the edition says instead", () => {
    const { unmount } = render(<Itinerary days={days} />);
    expect(screen.getByText("All times are in Pacific Time.")).toBeVisible();
    unmount();
    render(<Itinerary days={days} note="Times are Pacific; online sessions on Discord." />);
    expect(screen.getByText("Times are Pacific; online sessions on Discord.")).toBeVisible();
  });
});
