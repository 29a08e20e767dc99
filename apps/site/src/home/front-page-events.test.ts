import { eventEnd } from "@duci/time/event-end";
import { nextEvents } from "@duci/time/next-events";
import { pastEvents } from "@duci/time/past-events";
import { describe, expect, it } from "vitest";
import { bundledListedEvents } from "../events/event-sources.ts";
import { listedEvent } from "../events/listed-event.fixtures.ts";
import { frontPageEvents, withDates } from "./front-page-events.ts";

const events = [
  listedEvent("Figma basics", "2025-04-02T18:00:00-07:00"),
  listedEvent("Portfolio night", "2025-05-14T18:00:00-07:00", { durationMinutes: 120 }),
  listedEvent("Undated", "not a date"),
  listedEvent("Picnic", "2025-05-30T16:00:00-07:00"),
  listedEvent("Fall kickoff", "2025-09-25T18:00:00-07:00", { durationMinutes: null }),
];

describe("frontPageEvents", () => {
  it("keeps what is not over and the latest event that is, in input order", () => {
    const since = new Date("2025-05-20T12:00:00-07:00");
    expect(frontPageEvents(events, since).map((e) => e.title)).toEqual(["Portfolio night", "Picnic", "Fall kickoff"]);
  });

  it("keeps an event that is live at the cut", () => {
    const since = new Date("2025-05-14T19:00:00-07:00");
    expect(frontPageEvents(events, since).map((e) => e.title)).toEqual([
      "Figma basics",
      "Portfolio night",
      "Picnic",
      "Fall kickoff",
    ]);
  });

  it("answers like the whole list at every later moment: the same next and latest event", () => {
    const since = new Date("2025-05-20T12:00:00-07:00");
    const slice = frontPageEvents(events, since);
    for (const at of [
      "2025-05-20T12:00:00-07:00",
      "2025-05-30T16:30:00-07:00",
      "2025-06-08T12:00:00-07:00",
      "2026-01-01T00:00:00-08:00",
    ]) {
      const now = new Date(at);
      expect(nextEvents(slice, now)[0], at).toBe(nextEvents(events, now)[0]);
      expect(pastEvents(slice, now)[0], at).toBe(pastEvents(events, now)[0]);
    }
  });

  it("is empty when there are no events", () => {
    expect(frontPageEvents([], new Date())).toEqual([]);
  });
});

describe("frontPageEvents on the bundled list", () => {
  const HOUR = 60 * 60 * 1000;

  it("keeps an event cut at its start, and then answers like the whole list for a month", () => {
    expect(bundledListedEvents.length).toBeGreaterThan(0);
    for (const event of bundledListedEvents) {
      const slice = frontPageEvents(bundledListedEvents, event.start);
      expect(slice, event.title).toContain(event);
      for (const later of [0, 1, 24, 7 * 24, 30 * 24]) {
        const now = new Date(event.start.getTime() + later * HOUR);
        expect(nextEvents(slice, now)[0], `${event.title} +${later}h`).toBe(nextEvents(bundledListedEvents, now)[0]);
        expect(pastEvents(slice, now)[0], `${event.title} +${later}h`).toBe(pastEvents(bundledListedEvents, now)[0]);
      }
    }
  });

  it("is the newest event alone once every bundled event is over", () => {
    const [newest] = bundledListedEvents;
    if (!newest) throw new Error("no bundled events");
    const since = new Date(Math.max(...bundledListedEvents.map((event) => eventEnd(event).getTime())) + HOUR);
    expect(frontPageEvents(bundledListedEvents, since)).toEqual([newest]);
  });
});

describe("withDates", () => {
  it("reads back the events as the build wrote them", () => {
    const [picnic] = withDates(JSON.parse(JSON.stringify([events[3]])));
    expect(picnic?.start.getTime()).toBe(new Date("2025-05-30T16:00:00-07:00").getTime());
    expect(picnic?.title).toBe("Picnic");
  });
});
