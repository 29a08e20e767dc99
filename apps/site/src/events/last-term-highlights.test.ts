import { describe, expect, it } from "vitest";
import { lastTermHighlights } from "./last-term-highlights.ts";

const at = (iso: string, title: string, durationMinutes = 60) => ({ start: new Date(iso), durationMinutes, title });

const events = [
  at("2026-04-08T18:00:00-07:00", "Usability"),
  at("2026-05-13T17:30:00-07:00", "Whiteboarding"),
  at("2026-04-22T17:45:00-07:00", "Portfolio Review"),
  at("2026-05-06T18:00:00-07:00", "Figma Variables"),
  at("2026-03-04T17:00:00-08:00", "Project Management"),
];

const titles = (result: ReturnType<typeof lastTermHighlights<(typeof events)[number]>>) =>
  result && [result.term, result.events.map((event) => event.title), result.total];

describe("lastTermHighlights", () => {
  it("gives the newest events of the latest quarter with one over, newest first", () => {
    expect(titles(lastTermHighlights(events, new Date("2026-11-20T12:00:00-08:00")))).toEqual([
      "Spring 2026",
      ["Whiteboarding", "Figma Variables", "Portfolio Review"],
      4,
    ]);
  });

  it("counts an event only once it is over", () => {
    // Whiteboarding ends at 6:30 PM Pacific (PDT): a minute before, Figma Variables is the newest over.
    expect(titles(lastTermHighlights(events, new Date("2026-05-13T18:29:00-07:00"), 1))).toEqual([
      "Spring 2026",
      ["Figma Variables"],
      3,
    ]);
    expect(titles(lastTermHighlights(events, new Date("2026-05-13T18:30:00-07:00"), 1))).toEqual([
      "Spring 2026",
      ["Whiteboarding"],
      4,
    ]);
  });

  it("reads the quarter in Pacific time: 31 March, 11 PM Pacific is still Winter", () => {
    const lateMarch = [at("2026-03-31T23:00:00-07:00", "Late Social", 30)];
    expect(lastTermHighlights(lateMarch, new Date("2026-11-20T12:00:00-08:00"))?.term).toBe("Winter 2026");
  });

  it("is undefined before any event is over, and without events", () => {
    expect(lastTermHighlights(events, new Date("2026-03-01T12:00:00-08:00"))).toBeUndefined();
    expect(lastTermHighlights([], new Date("2026-11-20T12:00:00-08:00"))).toBeUndefined();
  });
});
