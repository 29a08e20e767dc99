import { describe, expect, it } from "vitest";
import { toListedEvent } from "./event-normalize.ts";
import type { ListedEvent } from "./event-types.ts";
import { buildIcs, icsFileName } from "./ics.ts";

function listed(raw: Record<string, unknown>): ListedEvent {
  const event = toListedEvent({ type: "Workshop", ...raw }, "bundled");
  if (!event) throw new Error("dropped");
  return event;
}

/** Unfolds the lines and reads each VEVENT's properties. */
function parse(ics: string) {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe("buildIcs", () => {
  const stamp = new Date("2024-09-01T12:00:00Z");

  it("writes Pacific start and end times, summary, place and description", () => {
    const ics = buildIcs(
      [
        listed({
          title: "Figma 101",
          time: "10/9/2024 6:00 PM",
          duration: "90",
          place: "ICS 174",
          desc: "Bring a laptop; chargers, too.",
          links: [{ label: "Slides", link: "https://example.com/s" }],
        }),
        listed({ title: "Winter Kickoff", time: "2025-01-15T18:00", duration: "" }),
      ],
      { stamp },
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("TZID:America/Los_Angeles");
    const [figma, winter] = parse(ics);
    expect(figma).toMatchObject({
      "DTSTART;TZID=America/Los_Angeles": "20241009T180000",
      "DTEND;TZID=America/Los_Angeles": "20241009T193000",
      SUMMARY: "Figma 101",
      LOCATION: "ICS 174",
      DESCRIPTION: "Bring a laptop\\; chargers\\, too.\\n\\nSlides: https://example.com/s",
      DTSTAMP: "20240901T120000Z",
    });
    // Standard time in January; a missing duration lasts 60 minutes.
    expect(winter).toMatchObject({
      "DTSTART;TZID=America/Los_Angeles": "20250115T180000",
      "DTEND;TZID=America/Los_Angeles": "20250115T190000",
    });
    expect(figma?.UID).not.toBe(winter?.UID);
  });

  it("leaves out events without a readable time and folds long lines at 75 octets", () => {
    const ics = buildIcs(
      [listed({ title: "Soon", time: "soon" }), listed({ title: "Long".repeat(40), time: "2024-10-09T18:00" })],
      { stamp },
    );
    expect(parse(ics)).toHaveLength(1);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(ics)[0]?.SUMMARY).toBe("Long".repeat(40));
  });

  it("names files after the event", () => {
    expect(icsFileName({ title: "Ask Me Anything: Design Internships" })).toBe(
      "ask-me-anything-design-internships.ics",
    );
    expect(icsFileName({ title: "!!!" })).toBe("event.ics");
  });
});
