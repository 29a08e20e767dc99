// Calendar times across Pacific clock changes, read back as RFC 5545 says a
// calendar reads them (section 3.3.5), with the platform's own zone data
// (Intl) rather than the code under test.
import { describe, expect, it } from "vitest";
import type { ListedEvent } from "./event-types.ts";
import { buildIcs } from "./ics.ts";
import { toListedEvent } from "./listed-event.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const stamp = new Date("2026-01-01T00:00:00Z");

function listed(raw: Record<string, unknown>): ListedEvent {
  const event = toListedEvent({ type: "Workshop", ...raw }, "bundled");
  if (!event) throw new Error("dropped");
  return event;
}

/** Each VEVENT's properties, lines unfolded. */
function parse(ics: string) {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of ics.replace(/\r\n /g, "").split("\r\n")) {
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

const pacificClock = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** "20261101T013000": what Pacific clocks read at `time`. */
function pacificReading(time: number): string {
  const part = Object.fromEntries(pacificClock.formatToParts(time).map(({ type, value }) => [type, value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

function utcOf(stampText: string): number {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})/.exec(stampText) ?? [];
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/**
 * The instant a calendar takes DTSTART or DTEND for: UTC when it ends in "Z";
 * with the Pacific TZID, the first of the instants (PDT, PST) at which clocks
 * show it, or, in the spring-forward gap, the reading with the offset from
 * before the gap (PST).
 */
function readTime(event: Record<string, string>, name: "DTSTART" | "DTEND"): number {
  const utc = event[name];
  if (utc !== undefined) {
    expect(utc).toMatch(/^\d{8}T\d{6}Z$/);
    return utcOf(utc);
  }
  const local = event[`${name};TZID=America/Los_Angeles`];
  if (local === undefined) throw new Error(`no ${name}`);
  const asUtc = utcOf(local);
  const matches = [asUtc + 7 * HOUR, asUtc + 8 * HOUR].filter((time) => pacificReading(time) === local);
  return matches[0] ?? asUtc + 8 * HOUR;
}

describe("buildIcs across Pacific clock changes", () => {
  it("ends an hour-long event from 01:30 PDT on the fall-back night at 01:30 PST, not at its start", () => {
    const [event] = parse(
      buildIcs([listed({ title: "Night owls", time: "2026-11-01T01:30", duration: 60 })], { stamp }),
    );
    expect(event?.["DTSTART;TZID=America/Los_Angeles"]).toBe("20261101T013000");
    // 01:30 again, now PST: a Pacific reading would mean the first 01:30 (PDT), so it is given in UTC.
    expect(event?.DTEND).toBe("20261101T093000Z");
    expect(event?.["DTEND;TZID=America/Los_Angeles"]).toBeUndefined();
    if (!event) throw new Error("no event");
    expect(readTime(event, "DTSTART")).toBe(Date.parse("2026-11-01T01:30:00-07:00"));
    expect(readTime(event, "DTEND")).toBe(Date.parse("2026-11-01T01:30:00-08:00"));
  });

  it("ends an hour-long event from 01:30 PST on the spring-forward day at 03:30 PDT", () => {
    const [event] = parse(
      buildIcs([listed({ title: "Lost hour", time: "2026-03-08T01:30", duration: 60 })], { stamp }),
    );
    expect(event).toMatchObject({
      "DTSTART;TZID=America/Los_Angeles": "20260308T013000",
      "DTEND;TZID=America/Los_Angeles": "20260308T033000",
    });
    if (!event) throw new Error("no event");
    expect(readTime(event, "DTEND") - readTime(event, "DTSTART")).toBe(HOUR);
  });

  it("gives the start in UTC when it is the second 01:30 of the fall-back night", () => {
    const [event] = parse(
      buildIcs([listed({ title: "Second pass", time: "2026-11-01T01:30:00-08:00", duration: 60 })], { stamp }),
    );
    expect(event?.DTSTART).toBe("20261101T093000Z");
    expect(event?.["DTEND;TZID=America/Los_Angeles"]).toBe("20261101T023000");
  });

  it("keeps Pacific readings for the first 01:30 and for times clocks show once", () => {
    const [before, after] = parse(
      buildIcs(
        [
          listed({ title: "Before", time: "2026-11-01T00:30", duration: 60 }),
          listed({ title: "After", time: "2026-11-01T00:30", duration: 150 }),
        ],
        { stamp },
      ),
    );
    expect(before?.["DTEND;TZID=America/Los_Angeles"]).toBe("20261101T013000");
    expect(after?.["DTEND;TZID=America/Los_Angeles"]).toBe("20261101T020000");
  });

  it("lasts exactly its duration for every start around both changes of 2026 and 2027", () => {
    const events: { start: number; minutes: number }[] = [];
    for (const night of ["2026-03-07T23:00:00-08:00", "2026-10-31T23:00:00-07:00", "2027-03-13T23:00:00-08:00"]) {
      for (let start = Date.parse(night); start <= Date.parse(night) + 6 * HOUR; start += 15 * MINUTE) {
        for (const minutes of [15, 30, 60, 90, 120, 180]) events.push({ start, minutes });
      }
    }
    const ics = buildIcs(
      events.map(({ start, minutes }, index) =>
        listed({ title: `Event ${index}`, time: new Date(start).toISOString(), duration: minutes }),
      ),
      { stamp },
    );
    const written = parse(ics);
    expect(written).toHaveLength(events.length);
    written.forEach((event, index) => {
      const { start, minutes } = events[index] ?? { start: 0, minutes: 0 };
      const label = `${new Date(start).toISOString()} + ${minutes} min`;
      expect(readTime(event, "DTSTART"), label).toBe(start);
      expect(readTime(event, "DTEND") - readTime(event, "DTSTART"), label).toBe(minutes * MINUTE);
    });
  });
});
