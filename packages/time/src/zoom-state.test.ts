import { describe, expect, it } from "vitest";
import { zoomState } from "./zoom-state.ts";

// 2024 Opening Ceremony: Friday 17 May, 4:30 PM PDT, 60 minutes.
const opening = { start: new Date("2024-05-17T16:30:00-07:00"), durationMinutes: 60 };
const start = new Date("2024-05-17T16:30:00-07:00");
const end = new Date("2024-05-17T17:30:00-07:00");

describe("zoomState", () => {
  it.each([
    ["2024-05-01T00:00:00-07:00", "soon", start],
    ["2024-05-17T16:29:00-07:00", "soon", start],
    ["2024-05-17T16:29:59.999-07:00", "soon", start],
    ["2024-05-17T16:30:00-07:00", "live", end],
    ["2024-05-17T17:29:00-07:00", "live", end],
    ["2024-05-17T17:29:59.999-07:00", "live", end],
    ["2024-05-17T17:30:00-07:00", "hidden", null],
    ["2024-05-20T00:00:00-07:00", "hidden", null],
  ])("without a recording, at %s: %s", (now, state, nextChangeAt) => {
    expect(zoomState(opening, new Date(now))).toEqual({ state, nextChangeAt });
  });

  it.each([
    ["2024-05-17T17:29:00-07:00", "live"],
    ["2024-05-17T17:30:00-07:00", "recording"],
    ["2025-05-17T17:30:00-07:00", "recording"],
  ])("with a recording, at %s: %s", (now, state) => {
    const recorded = { ...opening, recordingUrl: "https://example.com/recording" };
    expect(zoomState(recorded, new Date(now)).state).toBe(state);
  });

  it("treats an empty or null recording link as none", () => {
    const after = new Date("2024-05-17T17:30:00-07:00");
    expect(zoomState({ ...opening, recordingUrl: "" }, after).state).toBe("hidden");
    expect(zoomState({ ...opening, recordingUrl: null }, after).state).toBe("hidden");
  });

  it("uses each event's own duration (Top 10 demos, 90 minutes)", () => {
    const demos = { start: new Date("2024-05-19T13:30:00-07:00"), durationMinutes: 90 };
    expect(zoomState(demos, new Date("2024-05-19T14:59:00-07:00")).state).toBe("live");
    expect(zoomState(demos, new Date("2024-05-19T15:00:00-07:00")).state).toBe("hidden");
  });

  it("assumes 60 minutes without a duration", () => {
    const noDuration = { start };
    expect(zoomState(noDuration, new Date("2024-05-17T17:29:00-07:00"))).toEqual({ state: "live", nextChangeAt: end });
    expect(zoomState(noDuration, new Date("2024-05-17T17:30:00-07:00")).state).toBe("hidden");
  });

  it.each([
    ["2024-11-03T01:29:00-07:00", "soon"],
    ["2024-11-03T01:30:00-07:00", "live"],
    ["2024-11-03T01:29:00-08:00", "live"],
    ["2024-11-03T01:30:00-08:00", "hidden"],
  ])("across fall-back (01:30 PDT for 60 minutes), at %s: %s", (now, state) => {
    const event = { start: new Date("2024-11-03T01:30:00-07:00"), durationMinutes: 60 };
    expect(zoomState(event, new Date(now)).state).toBe(state);
  });
});
