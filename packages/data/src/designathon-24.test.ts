import { countdownState } from "@duci/time/countdown-state";
import { DESIGNATHON_2024_DAYS } from "@duci/time/deadlines";
import { pacific } from "@duci/time/pacific";
import { describe, expect, it } from "vitest";
import {
  countdown2024,
  faq2024,
  judges2024,
  partners2024,
  prizes2024,
  rules2024,
  sections2024,
  sponsors2024,
  workshopHosts2024,
} from "./designathon-24.ts";
import { schedule2024 } from "./designathon-24-schedule.ts";

const pacificDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" });

describe("the 2024 countdown", () => {
  it("uses the real 2024 dates, in order, and ends with the thank-you message", () => {
    const dated = countdown2024.flatMap((step) => (step.at === "end" ? [] : [step.at]));
    expect(dated).toEqual([
      pacific("2024-04-20T00:00"),
      pacific("2024-04-28T23:59"),
      pacific("2024-05-17T17:30"),
      pacific("2024-05-19T08:00"),
    ]);
    expect(dated.every((at) => at.getUTCFullYear() === 2024)).toBe(true);
    expect(countdown2024.at(-1)).toEqual({ at: "end", text: "Event has ended. Thank you for joining us!" });
  });

  it("moves through its steps as time passes", () => {
    const at = (wallClock: string) => countdownState(countdown2024, pacific(wallClock));
    expect(at("2024-04-01T12:00").text).toBe("Registration opens in");
    expect(at("2024-04-20T00:00").text).toBe("Registration closes in");
    expect(at("2024-04-28T23:58").remaining).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(at("2024-04-29T00:00").text).toBe("Design-a-thon begins in");
    expect(at("2024-05-16T17:30").remaining).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(at("2024-05-17T17:30").text).toBe("Submissions are due in");
    const ended = at("2024-05-19T08:00");
    expect(ended.ended).toBe(true);
    expect(ended.text).toBe("Event has ended. Thank you for joining us!");
  });
});

describe("the 2024 schedule", () => {
  it("has the three days of the event, each item on its own Pacific date and in time order", () => {
    expect(schedule2024.map((day) => day.date)).toEqual([...DESIGNATHON_2024_DAYS]);
    for (const day of schedule2024) {
      const starts = day.items.map((item) => (item.kind === "marker" ? item.at : item.start).getTime());
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const item of day.items) {
        expect(pacificDate.format(item.kind === "marker" ? item.at : item.start)).toBe(day.date);
        if (item.kind === "event") expect(item.end.getTime()).toBeGreaterThan(item.start.getTime());
      }
    }
  });

  it("gives Zoom buttons to eight events with the spec's durations, two of them ceremonies", () => {
    const zoomed = schedule2024.flatMap((day) => day.items.flatMap((item) => ("zoom" in item ? [item] : [])));
    expect(zoomed.map((item) => item.zoom.durationMinutes)).toEqual([60, 45, 55, 45, 45, 45, 90, 60]);
    expect(zoomed.filter((item) => "ceremony" in item.zoom).map((item) => item.title)).toEqual([
      "Opening Ceremony",
      "Closing Ceremony & Announcing Winners",
    ]);
    expect(zoomed.some((item) => "recordingUrl" in item.zoom)).toBe(false);
  });

  it("reads Sunday breakfast as a morning event, beside check-in", () => {
    const sunday = schedule2024[2].items;
    const breakfast = sunday.find((item) => item.id === "sun-breakfast");
    expect(breakfast?.kind === "event" && breakfast.start).toEqual(pacific("2024-05-19T08:30"));
  });

  it("has unique item ids", () => {
    const ids = schedule2024.flatMap((day) => day.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the 2024 content", () => {
  it("names the seven sections with their s- anchors", () => {
    expect(sections2024.map((section) => section.id)).toEqual([
      "s-about",
      "s-speakers",
      "s-rules",
      "s-prizes",
      "s-schedule",
      "s-faq",
      "s-sponsors",
    ]);
  });

  it("has unique people, FAQ and sponsor ids and an image for every logo", () => {
    const people = [...judges2024, ...workshopHosts2024].map((person) => person.id);
    expect(new Set(people).size).toBe(people.length);
    const faq = faq2024.map((item) => item.id);
    expect(new Set(faq).size).toBe(faq.length);
    const cards = [...sponsors2024, ...partners2024];
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.logo).toMatch(/\.svg$|^data:image\/svg\+xml[;,]/);
    }
    expect(sponsors2024).toHaveLength(4);
    expect(partners2024).toHaveLength(3);
  });

  it("states the 2024 rules and prizes of the spec", () => {
    expect(rules2024.join(" ")).toMatch(/\.edu/);
    expect(rules2024.join(" ")).toMatch(/at most 4/);
    expect(rules2024.join(" ")).toMatch(/entirely online or entirely in person/);
    expect(rules2024.join(" ")).toMatch(/May 19, 8:00 AM/);
    expect(prizes2024.map((group) => group.symbol)).toEqual(["1st", "2nd", "3rd", "Presentation", "Honorable"]);
    expect(prizes2024[0].prizes[0]).toBe("2nd-generation wireless earbuds");
  });
});
