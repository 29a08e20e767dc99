import { describe, expect, it } from "vitest";
import { mergeEvents } from "./event-merge.ts";
import type { EventSource, ListedEvent } from "./event-types.ts";
import { toListedEvent } from "./listed-event.ts";

function listed(raw: Record<string, unknown>, source: EventSource): ListedEvent {
  const event = toListedEvent({ type: "Workshop", place: "ICS 174", duration: 60, ...raw }, source);
  if (!event) throw new Error("test event was dropped");
  return event;
}

describe("mergeEvents", () => {
  const bundled = [
    listed({ title: "Figma 101", time: "10/9/2024 6:00 PM", desc: "old text" }, "bundled"),
    listed({ title: "Fall Kickoff", time: "2024-10-02T18:00" }, "bundled"),
  ];

  it("shows an event present in both sources once, with the service's content", () => {
    // The same instant written as the service writes it (UTC), with stray spaces in the title.
    const service = [listed({ title: " Figma 101 ", time: "2024-10-10T01:00:00Z", desc: "new text" }, "service")];
    const merged = mergeEvents(bundled, service);
    expect(merged.map((event) => event.title)).toEqual(["Figma 101", "Fall Kickoff"]);
    expect(merged[0]).toMatchObject({ desc: "new text", source: "both" });
    expect(merged[1]?.source).toBe("bundled");
  });

  it("keeps events that differ in time or title, newest first", () => {
    const service = [
      listed({ title: "Figma 101", time: "2024-10-16T18:00" }, "service"),
      listed({ title: "Figma 102", time: "2024-10-09T18:00" }, "service"),
      listed({ title: "Winter Kickoff", time: "2025-01-15T18:00:00-08:00" }, "service"),
    ];
    const merged = mergeEvents(bundled, service);
    expect(merged.map((event) => `${event.title} ${event.source}`)).toEqual([
      "Winter Kickoff service",
      "Figma 101 service",
      "Figma 101 bundled",
      "Figma 102 service",
      "Fall Kickoff bundled",
    ]);
  });

  it("drops duplicates inside the service's own answer and puts unreadable times last", () => {
    const service = [
      listed({ title: "Social", time: "2024-11-01T18:00" }, "service"),
      listed({ title: "Social", time: "2024-11-01T18:00" }, "service"),
      listed({ title: "Mystery", time: "soon" }, "service"),
    ];
    const merged = mergeEvents([], service);
    expect(merged.map((event) => event.title)).toEqual(["Social", "Mystery"]);
  });

  it("changes neither input", () => {
    const before = bundled.map((event) => event.key);
    mergeEvents(bundled, [listed({ title: "Other", time: "2024-12-01T18:00" }, "service")]);
    expect(bundled.map((event) => event.key)).toEqual(before);
  });
});
