import { describe, expect, it } from "vitest";
import {
  durationProblem,
  EDITOR_LINK_LABELS,
  EVENT_FIELD_HELP,
  EVENT_LINKS_LIMIT,
  EVENT_PROJECTION,
  EVENT_TEXT_LIMITS,
  EVENTS_QUERY,
  linkUrlProblem,
  overlappingEvents,
  overlapQueryParams,
  overlapWarning,
  publishedId,
  validateEvent,
  visibleText,
} from "./event-schema.ts";
import { EVENT_TYPES } from "./event-types.ts";

const valid = {
  _id: "abc",
  title: "Figma 101",
  time: "2024-10-10T01:00:00.000Z",
  duration: 90,
  type: "Workshop",
  desc: "Frames and auto layout.",
  place: "ICS 174",
  links: [
    { _key: "a", label: "RSVP Form", link: "https://forms.gle/abc" },
    { _key: "b", label: "Email us", link: "mailto:design@uci.edu" },
  ],
};

describe("the shared event definition", () => {
  it("queries exactly the fields of the document, newest first", () => {
    expect(EVENT_PROJECTION).toBe("{ title, time, duration, type, desc, place, links[] { label, link } }");
    expect(EVENTS_QUERY).toBe(
      '*[_type == "event"] | order(time desc) [0...200] { title, time, duration, type, desc, place, links[] { label, link } }',
    );
  });

  it("names the event types and link labels editors pick from", () => {
    expect(EVENT_FIELD_HELP.type.description).toContain(EVENT_TYPES.join(", "));
    expect(EDITOR_LINK_LABELS).toEqual(["RSVP Form", "Recording", "Resources", "Slides", "Zoom Link"]);
  });
});

describe("validateEvent", () => {
  it("accepts a complete event, and one with only the required fields", () => {
    expect(validateEvent(valid)).toEqual([]);
    expect(
      validateEvent({ title: "Social", time: "2024-10-10T01:00:00Z", duration: 60, type: "Board game night" }),
    ).toEqual([]);
  });

  it("requires title, time, duration and type", () => {
    const issues = validateEvent({ title: " ", desc: "No details yet" });
    expect(issues.map((issue) => issue.path.join("."))).toEqual(["title", "time", "duration", "type"]);
    expect(issues.map((issue) => issue.message)).toEqual([
      "Title is required.",
      "Start time (Pacific) is required.",
      "Duration (minutes) is required.",
      "Type is required.",
    ]);
    expect(validateEvent(null)).toHaveLength(1);
  });

  it("keeps the duration between 15 and 600 whole minutes", () => {
    expect(durationProblem(15)).toBeNull();
    expect(durationProblem(600)).toBeNull();
    expect(durationProblem(14)).toBe("The duration must be between 15 and 600 minutes (it is 14).");
    expect(durationProblem(601)).toMatch(/between 15 and 600/);
    expect(durationProblem(90.5)).toBe("The duration must be a whole number of minutes.");
    expect(durationProblem("90")).toBe("The duration must be a whole number of minutes.");
    expect(validateEvent({ ...valid, duration: 0 })).toEqual([
      { path: ["duration"], level: "error", message: expect.stringMatching(/between 15 and 600/) },
    ]);
  });

  it("rejects a time that is not a date and time", () => {
    expect(validateEvent({ ...valid, time: "next Friday" })).toEqual([
      { path: ["time"], level: "error", message: "Pick a date and a time with the date picker." },
    ]);
  });

  it("rejects a date outside the years 2000 to 2100, read as written (0025 is the year 25)", () => {
    for (const time of ["0025-06-01T01:00:00.000Z", "0500-03-01T20:00:00.000Z", "9999-12-31T23:59:00.000Z"]) {
      expect(validateEvent({ ...valid, time }), time).toEqual([
        { path: ["time"], level: "error", message: "Pick a date in the years 2000 to 2100." },
      ]);
    }
    expect(validateEvent({ ...valid, time: "2100-06-01T01:00:00.000Z" })).toEqual([]);
  });

  it("allows only https and mailto link URLs, and needs a label and a URL for each link", () => {
    expect(linkUrlProblem("https://uci.zoom.us/j/123")).toBeNull();
    expect(linkUrlProblem("mailto:design@uci.edu")).toBeNull();
    expect(linkUrlProblem("http://uci.zoom.us/j/123")).toMatch(/must start with https:\/\//);
    expect(linkUrlProblem("javascript:alert(1)")).toMatch(/must start with https:\/\//);
    expect(linkUrlProblem("forms.gle/abc")).toMatch(/must start with https:\/\//);
    expect(linkUrlProblem("https://")).toBe("The URL is not a complete web address.");
    expect(linkUrlProblem("mailto:design")).toBe("The email address after mailto: is not complete.");
    // An address only: header fields would add recipients or write the message for the visitor.
    for (const link of [
      "mailto:a@b.co?cc=x@evil.example&body=hi",
      "mailto:design@uci.edu?subject=Hi",
      "MAILTO:design@uci.edu?bcc=x@evil.example",
      "mailto:design@uci.edu#x",
    ]) {
      expect(linkUrlProblem(link), link).toBe(
        "A mailto: link takes an email address only, with nothing after it (no ?cc= or ?subject=).",
      );
    }
    const issues = validateEvent({
      ...valid,
      links: [
        { label: "Slides", link: "ftp://example.com/deck" },
        { link: "https://example.com" },
        { label: "Zoom Link" },
      ],
    });
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["links.0.link", "The URL must start with https:// (or mailto: for an email address)."],
      ["links.1.label", "Label is required."],
      ["links.2.link", "URL is required."],
    ]);
  });
});

describe("invisible characters", () => {
  it("reads text without direction marks and without zero-width characters at its ends", () => {
    expect(visibleText("\u200B Figma 101 \u202E")).toBe("Figma 101");
    expect(visibleText("\u202EKCAB")).toBe("KCAB");
    expect(visibleText("a\u200Bb")).toBe("a\u200Bb");
    expect(visibleText("\u200E\u200F\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u061C")).toBe("");
  });

  it("refuses what the site would remove, in the studio's words", () => {
    expect(validateEvent({ ...valid, title: "\u200B\u200B" })).toEqual([
      { path: ["title"], level: "error", message: "The title has only invisible characters; type it again." },
    ]);
    expect(validateEvent({ ...valid, place: "ICS \u202E174" })).toEqual([
      {
        path: ["place"],
        level: "error",
        message: "The place has invisible direction marks, which show text reversed; type it again without them.",
      },
    ]);
    expect(validateEvent({ ...valid, title: "Figma 101\u200B" })).toEqual([
      {
        path: ["title"],
        level: "error",
        message: "The title starts or ends with an invisible character (a zero-width space); delete it.",
      },
    ]);
    // Inside text a joiner is part of an emoji.
    expect(validateEvent({ ...valid, title: "Bake sale \u{1F469}\u200D\u{1F373}" })).toEqual([]);
  });
});

describe("text limits", () => {
  it("keeps every text field within its limit, in the studio's words", () => {
    expect(EVENT_TEXT_LIMITS).toEqual({ title: 120, type: 40, place: 120, desc: 2000, label: 40, link: 2000 });
    expect(validateEvent({ ...valid, title: "T".repeat(120), place: "P".repeat(120) })).toEqual([]);
    const issues = validateEvent({
      ...valid,
      title: "T".repeat(121),
      type: "Y".repeat(41),
      place: "P".repeat(121),
      desc: "D".repeat(2001),
      links: [
        { label: "L".repeat(41), link: "https://forms.gle/abc" },
        { label: "RSVP Form", link: `https://forms.gle/${"a".repeat(2000)}` },
      ],
    });
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "The title must be at most 120 characters (it has 121)."],
      ["type", "The type must be at most 40 characters (it has 41)."],
      ["desc", "The description must be at most 2000 characters (it has 2001)."],
      ["place", "The place must be at most 120 characters (it has 121)."],
      ["links.0.label", "The label must be at most 40 characters (it has 41)."],
      ["links.1.link", "The URL must be at most 2000 characters."],
    ]);
  });
});

describe("the number of links", () => {
  it("allows at most 10 links, in the studio's words", () => {
    const link = (index: number) => ({ label: `Slides ${index}`, link: `https://example.com/${index}` });
    expect(EVENT_LINKS_LIMIT).toBe(10);
    expect(validateEvent({ ...valid, links: Array.from({ length: 10 }, (_, index) => link(index)) })).toEqual([]);
    expect(validateEvent({ ...valid, links: Array.from({ length: 11 }, (_, index) => link(index)) })).toEqual([
      { path: ["links"], level: "error", message: "An event may have at most 10 links (it has 11)." },
    ]);
  });
});

describe("overlaps", () => {
  // 6:00-7:30 PM Pacific on Wednesday, October 9, 2024.
  const event = { _id: "drafts.abc", title: "Figma 101", time: "2024-10-10T01:00:00Z", duration: 90 };

  it("finds published events whose time overlaps, not touching ones or the event itself", () => {
    const others = [
      { _id: "abc", title: "Figma 101 (published copy)", time: "2024-10-10T01:00:00Z", duration: 90 },
      { _id: "before", title: "Ends as it starts", time: "2024-10-10T00:00:00Z", duration: 60 },
      { _id: "inside", title: "Board meeting", time: "2024-10-10T02:00:00Z", duration: 30 },
      { _id: "after", title: "Starts as it ends", time: "2024-10-10T02:30:00Z", duration: 60 },
      { _id: "no-duration", title: "Social", time: "2024-10-10T00:30:00Z" },
      { _id: "no-time", title: "Draft idea" },
    ];
    expect(overlappingEvents(event, others).map((other) => other._id)).toEqual(["inside", "no-duration"]);
    expect(overlappingEvents({ title: "No time" }, others)).toEqual([]);
  });

  it("words a warning with the other event's Pacific time", () => {
    expect(overlapWarning(event, [])).toBeNull();
    expect(
      overlapWarning(event, [{ _id: "inside", title: "Board meeting", time: "2024-10-10T02:00:00Z", duration: 30 }]),
    ).toBe(
      "This event overlaps “Board meeting” (Wed, Oct 9, 7:00-7:30 PM Pacific). Check both times; publish anyway if they really run at once.",
    );
  });

  it("asks the content service for the right window", () => {
    expect(overlapQueryParams(event)).toEqual({
      id: "abc",
      from: "2024-10-10T01:00:00.000Z",
      to: "2024-10-10T02:30:00.000Z",
    });
    expect(overlapQueryParams({ title: "No time" })).toBeNull();
    expect(publishedId("versions.rABC.abc")).toBe("abc");
  });
});
