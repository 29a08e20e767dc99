// What the 2024 page's own content (countdown, schedule, FAQ) must keep true;
// the facts every edition shares are checked in editions.test.ts.
import { countdownState } from "@duci/time/countdown-state";
import { describe, expect, it } from "vitest";
import { countdown2024, faq2024 } from "./designathon-24.ts";
import { schedule2024 } from "./designathon-24-schedule.ts";
import { edition2024 } from "./editions/2024.ts";

const pacificDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" });

describe("the 2024 countdown", () => {
  const dated = countdown2024.flatMap((step) => (step.at === "end" ? [] : [step.at]));

  it("counts to instants in order, the design-a-thon's start among them, and ends with a closing message", () => {
    expect(dated.map((at) => at.getTime())).toEqual([...dated].map((at) => at.getTime()).sort((a, b) => a - b));
    expect(dated.map((at) => at.getTime())).toContain(edition2024.briefReveal.getTime());
    expect(countdown2024.at(-1)?.at).toBe("end");
  });

  it("shows each step until its instant, then the next, and has ended after the last", () => {
    for (const [index, at] of dated.entries()) {
      expect(countdownState(countdown2024, new Date(at.getTime() - 1000)).text).toBe(countdown2024[index]?.text);
    }
    const last = dated.at(-1) ?? new Date(0);
    expect(countdownState(countdown2024, last).ended).toBe(true);
  });
});

describe("the 2024 schedule", () => {
  it("has the edition's days, each item on its own Pacific date and in time order", () => {
    expect(schedule2024.map((day) => day.date)).toEqual([...edition2024.days]);
    for (const day of schedule2024) {
      const starts = day.items.map((item) => (item.kind === "marker" ? item.at : item.start).getTime());
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const item of day.items) {
        expect(pacificDate.format(item.kind === "marker" ? item.at : item.start)).toBe(day.date);
        if (item.kind === "event") expect(item.end.getTime()).toBeGreaterThan(item.start.getTime());
      }
    }
  });

  it("opens and closes with the Zoom ceremonies, every Zoom button lasting a positive time", () => {
    const zoomed = schedule2024.flatMap((day) => day.items.flatMap((item) => ("zoom" in item ? [item] : [])));
    for (const item of zoomed) expect(item.zoom.durationMinutes, item.title).toBeGreaterThan(0);
    const ceremonies = zoomed.filter((item) => "ceremony" in item.zoom);
    expect(ceremonies).toHaveLength(2);
    expect(ceremonies[0]).toBe(zoomed[0]);
    expect(ceremonies[1]).toBe(zoomed.at(-1));
  });

  it("has unique item ids", () => {
    const ids = schedule2024.flatMap((day) => day.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the 2024 FAQ", () => {
  it("has unique ids", () => {
    const ids = faq2024.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
