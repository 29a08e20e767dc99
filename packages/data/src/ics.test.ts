import { describe, expect, it } from "vitest";
import type { ListedEvent } from "./event-types.ts";
import { bundledEvents } from "./events.ts";
import { buildIcs, icsFileName } from "./ics.ts";
import { toListedEvent } from "./listed-event.ts";

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
      [
        listed({ title: "Soon", time: "soon" }),
        listed({ title: "Long".repeat(30), time: "2024-10-09T18:00", desc: "Longer".repeat(40) }),
      ],
      { stamp },
    );
    expect(parse(ics)).toHaveLength(1);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parse(ics)[0]?.SUMMARY).toBe("Long".repeat(30));
    expect(parse(ics)[0]?.DESCRIPTION).toBe("Longer".repeat(40));
  });

  it("leaves out events in the years 25, 500 and 9999, whether stored so or given as instants", () => {
    const stored = ["0025-06-01T18:00", "0500-03-01T12:00:00Z", "9999-12-31T23:59:00Z"].map((time) =>
      listed({ title: `Year ${time.slice(0, 4)}`, time, duration: "60" }),
    );
    const inSpan = listed({ title: "Figma 101", time: "2024-10-09T18:00", duration: "60" });
    const instants = [new Date("+010000-01-01T00:00:00Z"), new Date("1925-06-01T00:00:00Z")].map((start) => ({
      ...inSpan,
      title: `At ${start.toISOString()}`,
      start,
    }));
    const ics = buildIcs([...stored, ...instants, inSpan], { stamp });
    expect(parse(ics).map((event) => event.SUMMARY)).toEqual(["Figma 101"]);
  });

  it("escapes hostile titles, places and links so no text can start a new property or line", () => {
    const ics = buildIcs(
      [
        listed({
          title: "Hack\rEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:fake; a, b \\ c\u0000\u0007\u001b[31m\u007f",
          time: "2024-10-09T18:00",
          duration: "60",
          place: "Room\r\nLOCATION:elsewhere",
          desc: "Line one\r\nLine two\rLine three",
          links: [{ label: "RSVP\rX-EVIL:1", link: "https://forms.gle/a;b,c\\d" }],
        }),
      ],
      { stamp },
    );
    // Only CRLF ends a line, and every line break is a real one.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    // No control character but the line ends (and no DEL) anywhere in the file.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\p{Cc}/u);
    const events = parse(ics);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      SUMMARY: "Hack\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:fake\\; a\\, b \\\\ c[31m",
      LOCATION: "Room\\nLOCATION:elsewhere",
      DESCRIPTION: "Line one\\nLine two\\nLine three\\n\\nRSVP\\nX-EVIL:1: https://forms.gle/a\\;b\\,c\\\\d",
    });
    expect(Object.keys(events[0] ?? {})).not.toContain("X-EVIL");
  });

  it("ends an event with an impossible duration an hour after its start, never with an empty DTEND", () => {
    const ics = buildIcs(
      [1e12, 600_000, 5, 2.5].map((duration, index) =>
        listed({ title: `Odd ${index}`, time: "2024-10-09T18:00", duration }),
      ),
      { stamp },
    );
    for (const event of parse(ics)) {
      expect(event["DTEND;TZID=America/Los_Angeles"]).toBe("20241009T190000");
    }
  });

  it("folds at 75 octets without splitting a multi-byte character", () => {
    const desc = "Diseño 🎨 ".repeat(30);
    const ics = buildIcs([listed({ title: "Diseño", time: "2024-10-09T18:00", duration: "60", desc })], { stamp });
    const decoder = new TextDecoder("utf-8", { fatal: true });
    for (const line of ics.split("\r\n")) {
      const bytes = new TextEncoder().encode(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own.
      expect(() => decoder.decode(bytes)).not.toThrow();
    }
    expect(parse(ics)[0]?.DESCRIPTION).toBe(desc.trim());
  });

  it("writes the bundled events, which have no description, with their links alone or no DESCRIPTION", () => {
    const icsText = (text: string) => text.replace(/[\\;,]/g, (character) => `\\${character}`);
    const events = bundledEvents.map((event) => listed(event));
    const written = parse(buildIcs(events, { stamp }));
    expect(written).toHaveLength(events.length);
    events.forEach((event, index) => {
      const links = event.links.map((link) => icsText(`${link.label}: ${link.link}`)).join("\\n\\n");
      expect(written[index]?.SUMMARY).toBe(icsText(event.title));
      expect(written[index]?.DESCRIPTION, event.title).toBe(links || undefined);
    });
  });

  it("names files after the event", () => {
    expect(icsFileName({ title: "Ask Me Anything: Student Intern Panel" })).toBe(
      "ask-me-anything-student-intern-panel.ics",
    );
    expect(icsFileName({ title: "!!!" })).toBe("event.ics");
  });
});
