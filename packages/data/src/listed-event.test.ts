import { describe, expect, it } from "vitest";
import { toListedEvent } from "./listed-event.ts";

// What an editor's preview lists for an event's timing: each field read once, each problem named once.
describe("toListedEvent: the timing's problems and fallbacks", () => {
  const problems = (raw: Record<string, unknown>) => toListedEvent({ type: "Workshop", ...raw }, "service")?.problems;

  it.each([
    [{ title: "Figma 101", time: "10/12/2024 6:00 PM", duration: "90" }],
    [{ title: "Portfolio Review", time: "2024-10-12T18:00", duration: "60" }],
    [{ title: "AMA", time: "2024-10-13T01:00:00Z", duration: 120 }],
    [{ title: "Social", time: "2024-11-03T01:30", duration: "60" }],
  ])("finds nothing wrong with %j", (event) => {
    expect(problems(event)).toEqual([]);
  });

  it("lists an event without a time in the preview only, saying the time is missing", () => {
    const event = toListedEvent({ title: "Social", type: "Social", duration: "60" }, "service");
    expect(event?.problems).toEqual(['"Social": time is missing']);
    expect(Number.isNaN(event?.start.getTime())).toBe(true);
    expect(problems({ title: "Social", time: "", duration: "60" })).toEqual(['"Social": time is missing']);
  });

  it("reports a time it cannot read", () => {
    expect(problems({ title: "Social", time: "Oct 12 at 6", duration: "60" })).toEqual([
      '"Social": time "Oct 12 at 6" is not a date and time like "2024-10-12T18:00", "10/12/2024 6:00 PM" or "2024-10-12T18:00:00Z"',
    ]);
    expect(problems({ title: "Social", time: 1728781200000, duration: "60" })).toEqual([
      '"Social": time 1728781200000 is not a date and time like "2024-10-12T18:00", "10/12/2024 6:00 PM" or "2024-10-12T18:00:00Z"',
    ]);
  });

  it("starts a Pacific time skipped by spring-forward an hour later and reports it", () => {
    const event = toListedEvent(
      { title: "Social", type: "Social", time: "3/10/2024 2:30 AM", duration: "60" },
      "service",
    );
    expect(event?.start.toISOString()).toBe("2024-03-10T10:30:00.000Z");
    expect(event?.problems).toEqual([
      '"Social": time "3/10/2024 2:30 AM" does not exist in Pacific time (clocks skip that hour)',
    ]);
  });

  it("reports a time outside the years 2000 to 2100, the year as written", () => {
    for (const time of ["0025-06-01T18:00", "0500-03-01T12:00:00Z", "9999-12-31T23:59:00Z", "0001-01-01T00:00:00Z"]) {
      expect(problems({ title: "Social", time, duration: "60" })).toEqual([
        `"Social": time "${time}" is outside the years 2000 to 2100; the event is not shown`,
      ]);
    }
  });

  it("takes a missing duration as 60 minutes and says so", () => {
    const event = toListedEvent({ title: "Social", type: "Social", time: "2024-10-12T18:00" }, "service");
    expect(event?.durationMinutes).toBeNull();
    expect(event?.problems).toEqual(['"Social": duration is missing (60 minutes would be assumed)']);
    expect(problems({ title: "Social", time: "2024-10-12T18:00", duration: "" })).toEqual([
      '"Social": duration is missing (60 minutes would be assumed)',
    ]);
  });

  it("reports a duration that is not whole minutes, and one the studio would refuse", () => {
    expect(problems({ title: "Social", time: "2024-10-12T18:00", duration: "1.5h" })).toEqual([
      '"Social": duration "1.5h" is not a positive whole number of minutes',
    ]);
    expect(problems({ title: "Social", time: "2024-10-12T18:00", duration: 0 })).toEqual([
      '"Social": duration 0 is not a positive whole number of minutes',
    ]);
    const long = toListedEvent(
      { title: "Social", type: "Social", time: "2024-10-12T18:00", duration: 6000 },
      "service",
    );
    expect(long?.durationMinutes).toBeNull();
    expect(long?.problems).toEqual([
      '"Social": The duration must be between 15 and 600 minutes (it is 6000). 60 minutes are assumed.',
    ]);
  });

  it("reports every problem of an event at once", () => {
    expect(problems({ title: "Social", time: "tbd", duration: "-5" })).toEqual([
      '"Social": time "tbd" is not a date and time like "2024-10-12T18:00", "10/12/2024 6:00 PM" or "2024-10-12T18:00:00Z"',
      '"Social": duration "-5" is not a positive whole number of minutes',
    ]);
  });

  it.each([
    [{ title: "Social", time: {}, duration: [], type: 7 }],
    [{ title: "Social", time: null, duration: Number.NaN, type: null }],
    [{ title: "Social", time: ["2024-10-12T18:00"], duration: { minutes: 60 }, type: {} }],
  ])("never throws on a document of the wrong shapes: %j", (raw) => {
    const event = toListedEvent(raw, "service");
    expect(event?.type).toBe("Event");
    expect(event?.durationMinutes).toBeNull();
    expect(event?.problems.length).toBeGreaterThanOrEqual(3);
  });
});

describe("toListedEvent: text as visitors read it", () => {
  const base = { time: "2030-10-10T01:00:00Z", duration: 60, type: "Social" };

  it("lists a title of only zero-width spaces or direction marks for the editor, never on a page", () => {
    for (const title of ["\u200B\u200B\u200B", "\u202E", "\uFEFF\u2060 \u200D"]) {
      const event = toListedEvent({ ...base, title }, "service");
      expect(event?.title, JSON.stringify(title)).toBe("");
      expect(Number.isNaN(event?.start.getTime()), JSON.stringify(title)).toBe(true);
      expect(event?.problems, JSON.stringify(title)).toEqual([
        'An untitled event at "2030-10-10T01:00:00Z": the title has only invisible characters (zero-width spaces or direction marks); the event is not shown',
      ]);
    }
  });

  it("removes direction marks anywhere and zero-width characters at the ends, from every text", () => {
    const event = toListedEvent(
      {
        ...base,
        title: "\u200BPortfolio \u202Ereview\u200C",
        type: "\u2066Workshop\u2069",
        desc: "Bring \u200Fyour work.\u061C",
        place: "ICS \u202E174 then the lawn",
        links: [
          { label: "\u202EKCAB", link: "https://forms.gle/abc" },
          { label: "\u200B\u202E", link: "https://forms.gle/def" },
        ],
      },
      "service",
    );
    expect(event).toMatchObject({
      title: "Portfolio review",
      type: "Workshop",
      desc: "Bring your work.",
      place: "ICS 174 then the lawn",
      // A label with nothing visible is no label: its link goes, as a blank label's does.
      links: [{ label: "KCAB", link: "https://forms.gle/abc" }],
      problems: [],
    });
    // Zero-width characters inside text stay: they join an emoji's parts.
    expect(toListedEvent({ ...base, title: "Bake sale \u{1F469}\u200D\u{1F373}" }, "service")?.title).toBe(
      "Bake sale \u{1F469}\u200D\u{1F373}",
    );
  });

  it("leaves out a mailto: link that carries anything but the address", () => {
    const event = toListedEvent(
      {
        ...base,
        title: "Write to us",
        links: [
          { label: "Email", link: "mailto:a@b.co?cc=x@evil.example&body=hi" },
          { label: "Email us", link: "mailto:design@uci.edu" },
        ],
      },
      "service",
    );
    expect(event?.links).toEqual([{ label: "Email us", link: "mailto:design@uci.edu" }]);
  });
});
