import { describe, expect, it } from "vitest";
import { defaultScheduleDay } from "./default-schedule-day.ts";

const days2024 = ["2024-05-17", "2024-05-18", "2024-05-19"]; // fri, sat, sun

describe("defaultScheduleDay", () => {
  it.each([
    ["2024-04-28T23:59:00-07:00", 0],
    ["2024-05-16T12:00:00-07:00", 0],
    ["2024-05-17T00:00:00-07:00", 0],
    ["2024-05-17T23:59:59-07:00", 0],
    ["2024-05-18T00:00:00-07:00", 1],
    ["2024-05-18T23:59:59-07:00", 1],
    ["2024-05-19T00:00:00-07:00", 2],
    ["2024-05-19T23:59:59-07:00", 2],
    ["2024-05-20T00:00:00-07:00", 2],
    ["2025-01-01T00:00:00-08:00", 2],
  ])("at %s opens day %d", (now, expected) => {
    expect(defaultScheduleDay(days2024, new Date(now))).toBe(expected);
  });

  it.each([
    // already 18 May in UTC and Tokyo, still 17 May in Pacific time
    ["2024-05-18T06:59:59Z", 0],
    ["2024-05-18T07:00:00Z", 1],
    ["2024-05-18T15:59:59+09:00", 0],
    ["2024-05-18T16:00:00+09:00", 1],
  ])("goes by the Pacific date, not the visitor's: at %s opens day %d", (now, expected) => {
    expect(defaultScheduleDay(days2024, new Date(now))).toBe(expected);
  });

  it.each([
    ["2024-03-09T23:59:59-08:00", 0],
    ["2024-03-10T00:00:00-08:00", 1],
    ["2024-03-10T23:59:59-07:00", 1],
    ["2024-03-11T00:00:00-07:00", 2],
  ])("across spring-forward: at %s opens day %d", (now, expected) => {
    expect(defaultScheduleDay(["2024-03-09", "2024-03-10", "2024-03-11"], new Date(now))).toBe(expected);
  });

  it.each([
    ["2024-11-02T23:59:59-07:00", 0],
    ["2024-11-03T00:00:00-07:00", 1],
    ["2024-11-03T23:59:59-08:00", 1],
    ["2024-11-04T00:00:00-08:00", 2],
  ])("across fall-back: at %s opens day %d", (now, expected) => {
    expect(defaultScheduleDay(["2024-11-02", "2024-11-03", "2024-11-04"], new Date(now))).toBe(expected);
  });

  it("handles one day and no days", () => {
    expect(defaultScheduleDay(["2024-05-17"], new Date("2024-06-01T00:00:00-07:00"))).toBe(0);
    expect(defaultScheduleDay([], new Date("2024-06-01T00:00:00-07:00"))).toBe(-1);
  });
});
