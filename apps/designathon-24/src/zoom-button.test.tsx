import { pacific } from "@duci/time/pacific";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ZoomButton } from "./zoom-button.tsx";

const workshop = {
  kind: "event" as const,
  id: "w",
  title: "Workshop",
  start: pacific("2024-05-18T11:00"),
  end: pacific("2024-05-18T11:45"),
  description: "",
  zoom: { durationMinutes: 45 },
};

describe("ZoomButton", () => {
  it("is posted soon before the start and does nothing", () => {
    render(<ZoomButton event={workshop} now={pacific("2024-05-18T10:59:59")} />);
    const button = screen.getByRole("button", { name: "Zoom link will be posted soon" });
    expect(button).toHaveTextContent("Zoom Link Posted Soon");
    expect(button).toHaveAttribute("aria-disabled", "true");
  });

  const meetings = { ceremony: "https://uci.zoom.us/j/93124052024", event: "https://uci.zoom.us/j/97517052024" };

  it("joins the event meeting from the start until start plus duration", () => {
    const { rerender } = render(<ZoomButton event={workshop} meetings={meetings} now={pacific("2024-05-18T11:00")} />);
    const join = screen.getByRole("link", { name: "Join Zoom meeting in a new tab" });
    expect(join).toHaveTextContent("Join Zoom");
    expect(join).toHaveAttribute("href", "https://uci.zoom.us/j/97517052024");
    expect(join).toHaveAttribute("target", "_blank");
    rerender(<ZoomButton event={workshop} meetings={meetings} now={pacific("2024-05-18T11:44:59")} />);
    expect(screen.getByRole("link", { name: "Join Zoom meeting in a new tab" })).toBeInTheDocument();
    rerender(<ZoomButton event={workshop} meetings={meetings} now={pacific("2024-05-18T11:45")} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("uses the ceremony meeting for ceremonies", () => {
    const ceremony = { ...workshop, zoom: { durationMinutes: 60, ceremony: true } };
    render(<ZoomButton event={ceremony} meetings={meetings} now={pacific("2024-05-18T11:30")} />);
    expect(screen.getByRole("link", { name: "Join Zoom meeting in a new tab" })).toHaveAttribute(
      "href",
      "https://uci.zoom.us/j/93124052024",
    );
  });

  it("says the meeting link is not available, without a link, while the edition has no real address", () => {
    render(<ZoomButton event={workshop} now={pacific("2024-05-18T11:00")} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Join Zoom")).toBeInTheDocument();
    expect(screen.getByText("meeting link not available")).toBeInTheDocument();
  });

  it("offers the recording after the end when there is one", () => {
    const recorded = { ...workshop, zoom: { durationMinutes: 45, recordingUrl: "https://example.com/recording" } };
    render(<ZoomButton event={recorded} now={pacific("2024-05-18T12:00")} />);
    const recording = screen.getByRole("link", { name: "Watch Zoom recording in a new tab" });
    expect(recording).toHaveTextContent("Zoom Recording");
    expect(recording).toHaveAttribute("href", "https://example.com/recording");
    expect(recording).toHaveAttribute("target", "_blank");
  });
});
