import type { OverviewCard } from "@duci/data/designathon-overview";
import { describe, expect, it } from "vitest";
import { featuredEdition } from "./featured-edition.ts";

function edition(year: number, start?: string, end?: string): OverviewCard {
  return { year, title: `T${year}`, theme: "", dates: "", start, end, link: "/", image: "", showcase: [] };
}

// Newest first, as the data lists them.
const editions = [edition(2026, "2026-02-20", "2026-02-22"), edition(2025, "2025-05-16", "2025-05-18"), edition(2021)];

describe("featuredEdition", () => {
  it("shows the edition running today on Pacific clocks", () => {
    // 11 PM on the last day in Irvine is already the next day in UTC.
    const lastNight = new Date("2026-02-22T23:00:00-08:00");
    expect(featuredEdition(editions, lastNight)).toEqual({ edition: editions[0], timing: "now" });
  });

  it("shows the next edition when one is announced, the nearest first", () => {
    expect(featuredEdition(editions, new Date("2025-09-01T12:00:00-07:00"))).toEqual({
      edition: editions[0],
      timing: "upcoming",
    });
    expect(featuredEdition(editions, new Date("2025-01-01T12:00:00-08:00"))).toEqual({
      edition: editions[1],
      timing: "upcoming",
    });
  });

  it("shows the most recent edition once all are over, for a year", () => {
    expect(featuredEdition(editions, new Date("2026-11-26T12:00:00-08:00"))).toEqual({
      edition: editions[0],
      timing: "latest",
    });
    expect(featuredEdition(editions, new Date("2027-02-22T23:00:00-08:00"))).toEqual({
      edition: editions[0],
      timing: "latest",
    });
  });

  it("shows the archive, fronted by the most recent edition, once that is over a year past", () => {
    expect(featuredEdition(editions, new Date("2027-02-23T08:00:00-08:00"))).toEqual({
      edition: editions[0],
      timing: "archive",
    });
    expect(featuredEdition([edition(2021)], new Date("2026-11-26T12:00:00-08:00"))).toEqual({
      edition: expect.objectContaining({ year: 2021 }),
      timing: "archive",
    });
  });

  it("gives nothing for no editions", () => {
    expect(featuredEdition([], new Date())).toBeUndefined();
  });
});
