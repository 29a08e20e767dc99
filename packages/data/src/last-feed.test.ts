import { describe, expect, it } from "vitest";
import { SERVICE_EVENTS_LIMIT } from "./event-schema.ts";
import { embeddedFeedProblem, lastFeedText } from "./last-feed.ts";
import { showableServiceDocuments } from "./listed-event.ts";

const event = { title: "Build Night", time: "2030-10-10T01:00:00.000Z", duration: 90, type: "Social" };

describe("embeddedFeedProblem", () => {
  it("accepts what a build keeps, in any key order, and what it publishes in /events.json", () => {
    const kept = showableServiceDocuments([
      { ...event, desc: "D".repeat(5_000), links: [{ label: "RSVP Form", link: "https://forms.gle/abc" }] },
    ]);
    expect(embeddedFeedProblem(kept)).toBeNull();
    expect(embeddedFeedProblem([{ type: "Social", duration: 90, time: event.time, title: event.title }])).toBeNull();
    expect(embeddedFeedProblem([])).toBeNull();
    expect(embeddedFeedProblem(JSON.parse(lastFeedText(new Date(0), kept)).events)).toBeNull();
  });

  it("names what is wrong with anything else, and which event", () => {
    expect(embeddedFeedProblem({ events: [] })).toBe("is not a list of events");
    expect(embeddedFeedProblem(null)).toBe("is not a list of events");
    expect(embeddedFeedProblem(Array.from({ length: SERVICE_EVENTS_LIMIT + 1 }, () => event))).toBe(
      "holds 201 events, more than the 200 a build keeps",
    );
    expect(embeddedFeedProblem([event, { title: "No time" }])).toBe(
      'has event 2 ("No time"), which the site cannot list (no title, or no date from 2000 to 2100)',
    );
    expect(embeddedFeedProblem([event, "an event"])).toBe(
      "has event 2, which the site cannot list (no title, or no date from 2000 to 2100)",
    );
    const notKept = "not as the site keeps it";
    for (const spoiled of [
      { ...event, secret: "a field the site does not show" },
      { ...event, title: "T".repeat(500) },
      { ...event, place: "ICS \u202E174" },
      { ...event, links: [{ label: "Slides", link: "javascript:alert(1)" }] },
      { ...event, time: "2030-10-10T01:00:00Z" },
      { ...event, duration: 600_000 },
    ]) {
      expect(embeddedFeedProblem([spoiled]), JSON.stringify(spoiled).slice(0, 80)).toMatch(
        new RegExp(`^has event 1 \\(".*"\\) ${notKept}`),
      );
    }
  });
});
