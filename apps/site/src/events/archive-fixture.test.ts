import { toListedEvent } from "@duci/data/listed-event";
import { describe, expect, it } from "vitest";
import { archiveFixture, fixtureSize } from "./archive-fixture.ts";

const before = new Date("2021-02-01T00:00:00Z");

describe("archiveFixture", () => {
  it("gives the same events for the same arguments", () => {
    expect(archiveFixture(50, before)).toEqual(archiveFixture(50, before));
  });

  it("gives as many events as asked, newest first, all before the given instant", () => {
    const fixture = archiveFixture(1000, before);
    expect(fixture).toHaveLength(1000);
    const starts = fixture.map((doc) => Date.parse(doc.time));
    expect(starts.every((start) => start < before.getTime())).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it("spreads a thousand events over about ten years", () => {
    const fixture = archiveFixture(1000, before);
    const years = (before.getTime() - Date.parse(fixture.at(-1)?.time ?? "")) / (365.25 * 24 * 60 * 60 * 1000);
    expect(years).toBeGreaterThan(9);
    expect(years).toBeLessThan(11);
  });

  it("makes events the site can list, without a problem for the editor", () => {
    for (const doc of archiveFixture(6, before)) {
      expect(toListedEvent(doc, "service")?.problems).toEqual([]);
    }
  });
});

describe("fixtureSize", () => {
  it("reads the size from DUCI_BUILD_EVENTS=fixture:N and nothing else", () => {
    expect(fixtureSize("fixture:5000")).toBe(5000);
    expect(fixtureSize("bundled")).toBeUndefined();
    expect(fixtureSize(undefined)).toBeUndefined();
  });
});
