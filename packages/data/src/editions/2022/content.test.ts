import { pacific } from "@duci/time/pacific";
import { timelineOrderProblems } from "@duci/time/timeline-order-problems";
import { timelineState } from "@duci/time/timeline-state";
import { describe, expect, it } from "vitest";
import { showcase2022 } from "../../showcase.ts";
import {
  impactFaq,
  impactJudges,
  impactOrganizers,
  impactPrizes,
  impactRecordings,
  impactResourceLinks,
  impactRules,
  impactSchedule,
  impactWinners,
  impactWorkshopHosts,
} from "./content.ts";
import { edition2022 } from "./record.ts";
import { IMPACT_RUBRIC_TOTAL, impactRubric, RUBRIC_LEVELS } from "./rubric.ts";
import { type ImpactTimelineKind, impactTimeline, impactWorkshops } from "./timeline.ts";

/** The names of everyone the 2022 record credits as a host, split where a workshop had two. */
const hostNames = new Set(edition2022.people.workshopHosts.map((person) => person.name));
const hostsOf = (hosts: string) => hosts.split(" and ");

describe("the Impact 2022 timeline", () => {
  it("is in strictly ascending order of start", () => {
    expect(timelineOrderProblems(impactTimeline)).toEqual([]);
  });

  it("has the fourteen states in the order they happen", () => {
    const kinds: ImpactTimelineKind[] = [];
    for (const entry of impactTimeline) if (kinds.at(-1) !== entry.kind) kinds.push(entry.kind);
    const firstOfEach = [...new Set(kinds)];
    expect(firstOfEach).toEqual([
      "registration-open",
      "join-opening",
      "opening-starts",
      "join-now",
      "begun",
      "next-workshop",
      "workshop-soon",
      "workshop-live",
      "submissions-reminder",
      "submissions-closed",
      "finalists-notified",
      "presentations",
      "closing-ceremony",
      "concluded",
    ]);
  });

  it.each([
    ["2022-01-20T12:00", "registration-open"],
    ["2022-01-26T23:58", "registration-open"],
    ["2022-01-26T23:59", "join-opening"],
    ["2022-01-28T17:00", "opening-starts"],
    ["2022-01-28T18:00", "join-now"],
    ["2022-01-28T19:00", "begun"],
    ["2022-01-29T00:59", "begun"],
    ["2022-01-29T01:00", "next-workshop"],
    ["2022-01-29T09:55", "workshop-soon"],
    ["2022-01-29T10:00", "workshop-live"],
    ["2022-01-29T10:30", "next-workshop"],
    ["2022-01-29T11:55", "workshop-soon"],
    ["2022-01-29T15:00", "workshop-live"],
    ["2022-01-29T15:30", "next-workshop"],
    ["2022-01-29T16:55", "workshop-soon"],
    ["2022-01-29T17:00", "workshop-live"],
    ["2022-01-29T17:30", "submissions-reminder"],
    ["2022-01-30T13:00", "submissions-closed"],
    ["2022-01-30T15:00", "finalists-notified"],
    ["2022-01-30T15:45", "presentations"],
    ["2022-01-30T16:00", "presentations"],
    ["2022-01-30T17:00", "closing-ceremony"],
    ["2022-01-30T18:00", "closing-ceremony"],
    ["2022-01-30T18:30", "concluded"],
  ])("at %s Pacific shows %s", (wallClock, kind) => {
    expect(timelineState(impactTimeline, pacific(wallClock)).current?.kind).toBe(kind);
  });

  it("puts the formerly misdated live presentation and closing ceremony on Sunday", () => {
    const live = impactTimeline.filter((entry) => entry.live && entry.kind !== "workshop-live");
    const sunday = live.filter((entry) => entry.start.getTime() >= pacific("2022-01-30T00:00").getTime());
    expect(sunday.map((entry) => entry.start)).toEqual([pacific("2022-01-30T16:00"), pacific("2022-01-30T18:00")]);
  });

  it("announces each workshop with its own meeting, five minutes early and live at its start", () => {
    for (const workshop of impactWorkshops) {
      const entries = impactTimeline.filter((entry) => entry.title.endsWith(workshop.title));
      expect(entries.map((entry) => entry.kind)).toEqual(["next-workshop", "workshop-soon", "workshop-live"]);
      expect(entries[1]?.start.getTime()).toBe(workshop.start.getTime() - 5 * 60_000);
      expect(entries[2]?.start).toEqual(workshop.start);
      expect(entries[2]?.action?.href).toBe(workshop.call);
      for (const host of hostsOf(workshop.host)) expect(hostNames).toContain(host);
    }
    const calls = impactWorkshops.map((workshop) => workshop.call);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("offers a call to action only with a Zoom meeting or a Google form", () => {
    for (const entry of impactTimeline) {
      if (entry.action)
        expect(entry.action.href).toMatch(/^https:\/\/(uci\.zoom\.us\/j\/\d+|forms\.gle\/|docs\.google\.com\/forms\/)/);
    }
  });
});

describe("the Impact 2022 rubric", () => {
  it("totals 70 points with the last three for finalists only", () => {
    expect(impactRubric.reduce((sum, criterion) => sum + criterion.points, 0)).toBe(IMPACT_RUBRIC_TOTAL);
    expect(impactRubric.map((criterion) => [criterion.name, criterion.points, criterion.finalistsOnly])).toEqual([
      ["User Experience", 20, false],
      ["User Interface", 10, false],
      ["Target Audience", 5, true],
      ["User Research", 15, true],
      ["Design Thinking Process", 20, true],
    ]);
  });

  it("grades every criterion on the four levels", () => {
    for (const criterion of impactRubric) {
      expect(criterion.levels.map((level) => level.level)).toEqual(RUBRIC_LEVELS);
    }
  });
});

describe("the Impact 2022 content", () => {
  it("has unique ids per list", () => {
    for (const list of [
      impactJudges,
      impactWorkshopHosts,
      impactOrganizers,
      impactSchedule,
      impactRecordings,
      impactFaq,
      ...impactSchedule.map((day) => day.items),
    ]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("credits real people only with facts: no words written for them", () => {
    for (const person of [...impactJudges, ...impactWorkshopHosts]) {
      expect(person).not.toHaveProperty("about");
      expect(person).not.toHaveProperty("funFact");
      expect(person.pronouns).toMatch(/^(she|he|they)\/(her|him|them)$/);
    }
  });

  it("names only the record's workshop hosts on recordings and workshops", () => {
    for (const recording of impactRecordings) {
      for (const host of recording.host ? hostsOf(recording.host) : []) expect(hostNames).toContain(host);
    }
    const workshops = impactSchedule.flatMap((day) => day.items).filter((item) => item.title.startsWith("Workshop:"));
    for (const item of workshops) {
      expect(
        [...hostNames].some((name) => item.title.includes(name)),
        item.title,
      ).toBe(true);
    }
  });

  it("links every recording, form, call, sponsor and answer to an https address or a site path", () => {
    const links = [
      ...impactRecordings.map((recording) => recording.href),
      ...impactSchedule.flatMap((day) => day.items.flatMap((item) => [item.recording, item.link?.href])),
      ...impactTimeline.map((entry) => entry.action?.href),
      ...impactFaq.map((item) => item.link?.href),
      ...edition2022.sponsors.map((sponsor) => sponsor.link),
      ...impactResourceLinks.map((link) => link.href),
    ].filter((href) => href !== undefined);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^https:\/\/[^/]+\.[a-z]+(\/|$)|^\/[a-z0-9/-]*$/);
  });

  it("links a recording from the schedule to the same video as under Resources", () => {
    const videos = new Set(impactRecordings.map((recording) => recording.href));
    for (const item of impactSchedule.flatMap((day) => day.items)) {
      if (item.recording) expect(videos).toContain(item.recording);
    }
    for (const recording of impactRecordings) {
      expect(recording.isoDuration).toBe(
        recording.duration.replace(/^(\d+):(\d+)$/, (_, minutes, seconds) => `PT${minutes}M${Number(seconds)}S`),
      );
    }
  });

  it("gives the first and second places their gift cards", () => {
    const [first, second] = impactPrizes;
    expect(first?.prizes[0]).toMatch(/^\$40 gift card/);
    expect(second?.prizes[0]).toMatch(/^\$15 gift card/);
    for (const winner of impactWinners) {
      const amount = winner.prize?.match(/^\$\d+/)?.[0];
      const group = impactPrizes.find((prize) => winner.place.startsWith(prize.symbol));
      if (amount) expect(group?.prizes[0]).toContain(amount);
    }
  });

  it("shows the same awarded teams on the overview's showcase", () => {
    for (const entry of showcase2022) {
      const winner = impactWinners.find((team) => team.project === entry.name);
      expect(winner, entry.name).toBeDefined();
      expect(winner?.place).toBe(entry.title);
      expect(winner?.members.map((member) => member.name)).toEqual(entry.creators);
    }
  });

  it("states the 2022 eligibility in both readings and the team size", () => {
    expect(impactRules[0]).toMatch(/any college student/i);
    expect(impactRules[0]).toMatch(/undergraduate students in the United States/);
    expect(impactRules[1]).toMatch(/solo or with up to 3 other members/);
  });

  it("links the Impact 2022 backgrounds folder from the FAQ, as the published FAQ did", () => {
    const prepare = impactFaq.find((item) => item.link?.label === "Impact 2022 backgrounds");
    expect(prepare?.link?.href).toBe(
      "https://drive.google.com/drive/folders/1ER3La0q8k1WByZt_Cn-hDhP4knOPukRD?usp=sharing",
    );
  });

  it("states the 2022 dates and the submission deadline", () => {
    expect(impactRules.join(" ")).toContain("January 28 and Sunday, January 30, 2022");
    expect(impactRules.join(" ")).toContain("Sunday, January 30 at 1:00 PM PST");
  });
});
