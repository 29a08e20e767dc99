import { pacific } from "@duci/time/pacific";
import { timelineOrderProblems } from "@duci/time/timeline-order-problems";
import { timelineState } from "@duci/time/timeline-state";
import { describe, expect, it } from "vitest";
import { impactJudges, impactOrganizers, impactRules, impactSchedule, impactWorkshopHosts } from "./designathon-22.ts";
import { IMPACT_RUBRIC_TOTAL, impactRubric, RUBRIC_LEVELS } from "./designathon-22-rubric.ts";
import { type ImpactTimelineKind, impactTimeline } from "./designathon-22-timeline.ts";

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
    ["2022-01-29T11:30", "next-workshop"],
    ["2022-01-29T15:30", "workshop-live"],
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
    for (const list of [impactJudges, impactWorkshopHosts, impactOrganizers, impactSchedule]) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("states the 2022 eligibility in both readings and the team size", () => {
    expect(impactRules[0]).toMatch(/any college student/i);
    expect(impactRules[0]).toMatch(/undergraduate students in the United States/);
    expect(impactRules[1]).toMatch(/solo or with up to 3 other members/);
  });
});
