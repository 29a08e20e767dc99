// What the 2024 page's own content (countdown, schedule, FAQ) must keep true;
// the facts every edition shares are checked in editions.test.ts.
import { countdownState } from "@duci/time/countdown-state";
import { describe, expect, it } from "vitest";
import type { DesignathonPerson } from "../../designathon-types.ts";
import { paths } from "../../paths.ts";
import { countdown2024, designathon2024Links, faq2024, rules2024 } from "./content.ts";
import { edition2024 } from "./record.ts";
import { type Schedule2024Day, schedule2024, zoom2024 } from "./schedule.ts";

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

  it("links only to an https address or a page of the site", () => {
    const sitePaths: readonly string[] = Object.values(paths);
    for (const item of faq2024) {
      if (!("link" in item)) continue;
      if (item.link.href.startsWith("/")) expect(sitePaths, item.id).toContain(item.link.href);
      else expect(item.link.href, item.id).toMatch(/^https:\/\//);
    }
  });
});

describe("the 2024 rules", () => {
  it("state the record's team size, dates and deadline", () => {
    const text = rules2024.join(" ");
    expect(text).toContain("at most 4 people");
    expect(text).toContain("May 17-19, 2024");
    expect(text).toContain("May 19, 2024 at 8:00 AM");
    expect(text).toContain(".edu");
  });
});

describe("the 2024 links", () => {
  it("are absolute https addresses, the documents on Google Drive", () => {
    for (const href of Object.values(designathon2024Links)) expect(href).toMatch(/^https:\/\//);
    expect(designathon2024Links.challengeBrief).toMatch(/^https:\/\/drive\.google\.com\/file\/d\//);
    expect(designathon2024Links.handbook).toMatch(/^https:\/\/drive\.google\.com\/file\/d\//);
  });

  it("give the ceremonies a meeting of their own", () => {
    expect(zoom2024.ceremony).toMatch(/^https:\/\/uci\.zoom\.us\/j\/\d+$/);
    expect(zoom2024.event).toMatch(/^https:\/\/uci\.zoom\.us\/j\/\d+$/);
    expect(zoom2024.ceremony).not.toBe(zoom2024.event);
  });
});

describe("the 2024 people", () => {
  const judges: readonly DesignathonPerson[] = edition2024.people.judges;
  const workshopHosts: readonly DesignathonPerson[] = edition2024.people.workshopHosts;
  const people: readonly DesignathonPerson[] = [...judges, ...workshopHosts];
  const days: readonly Schedule2024Day[] = schedule2024;
  const events = days.flatMap((day) => day.items.flatMap((item) => (item.kind === "event" ? [item] : [])));

  it("give one id to one person, in each list at most once", () => {
    for (const list of [judges, workshopHosts]) {
      const ids = list.map((person) => person.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const person of people) {
      expect(people.filter((other) => other.id === person.id).every((other) => other === person)).toBe(true);
    }
  });

  it("carry only facts: no words written for them", () => {
    for (const person of people) {
      expect(person.name.trim(), person.id).not.toBe("");
      expect(person.role.trim(), person.id).not.toBe("");
      expect(person.about, person.id).toBeUndefined();
      expect(person.funFact, person.id).toBeUndefined();
    }
  });

  it("are credited with a session only where its host line names them, never for a group's session", () => {
    const hostIds = events.flatMap((event) => event.hostIds ?? []);
    for (const id of hostIds) expect(workshopHosts.map((host) => host.id)).toContain(id);
    // The record gives these sessions to a group, not to its members.
    for (const group of ["Commit the Change", "Notion", "VGDC"]) {
      const session = events.find((event) => event.host?.includes(group));
      expect(session?.hostIds, group).toBeUndefined();
    }
    for (const event of events) {
      for (const id of event.hostIds ?? []) {
        const host = workshopHosts.find((person) => person.id === id);
        const line = event.host ?? "";
        expect(line, event.id).toMatch(/^Hosted by ./);
        const organisation =
          line
            .replace(/^Hosted by /, "")
            .split(/[,(]/)[0]
            ?.trim() ?? "";
        const employer = host?.role.split(/ @ | at /).at(-1);
        const named = [host?.name, host?.role, employer].some(
          (fact) => fact !== undefined && (line.includes(fact) || fact.includes(organisation)),
        );
        expect(named, `${event.id}: ${id}`).toBe(true);
      }
    }
  });
});
