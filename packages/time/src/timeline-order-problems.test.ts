import { describe, expect, it } from "vitest";
import { timelineOrderProblems } from "./timeline-order-problems.ts";

describe("timelineOrderProblems", () => {
  it("finds nothing wrong with a strictly ascending timeline", () => {
    expect(
      timelineOrderProblems([
        { start: new Date(0) },
        { start: new Date("2022-01-26T23:59:00-08:00") },
        { start: new Date("2022-01-28T17:00:00-08:00") },
      ]),
    ).toEqual([]);
    expect(timelineOrderProblems([])).toEqual([]);
  });

  it("reports an entry that starts before the one above it, in Pacific time", () => {
    expect(
      timelineOrderProblems([
        { start: new Date("2022-01-30T15:00:00-08:00") },
        { start: new Date("2022-01-29T16:00:00-08:00") },
      ]),
    ).toEqual(["entry 1 starts Jan 29, 2022 4:00:00 PM PST, not after entry 0 (Jan 30, 2022 3:00:00 PM PST)"]);
  });

  it("reports two entries starting together", () => {
    expect(
      timelineOrderProblems([
        { start: new Date("2024-05-17T17:30:00-07:00") },
        { start: new Date("2024-05-17T17:30:00-07:00") },
      ]),
    ).toEqual(["entry 1 starts May 17, 2024 5:30:00 PM PDT, not after entry 0 (May 17, 2024 5:30:00 PM PDT)"]);
  });

  it("reports invalid starts and keeps comparing with the last valid entry", () => {
    expect(
      timelineOrderProblems([
        { start: new Date("2022-01-28T18:00:00-08:00") },
        { start: new Date(Number.NaN) },
        { start: new Date("2022-01-28T17:00:00-08:00") },
      ]),
    ).toEqual([
      "entry 1 has an invalid start",
      "entry 2 starts Jan 28, 2022 5:00:00 PM PST, not after entry 0 (Jan 28, 2022 6:00:00 PM PST)",
    ]);
  });
});
