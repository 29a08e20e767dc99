import { describe, expect, it } from "vitest";
import { pacificZoneLabel } from "./pacific-zone-label.ts";

describe("pacificZoneLabel", () => {
  it.each([
    ["2024-01-12T17:00:00-08:00", "PST"],
    ["2024-05-17T17:30:00-07:00", "PDT"],
    ["2024-03-09T12:00:00-08:00", "PST"],
    ["2024-03-10T01:59:59-08:00", "PST"],
    ["2024-03-10T03:00:00-07:00", "PDT"],
    ["2024-03-11T12:00:00-07:00", "PDT"],
    ["2024-11-02T12:00:00-07:00", "PDT"],
    ["2024-11-03T01:59:59-07:00", "PDT"],
    ["2024-11-03T01:00:00-08:00", "PST"],
    ["2024-11-04T12:00:00-08:00", "PST"],
  ])("at %s: %s", (instant, expected) => {
    expect(pacificZoneLabel(new Date(instant))).toBe(expected);
  });
});
