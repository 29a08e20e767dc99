// What the 2025 page's own content must keep true to the record; the facts
// every edition shares are checked in editions.test.ts.
import { countdownState } from "@duci/time/countdown-state";
import { describe, expect, it } from "vitest";
import type { DesignathonPerson } from "../../designathon-types.ts";
import type { EditionCommittee, ScheduleItemFacts } from "../../edition-content.ts";
import { paths } from "../../paths.ts";
import {
  committees2025,
  countdown2025,
  devpost2025,
  faq2025,
  prerenderedAt,
  prizes2025,
  rules2025,
  stats2025,
  winners2025,
} from "./content.ts";
import { edition2025 } from "./record.ts";
import { type Schedule2025Day, schedule2025 } from "./schedule.ts";

const pacificDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" });
const days: readonly Schedule2025Day[] = schedule2025;
const items = days.flatMap((day) => day.items);
const events = items.flatMap((item) => (item.kind === "event" ? [item] : []));

/** When an item happens: a marker's moment or an event's start (2025 has no items known only as written). */
function instant(item: ScheduleItemFacts): Date {
  if (item.kind === "written") throw new Error(`${item.id} has no instant`);
  return item.kind === "marker" ? item.at : item.start;
}

describe("the 2025 countdown", () => {
  const dated = countdown2025.flatMap((step) => (step.at === "end" ? [] : [step.at]));

  it("counts to the registration deadline, the start of designing and its end, then closes", () => {
    expect(dated.map((at) => at.toISOString())).toEqual([
      "2025-04-10T06:59:00.000Z",
      "2025-04-19T01:30:00.000Z",
      "2025-04-20T16:00:00.000Z",
    ]);
    expect(dated).toContain(edition2025.briefReveal);
    expect(countdown2025.at(-1)?.at).toBe("end");
  });

  it("shows each step until its instant, then the next, and has ended by the time the page is prerendered", () => {
    for (const [index, at] of dated.entries()) {
      expect(countdownState(countdown2025, new Date(at.getTime() - 1000)).text).toBe(countdown2025[index]?.text);
    }
    expect(countdownState(countdown2025, prerenderedAt).ended).toBe(true);
    expect(prerenderedAt.getTime()).toBeGreaterThan(edition2025.end.getTime());
  });
});

describe("the 2025 itinerary", () => {
  it("has the edition's days, each item on its own Pacific date and in time order", () => {
    expect(days.map((day) => day.date)).toEqual([...edition2025.days]);
    for (const day of days) {
      const starts = day.items.map((item) => instant(item).getTime());
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      for (const item of day.items) {
        expect(pacificDate.format(instant(item))).toBe(day.date);
        if (item.kind === "event") expect(item.end.getTime()).toBeGreaterThan(item.start.getTime());
      }
    }
  });

  it("opens with check-in and ends with the Design-a-thon, designing beginning at the brief's reveal", () => {
    expect(items[0]).toMatchObject({ kind: "marker", title: "Check-In Starts", at: edition2025.start });
    expect(items.at(-1)).toMatchObject({ kind: "marker", title: "Design-a-thon Ends", at: edition2025.end });
    expect(items.find((item) => item.title === "Designing Begins")).toMatchObject({ at: edition2025.briefReveal });
    const markers = items.flatMap((item) => (item.kind === "marker" ? [item.title] : []));
    expect(new Set(markers)).toEqual(
      new Set([
        "Check-In Starts",
        "Designing Begins",
        "Venue Closes",
        "Final Submissions Due on Devpost",
        "Design-a-thon Ends",
      ]),
    );
  });

  it("gives each online session its own Zoom meeting, its button lasting the session", () => {
    const zoomed = events.filter((event) => event.zoom);
    expect(zoomed.map((event) => event.id)).toEqual([
      "fri-opening",
      "fri-figma",
      "sat-notion",
      "sat-ai-by-design",
      "sat-ux-principles",
      "sat-pitching",
      "sat-mentoring",
      "sun-pitches",
      "sun-fireside",
      "sun-closing",
    ]);
    for (const event of zoomed) {
      expect(event.zoom?.url, event.id).toMatch(/^https:\/\/uci\.zoom\.us\/[sj]\/\d+$/);
      expect(event.zoom?.durationMinutes, event.id).toBe((event.end.getTime() - event.start.getTime()) / 60_000);
      expect(event.zoom?.recordingUrl, event.id).toBeUndefined();
      expect(event.location, event.id).toContain("Zoom (Online)");
    }
    expect(events.find((event) => event.id === "sat-notion")?.zoom?.url).toBe("https://uci.zoom.us/s/94897604899");
  });

  it("has unique item ids", () => {
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the 2025 FAQ", () => {
  it("asks the record's questions, word for word and in its order", () => {
    expect(faq2025.map((item) => item.question)).toEqual([
      "Why should I join?",
      "Who can attend?",
      "How do I sign up?",
      "I don't have prior knowledge in design. Can I still participate?",
      "How much does it cost?",
      "When is the registration deadline?",
      "How do I prepare?",
      "How do teams work?",
      "Where is the event located?",
      "What if I don't have a team?",
      "Where do I submit my project?",
    ]);
    const ids = faq2025.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers as a record of a closed registration, with the deadline as the record states it", () => {
    const deadline = faq2025.find((item) => item.id === "deadline");
    expect(deadline?.answer).toContain("April 9th, 2025 11:59 PM");
    expect(deadline?.answer).toContain("closed");
    // No sign-up form any more: registration is over.
    for (const item of faq2025) if ("link" in item) expect(item.link.href).not.toMatch(/forms\.gle|docs\.google/);
  });

  it("links only to an https address or a page of the site, Devpost among them", () => {
    const sitePaths: readonly string[] = Object.values(paths);
    for (const item of faq2025) {
      if (!("link" in item)) continue;
      if (item.link.href.startsWith("/")) expect(sitePaths, item.id).toContain(item.link.href);
      else expect(item.link.href, item.id).toMatch(/^https:\/\//);
    }
    expect(faq2025.find((item) => item.id === "submit")?.link?.href).toBe(devpost2025);
  });
});

describe("the 2025 rules, prizes, figures and winners", () => {
  it("state the record's eight rules: eligibility, team size, dates and deadline", () => {
    expect(rules2025).toHaveLength(8);
    const text = rules2025.join(" ");
    for (const fact of [".edu", "at most 4 people", "April 18 and April 20, 2025", "April 20, 2025", "plagiarism"])
      expect(text).toContain(fact);
  });

  it("list the record's five awards with their items", () => {
    expect(prizes2025.map((group) => group.label)).toEqual([
      "1st Place",
      "2nd Place",
      "3rd Place",
      "Honorable Mentions",
      "Most Novel Interface",
    ]);
    expect(prizes2025[0]?.prizes).toContain("Polaroid Now Camera 3rd Generation");
    expect(prizes2025[4]?.prizes).toContain("Retro Handheld Game Consoles");
  });

  it("show the page's figures as the record has them", () => {
    expect(stats2025.map((stat) => stat.value)).toEqual(["189", "300+", "$2,500", "65,000"]);
  });

  it("name the three winning projects and their members, nothing more", () => {
    expect(winners2025.map((winner) => [winner.place, winner.project])).toEqual([
      ["1st Place", "Echo"],
      ["2nd Place", "Pilly"],
      ["3rd Place", "Claro"],
    ]);
    for (const winner of winners2025) {
      expect(winner).not.toHaveProperty("team");
      expect(winner).not.toHaveProperty("description");
      for (const member of winner.members) expect(member).not.toHaveProperty("school");
    }
  });
});

describe("the 2025 people and partners", () => {
  const speakers: readonly DesignathonPerson[] = edition2025.people.speakers;
  const judges: readonly DesignathonPerson[] = edition2025.people.judges;

  it("are the record's five keynote speakers and eleven judges, two of them in both lists as one person", () => {
    expect(speakers).toHaveLength(5);
    expect(judges).toHaveLength(11);
    const both = speakers.filter((person) => judges.includes(person)).map((person) => person.name);
    expect(both).toEqual(["Miles Seiden", "Lawrence Ntim"]);
    const ids = [...new Set([...speakers, ...judges])].map((person) => person.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carry only facts: no words written for them", () => {
    for (const person of [...speakers, ...judges]) {
      expect(person.role.trim(), person.id).not.toBe("");
      expect(person.about, person.id).toBeUndefined();
      expect(person.funFact, person.id).toBeUndefined();
    }
  });

  it("list the organizing team's six committees and 39 members, each once", () => {
    const committees: readonly EditionCommittee[] = committees2025;
    expect(committees.map((committee) => committee.name)).toEqual([
      "Directors",
      "Design",
      "Operations",
      "Corporate",
      "Finance",
      "Marketing",
    ]);
    const members = committees.flatMap((committee) => committee.members);
    expect(members).toHaveLength(39);
    expect(new Set(members.map((member) => member.id)).size).toBe(39);
    for (const member of members) expect(member.role, member.id).toBeTruthy();
  });

  it("name the record's partners, none linked (the record gives no website)", () => {
    expect(edition2025.sponsors.map((sponsor) => sponsor.alt)).toEqual([
      "Notion",
      "UCI ODIT",
      "Designli",
      "ANTpreneur Center",
      "poppi",
    ]);
    for (const sponsor of edition2025.sponsors) expect(sponsor).not.toHaveProperty("link");
  });
});
