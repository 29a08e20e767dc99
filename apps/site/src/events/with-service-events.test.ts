import type { EventSource, ListedEvent } from "@duci/data/event-types";
import { describe, expect, it } from "vitest";
import { withServiceEvents } from "./with-service-events.ts";

function event(title: string, start: string, source: EventSource, desc = ""): ListedEvent {
  return {
    key: `${new Date(start).toISOString()}|${title}`,
    title,
    time: start,
    start: new Date(start),
    durationMinutes: 60,
    type: "Workshop",
    desc,
    place: "",
    links: [],
    source,
    problems: [],
  };
}

const bundled = event("Spring picnic", "2026-05-09T12:00:00-07:00", "bundled");
const builtFromService = event("Figma basics", "2026-05-20T18:00:00-07:00", "service", "As built");

describe("withServiceEvents", () => {
  it("adds what editors published since the build, newest first, and keeps the bundled events", () => {
    const published = event("Portfolio night", "2026-05-27T18:00:00-07:00", "service");
    const merged = withServiceEvents([builtFromService, bundled], [published, builtFromService]);
    expect(merged.map((e) => e.title)).toEqual(["Portfolio night", "Figma basics", "Spring picnic"]);
  });

  it("shows the service's latest text for an event the build got from it", () => {
    const edited = { ...builtFromService, desc: "Now in ICS 174" };
    expect(withServiceEvents([builtFromService, bundled], [edited]).find((e) => e.title === "Figma basics")?.desc).toBe(
      "Now in ICS 174",
    );
  });

  it("drops an event editors removed since the build, as /events does", () => {
    expect(withServiceEvents([builtFromService, bundled], []).map((e) => e.title)).toEqual(["Spring picnic"]);
  });
});
