import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ZoomButton } from "./zoom-button.tsx";

const links = { ceremony: "https://uci.zoom.us/j/93124052024", event: "https://uci.zoom.us/j/97517052024" };
// 2024-05-18 11:00 Pacific (PDT).
const start = new Date("2024-05-18T11:00:00-07:00");
const at = (wallClock: string) => new Date(`2024-05-18T${wallClock}-07:00`);

describe("ZoomButton", () => {
  afterEach(() => vi.useRealTimers());

  it("is posted soon before the start and does nothing", () => {
    vi.useFakeTimers();
    vi.setSystemTime(at("10:59:59"));
    render(<ZoomButton start={start} zoom={{ durationMinutes: 45 }} links={links} />);
    const button = screen.getByRole("button", { name: "Zoom link will be posted soon" });
    expect(button).toHaveTextContent("Zoom Link Posted Soon");
    expect(button).toHaveAttribute("aria-disabled", "true");
  });

  it("turns into the event's meeting at the start and goes away at the end, while the page stays open", () => {
    vi.useFakeTimers();
    vi.setSystemTime(at("10:59:58"));
    render(<ZoomButton start={start} zoom={{ durationMinutes: 45 }} links={links} />);
    expect(screen.getByRole("button", { name: "Zoom link will be posted soon" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    const join = screen.getByRole("link", { name: "Join Zoom meeting in a new tab" });
    expect(join).toHaveTextContent("Join Zoom");
    expect(join).toHaveAttribute("href", links.event);
    expect(join).toHaveAttribute("target", "_blank");
    act(() => vi.advanceTimersByTime(45 * 60 * 1000 - 1));
    expect(screen.getByRole("link", { name: "Join Zoom meeting in a new tab" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("uses the ceremony meeting for ceremonies", () => {
    vi.useFakeTimers();
    vi.setSystemTime(at("11:30:00"));
    render(<ZoomButton start={start} zoom={{ durationMinutes: 60, ceremony: true }} links={links} />);
    expect(screen.getByRole("link", { name: "Join Zoom meeting in a new tab" })).toHaveAttribute(
      "href",
      links.ceremony,
    );
  });

  it("says the meeting link is not available, without a link, while the edition has no real address", () => {
    vi.useFakeTimers();
    vi.setSystemTime(at("11:00:00"));
    render(<ZoomButton start={start} zoom={{ durationMinutes: 45 }} links={{ ceremony: null, event: null }} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Join Zoom")).toBeInTheDocument();
    expect(screen.getByText("meeting link not available")).toBeInTheDocument();
  });

  it("offers the recording after the end when there is one", () => {
    vi.useFakeTimers();
    vi.setSystemTime(at("12:00:00"));
    const recordingUrl = "https://www.youtube.com/watch?v=impact22figm";
    render(<ZoomButton start={start} zoom={{ durationMinutes: 45, recordingUrl }} links={links} />);
    const recording = screen.getByRole("link", { name: "Watch Zoom recording in a new tab" });
    expect(recording).toHaveTextContent("Zoom Recording");
    expect(recording).toHaveAttribute("href", recordingUrl);
    expect(recording).toHaveAttribute("target", "_blank");
  });
});
