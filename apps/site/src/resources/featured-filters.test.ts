import { describe, expect, it } from "vitest";
import { FILTER_KEYS, filterOf, parseFilters, serializeFilters } from "./featured-filters.ts";

describe("featured filters", () => {
  it("maps the three known types and sends every other type to 'other'", () => {
    expect(filterOf("Tool")).toBe("tools");
    expect(filterOf("Guide")).toBe("guides");
    expect(filterOf("Inspiration")).toBe("inspiration");
    expect(filterOf("Podcast")).toBe("other");
    expect(filterOf("tool")).toBe("other");
  });

  it("turns every filter on without a query", () => {
    expect([...parseFilters(null)]).toEqual(FILTER_KEYS);
    expect(serializeFilters(new Set(FILTER_KEYS))).toBeNull();
  });

  it("round-trips a partial selection in a fixed order", () => {
    expect(serializeFilters(new Set(["other", "tools"]))).toBe("tools,other");
    expect([...parseFilters("tools,other")]).toEqual(["tools", "other"]);
  });

  it("writes 'none' when every filter is off and reads unknown words as off", () => {
    expect(serializeFilters(new Set())).toBe("none");
    expect(parseFilters("none").size).toBe(0);
    expect([...parseFilters("Guides, bogus")]).toEqual(["guides"]);
  });
});
