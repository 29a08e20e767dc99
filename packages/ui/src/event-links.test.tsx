import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EventDetail } from "./event-detail.tsx";
import { sampleEvent } from "./event-stories-data.ts";

function linkNames() {
  return screen.queryAllByRole("link").map((link) => link.textContent?.replace(" (opens in a new tab)", ""));
}

describe("event links", () => {
  it("show every link before the event, the video call in the outline style", () => {
    render(<EventDetail event={sampleEvent} status="upcoming" timeText="Wednesday, Oct 9 at 6:00 PM your time" />);
    expect(linkNames()).toEqual(["Zoom Link", "Discord Link", "Resources", "Recording"]);
    expect(screen.getByRole("link", { name: /Zoom Link/ })).toHaveAttribute("data-variant", "outline");
    expect(screen.getByRole("link", { name: /Recording/ })).toHaveAttribute("data-variant", "primary");
    expect(screen.getByRole("link", { name: /Resources/ })).toHaveAttribute("target", "_blank");
  });

  it("turn the video call red while live", () => {
    render(<EventDetail event={sampleEvent} status="live" timeText="x" />);
    expect(screen.getByRole("link", { name: /Zoom Link/ })).toHaveAttribute("data-variant", "danger");
  });

  it("hide Zoom and Discord once the event is over", () => {
    render(<EventDetail event={sampleEvent} status="past" timeText="x" />);
    expect(linkNames()).toEqual(["Resources", "Recording"]);
  });

  it("show title, time, type, place and description in that order", () => {
    const { container } = render(
      <EventDetail event={sampleEvent} status="upcoming" timeText="Wednesday, Oct 9 at 6:00 PM your time" />,
    );
    const text = container.textContent ?? "";
    const order = [
      "Intro to UX Research",
      "Wednesday, Oct 9 at 6:00 PM your time",
      "Workshop",
      "ICS 174",
      "Zoom Link",
      "Plan interviews",
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(screen.getByRole("heading", { level: 3, name: "Intro to UX Research" })).toBeInTheDocument();
  });
});
