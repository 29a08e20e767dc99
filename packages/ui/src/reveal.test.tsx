import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit; observed: Set<Element> }[] = [];

class FakeObserver {
  private record: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, observed: new Set() };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.add(element);
  }
  unobserve(element: Element) {
    this.record.observed.delete(element);
  }
  disconnect() {}
}

function place(top: number) {
  return vi
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue({ top, bottom: top + 100 } as DOMRect);
}

let reducedMotion = false;

beforeEach(() => {
  vi.resetModules();
  observers.length = 0;
  reducedMotion = false;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: reducedMotion && query.includes("reduce"), media: query }) as MediaQueryList,
  );
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport(
    { width: 1280, height: 1000 },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderReveal(...texts: string[]) {
  const { Reveal } = await import("./reveal.tsx");
  render(
    <div>
      {texts.map((text) => (
        <Reveal key={text}>{text}</Reveal>
      ))}
    </div>,
  );
  return texts.map((text) => screen.getByText(text));
}

describe("Reveal", () => {
  it("shows at once what is already above 84% of the viewport", async () => {
    place(500);
    const [block] = await renderReveal("Near the top");
    expect(block).toHaveAttribute("data-reveal", "shown");
    expect(observers).toHaveLength(0);
  });

  it("waits below the threshold, watched by one shared observer, and shows on intersection", async () => {
    place(900);
    const [first, second] = await renderReveal("First", "Second");
    expect(first).toHaveAttribute("data-reveal", "waiting");
    expect(second).toHaveAttribute("data-reveal", "waiting");
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe("100000px 0px -16% 0px");

    act(() =>
      observers[0]?.callback([{ target: first, isIntersecting: true, boundingClientRect: { bottom: 900 } as DOMRect }]),
    );
    expect(first).toHaveAttribute("data-reveal", "shown");
    expect(second).toHaveAttribute("data-reveal", "waiting");
    expect(observers[0]?.observed.has(first as Element)).toBe(false);
  });

  it("never hides anything for visitors who prefer reduced motion", async () => {
    reducedMotion = true;
    place(2000);
    const [block] = await renderReveal("Far below");
    expect(block).toHaveAttribute("data-reveal", "shown");
    expect(observers).toHaveLength(0);
  });
});
