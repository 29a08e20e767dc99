import { describe, expect, it } from "vitest";
import { frontDoorEvent, LATEST_EVENT_NEWS_DAYS } from "./front-door-event.ts";

const DAY = 86_400_000;
const talk = { start: new Date("2026-05-13T17:30:00-07:00"), durationMinutes: 60, title: "Talk" };
const end = talk.start.getTime() + 60 * 60_000;

describe("frontDoorEvent", () => {
  it("shows the next event, live or coming", () => {
    expect(frontDoorEvent([talk], new Date(talk.start.getTime() - DAY))).toEqual({ kind: "next", event: talk });
    expect(frontDoorEvent([talk], new Date(talk.start.getTime() + 60_000))).toEqual({ kind: "next", event: talk });
  });

  it("shows the latest event while it is recent news", () => {
    expect(frontDoorEvent([talk], new Date(end + 60_000))).toEqual({ kind: "latest", event: talk });
    expect(frontDoorEvent([talk], new Date(end + LATEST_EVENT_NEWS_DAYS * DAY - 60_000))).toEqual({
      kind: "latest",
      event: talk,
    });
  });

  it("goes quiet once the latest event is three weeks old, or when there is none", () => {
    expect(frontDoorEvent([talk], new Date(end + LATEST_EVENT_NEWS_DAYS * DAY))).toEqual({ kind: "quiet" });
    expect(frontDoorEvent([talk], new Date(end + 400 * DAY))).toEqual({ kind: "quiet" });
    expect(frontDoorEvent([], new Date(end))).toEqual({ kind: "quiet" });
  });
});
