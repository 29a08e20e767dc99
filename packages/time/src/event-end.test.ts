import { describe, expect, it } from "vitest";
import { eventEnd } from "./event-end.ts";

describe("eventEnd", () => {
  const start = new Date("2024-10-09T18:00:00-07:00");

  it.each([
    [90, "2024-10-09T19:30:00-07:00"],
    [60, "2024-10-09T19:00:00-07:00"],
    [300, "2024-10-09T23:00:00-07:00"],
    [1, "2024-10-09T18:01:00-07:00"],
  ])("adds %d minutes", (durationMinutes, expected) => {
    expect(eventEnd({ start, durationMinutes })).toEqual(new Date(expected));
  });

  it.each([[undefined], [null], [0], [-30], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    "assumes 60 minutes when the duration is %s",
    (durationMinutes) => {
      expect(eventEnd({ start, durationMinutes })).toEqual(new Date("2024-10-09T19:00:00-07:00"));
    },
  );

  it("assumes 60 minutes when there is no duration at all", () => {
    expect(eventEnd({ start })).toEqual(new Date("2024-10-09T19:00:00-07:00"));
  });

  it("counts elapsed minutes across spring-forward (01:30 PST + 60 min = 03:30 PDT)", () => {
    const end = eventEnd({ start: new Date("2024-03-10T01:30:00-08:00"), durationMinutes: 60 });
    expect(end).toEqual(new Date("2024-03-10T03:30:00-07:00"));
  });

  it("counts elapsed minutes across fall-back (01:30 PDT + 60 min = 01:30 PST)", () => {
    const end = eventEnd({ start: new Date("2024-11-03T01:30:00-07:00"), durationMinutes: 60 });
    expect(end).toEqual(new Date("2024-11-03T01:30:00-08:00"));
  });
});
