import { describe, expect, it } from "vitest";
import { type ArchiveIndexData, type ArchiveTermData, archivePages, eventsPageWindow } from "./archive.ts";
import { termSlugOf } from "./archive-paths.ts";
import { listedEvent } from "./listed-event.fixtures.ts";

const events = [
  listedEvent("Whiteboarding", "2026-05-13T17:30:00-07:00"),
  listedEvent("Usability", "2026-04-08T18:00:00-07:00"),
  listedEvent("Project Management", "2026-03-04T17:00:00-08:00"),
  listedEvent("Portfolio Night", "2025-11-24T19:00:00-08:00"),
];

describe("archivePages", () => {
  it("lists every quarter with its count on the index, newest first", () => {
    expect(archivePages(events).get("/events/all/")).toEqual({
      terms: [
        { term: "Spring 2026", slug: "spring-2026", count: 2 },
        { term: "Winter 2026", slug: "winter-2026", count: 1 },
        { term: "Fall 2025", slug: "fall-2025", count: 1 },
      ],
      years: [],
    });
  });

  it("lists the quarters before the newest twelve a year at a time, each year linking its newest quarter", () => {
    // One event a month for five years, June 2021 to May 2026: twenty-one quarters.
    const monthly = Array.from({ length: 60 }, (_, index) =>
      listedEvent(`E${index}`, new Date(Date.UTC(2026, 4 - index, 15, 19)).toISOString()),
    );
    const index = archivePages(monthly).get("/events/all/") as ArchiveIndexData;
    expect(index.terms).toHaveLength(12);
    expect(index.terms.at(-1)?.term).toBe("Summer 2023");
    expect(index.years).toEqual([
      { year: 2023, slug: "spring-2023", count: 6 },
      { year: 2022, slug: "fall-2022", count: 12 },
      { year: 2021, slug: "fall-2021", count: 7 },
    ]);
  });

  it("gives each quarter a page with its own events and its neighbours", () => {
    const winter = archivePages(events).get("/events/all/winter-2026/") as ArchiveTermData;
    expect(winter.events.map((e) => e.title)).toEqual(["Project Management"]);
    expect(winter.events[0]?.start).toBe("2026-03-05T01:00:00.000Z");
    expect(winter.newer?.slug).toBe("spring-2026");
    expect(winter.older?.slug).toBe("fall-2025");
    const spring = archivePages(events).get("/events/all/spring-2026/") as ArchiveTermData;
    expect(spring.newer).toBeUndefined();
  });

  it("leaves an event without a date out of every quarter", () => {
    const pages = archivePages([listedEvent("Mystery Mixer", "nope"), ...events]);
    expect([...pages.keys()]).toEqual([
      "/events/all/",
      "/events/all/spring-2026/",
      "/events/all/winter-2026/",
      "/events/all/fall-2025/",
    ]);
  });
});

describe("termSlugOf", () => {
  it("reads a quarter's page path, and nothing else", () => {
    expect(termSlugOf("/events/all/spring-2026/")).toBe("spring-2026");
    expect(termSlugOf("/events/all/")).toBeUndefined();
    expect(termSlugOf("/events/all/spring-2026/x/")).toBeUndefined();
    expect(termSlugOf("/events/")).toBeUndefined();
  });
});

describe("eventsPageWindow", () => {
  it("keeps every event not over and the newest past ones, in order", () => {
    const since = new Date("2026-04-01T12:00:00-07:00");
    expect(eventsPageWindow(events, since, 1).map((e) => e.title)).toEqual([
      "Whiteboarding",
      "Usability",
      "Project Management",
    ]);
  });

  it("holds as many events for a record of thousands as for a short one", () => {
    const since = new Date("2026-06-01T12:00:00-07:00");
    const many = Array.from({ length: 5000 }, (_, index) =>
      listedEvent(`E${index}`, new Date(Date.parse("2026-05-01T18:00:00-07:00") - index * 86_400_000).toISOString()),
    );
    expect(eventsPageWindow(many, since)).toHaveLength(12);
  });
});
