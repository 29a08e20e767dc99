import { describe, expect, it } from "vitest";
import { groupByTerm } from "./group-by-term.ts";

const at = (iso: string, title: string) => ({ start: new Date(iso), title });

describe("groupByTerm", () => {
  it("keeps the order given and starts a group at each new quarter", () => {
    const groups = groupByTerm([
      at("2026-05-13T17:30:00-07:00", "Whiteboarding"),
      at("2026-04-08T18:00:00-07:00", "Usability"),
      at("2026-03-04T17:00:00-08:00", "Project Management"),
      at("2026-01-07T17:00:00-08:00", "Kickoff"),
      at("2025-11-24T19:00:00-08:00", "Portfolio Night"),
    ]);
    expect(groups.map(({ term, events }) => [term, events.map((event) => event.title)])).toEqual([
      ["Spring 2026", ["Whiteboarding", "Usability"]],
      ["Winter 2026", ["Project Management", "Kickoff"]],
      ["Fall 2025", ["Portfolio Night"]],
    ]);
  });

  it("reads the quarter in Pacific time: a late evening on March 31 is still Winter", () => {
    expect(groupByTerm([at("2026-04-01T05:30:00Z", "Late Social")])[0]?.term).toBe("Winter 2026");
  });

  it("puts an event without a valid date in a group of its own", () => {
    expect(groupByTerm([at("nope", "Mystery Mixer")])).toEqual([
      { term: "Date to be announced", events: [expect.objectContaining({ title: "Mystery Mixer" })] },
    ]);
  });

  it("gives nothing for no events", () => {
    expect(groupByTerm([])).toEqual([]);
  });
});
