import type { ListedEvent } from "@duci/data/event-types";
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("../events/service-events.ts", () => ({
  SERVICE_WARNING: "Could not load events from the content service; showing the bundled events.",
  loadServiceEvents: vi.fn(),
}));
// The test files share one module graph: the hook is loaded afresh, so it sees the loader above.
vi.resetModules();
const { loadServiceEvents } = await import("../events/service-events.ts");
const { useHomeEvents } = await import("./use-home-events.ts");
const load = vi.mocked(loadServiceEvents);
// …and the test files after this one get the real loader back.
afterAll(() => {
  vi.doUnmock("../events/service-events.ts");
  vi.resetModules();
});

function event(title: string, start: string, source: ListedEvent["source"]): ListedEvent {
  return {
    key: `${start}|${title}`,
    title,
    time: start,
    start: new Date(start),
    durationMinutes: 60,
    type: "Workshop",
    desc: "",
    place: "",
    links: [],
    source,
    problems: [],
  };
}

const built = [event("Spring picnic", "2026-05-09T19:00:00.000Z", "bundled")];
const published = event("Portfolio night", "2026-05-28T01:00:00.000Z", "service");

/** The titles the home page would pick from, in a card the hook watches. */
function Card() {
  const ref = useRef<HTMLUListElement>(null);
  const events = useHomeEvents(built, ref);
  return (
    <ul ref={ref} aria-label="events">
      {events.map((e) => (
        <li key={e.key}>{e.title}</li>
      ))}
    </ul>
  );
}

// An IntersectionObserver the test scrolls: `scrollToCard()` puts every observed element on screen.
let observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
class FakeObserver {
  readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [] };
    observed.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    observed = observed.filter((item) => item !== this.entry);
  }
}
function scrollToCard() {
  for (const { callback, elements } of [...observed]) {
    callback(
      elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

const titles = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("useHomeEvents", () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    load.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the build's events, then what editors published once the card is on screen", async () => {
    load.mockResolvedValue([published]);
    render(<Card />);
    expect(titles()).toEqual(["Spring picnic"]);
    // Off screen (a phone's first screen ends above the card): the service is not asked yet.
    expect(load).not.toHaveBeenCalled();
    await act(async () => scrollToCard());
    expect(load).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual(["Portfolio night", "Spring picnic"]);
  });

  it("keeps the build's events when the service fails, with a console warning only", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    load.mockRejectedValue(new Error("down"));
    render(<Card />);
    await act(async () => scrollToCard());
    expect(titles()).toEqual(["Spring picnic"]);
    expect(warn).toHaveBeenCalledWith(
      "Could not load events from the content service; showing the bundled events.",
      expect.any(Error),
    );
    expect(error).not.toHaveBeenCalled();
  });

  it("asks at once where the browser cannot tell what is on screen", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    load.mockResolvedValue([published]);
    render(<Card />);
    expect(await screen.findByText("Portfolio night")).toBeInTheDocument();
  });
});
