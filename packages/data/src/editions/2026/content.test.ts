// What the 2026 page's own content (countdown, itinerary, people, partners) must
// keep true; the facts every edition shares are checked in editions.test.ts.
import { countdownState } from "@duci/time/countdown-state";
import { pacific } from "@duci/time/pacific";
import { describe, expect, it } from "vitest";
import { committees2026, content, countdown2026, faq2026, prerenderedAt, prizes2026, tracks2026 } from "./content.ts";
import { judges2026, speakers2026 } from "./people.ts";
import { edition2026 } from "./record.ts";
import { schedule2026, submissionDeadline2026, zoom2026 } from "./schedule.ts";

const pacificDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" });

describe("the 2026 countdown", () => {
  const dated = countdown2026.flatMap((step) => (step.at === "end" ? [] : [step.at]));

  it("counts to the deadline, its extension, the start and the submission deadline, in order", () => {
    expect(dated.map((at) => at.getTime())).toEqual([
      pacific("2026-04-10T23:59:59").getTime(),
      pacific("2026-04-13T23:59:59").getTime(),
      edition2026.start.getTime(),
      submissionDeadline2026.getTime(),
    ]);
    expect(countdown2026.at(-1)?.at).toBe("end");
  });

  it("shows each step until its instant, then the next, and has ended after the last", () => {
    for (const [index, at] of dated.entries()) {
      expect(countdownState(countdown2026, new Date(at.getTime() - 1000)).text).toBe(countdown2026[index]?.text);
    }
    expect(countdownState(countdown2026, submissionDeadline2026).ended).toBe(true);
  });

  it("is prerendered after the event, so the page reads as a record of it", () => {
    expect(prerenderedAt.getTime()).toBeGreaterThan(edition2026.end.getTime());
    expect(countdownState(countdown2026, prerenderedAt).ended).toBe(true);
  });
});

describe("the 2026 itinerary", () => {
  it("has the edition's days, each item on its own Pacific date and in time order", () => {
    expect(schedule2026.map((day) => day.date)).toEqual([...edition2026.days]);
    for (const day of schedule2026) {
      const starts = day.items.map((item) => (item.kind === "marker" ? item.at : item.start).getTime());
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const item of day.items) {
        expect(pacificDate.format(item.kind === "marker" ? item.at : item.start)).toBe(day.date);
        if (item.kind === "event") expect(item.end.getTime()).toBeGreaterThan(item.start.getTime());
      }
    }
  });

  it("starts with Friday's check-in, ends with Sunday's closing ceremony, and marks the submission deadline", () => {
    const events = schedule2026.flatMap((day) => day.items.flatMap((item) => (item.kind === "event" ? [item] : [])));
    expect(events[0]?.start).toEqual(edition2026.start);
    expect(events.at(-1)?.end).toEqual(edition2026.end);
    expect(schedule2026[2].items[0]).toMatchObject({ kind: "marker", at: submissionDeadline2026 });
  });

  it("gives every Zoom event the one meeting of the record, live for the event's length", () => {
    expect(content.zoom).toEqual({ ceremony: "https://uci.zoom.us/j/91795525081", event: zoom2026.ceremony });
    const zoomed = schedule2026.flatMap((day) =>
      day.items.flatMap((item) => (item.kind === "event" && "zoom" in item ? [item] : [])),
    );
    expect(zoomed).toHaveLength(13);
    for (const item of zoomed) {
      expect(item.zoom.durationMinutes * 60_000, item.id).toBe(item.end.getTime() - item.start.getTime());
    }
  });
});

describe("the 2026 people, prompts and team", () => {
  it("has 6 speakers and 20 judges, two of them in both lists as the same person", () => {
    expect(speakers2026).toHaveLength(6);
    expect(judges2026).toHaveLength(20);
    const both = speakers2026.filter((speaker) => judges2026.some((judge) => judge === speaker));
    expect(both.map((person) => person.name)).toEqual(["Shirley Guo", "Jonathan Yu"]);
    const ids = [...new Set([...speakers2026, ...judges2026])].map((person) => person.id);
    expect(new Set(ids).size).toBe(24);
  });

  it("has the two real prompts, each with its rubric, and seven prize cards", () => {
    expect(tracks2026.map((track) => [track.label, track.title])).toEqual([
      ["General Track", "Chaos into Clarity"],
      ["Professional Track", "Constellations of Possibility"],
    ]);
    for (const track of tracks2026) expect(track.link.href).toMatch(/^https:\/\/docs\.google\.com\/document\/d\//);
    expect(prizes2026).toHaveLength(7);
  });

  it("has six committees of 23 people, each once", () => {
    expect(committees2026).toHaveLength(6);
    const members = committees2026.flatMap((committee) => committee.members.map((member) => member.id));
    expect(members).toHaveLength(23);
    expect(new Set(members).size).toBe(23);
  });

  it("asks twelve questions, each once, and links the dead sign-up form nowhere", () => {
    expect(new Set(faq2026.map((item) => item.question)).size).toBe(12);
    expect(JSON.stringify(content)).not.toContain("ucidesignathon.com/apply");
  });

  it("links each of its 21 partners to its own https site", () => {
    expect(edition2026.sponsors).toHaveLength(21);
    const links = edition2026.sponsors.map((sponsor) => sponsor.link);
    expect(new Set(links).size).toBe(21);
    for (const link of links) expect(link).toMatch(/^https:\/\//);
  });
});
