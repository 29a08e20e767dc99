import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LAZY_DELAY_MS, MasonryGallery } from "./masonry-gallery.tsx";

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
let observers: { callback: Callback; element?: Element }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: { callback: Callback; element?: Element };
      constructor(callback: Callback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      disconnect() {}
    },
  );
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const photos = [
  { src: "/a.svg", width: 600, height: 800, alt: "First" },
  { src: "/b.svg", width: 800, height: 600, alt: "Second" },
];

function report(index: number, isIntersecting: boolean) {
  const observer = observers[index]!;
  act(() => observer.callback([{ isIntersecting, target: observer.element! }]));
}

describe("MasonryGallery", () => {
  it("reserves each photo's proportions before it loads", () => {
    render(<MasonryGallery photos={photos} />);
    const first = screen.getByRole("img", { name: "First" });
    expect(first.style.aspectRatio).toBe("600 / 800");
    expect(screen.getByRole("img", { name: "Second" }).style.aspectRatio).toBe("800 / 600");
  });

  it("loads photos on screen at once and the others 500 ms after they scroll into view", () => {
    render(<MasonryGallery photos={photos} />);
    report(0, true);
    report(1, false);
    expect(screen.getByRole("img", { name: "First" })).toHaveAttribute("src", "/a.svg");
    expect(screen.getByRole("img", { name: "First" })).toHaveAttribute("width", "600");
    expect(screen.getByRole("img", { name: "Second" })).not.toHaveAttribute("src");
    report(1, true);
    act(() => vi.advanceTimersByTime(LAZY_DELAY_MS - 1));
    expect(screen.getByRole("img", { name: "Second" })).not.toHaveAttribute("src");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("img", { name: "Second" })).toHaveAttribute("src", "/b.svg");
  });

  it("uses a fixed column count when given, else follows its width", () => {
    const { container, rerender } = render(<MasonryGallery photos={photos} columns={2} />);
    expect(container.querySelector("ul")).toHaveAttribute("data-columns", "2");
    rerender(<MasonryGallery photos={photos} />);
    expect(container.querySelector("ul")).toHaveAttribute("data-columns", "auto");
  });
});
