import { describe, expect, it } from "vitest";
import { termColumns } from "./past-event-list.tsx";

describe("termColumns", () => {
  it("never ends a term on a column holding one event where the others hold more", () => {
    expect(termColumns(7, 3)).toBe(2); // 4 + 3, not 3 + 3 + 1
    expect(termColumns(4, 3)).toBe(2); // 2 + 2, not 2 + 2 and an empty third
    expect(termColumns(12, 3)).toBe(3);
  });

  it("keeps the widest count whose last column is at most one shorter", () => {
    expect(termColumns(5, 3)).toBe(3); // 2 + 2 + 1
    expect(termColumns(8, 3)).toBe(3); // 3 + 3 + 2
    expect(termColumns(3, 2)).toBe(2); // 2 + 1
  });

  it("gives one event, or one column, a single column", () => {
    expect(termColumns(1, 3)).toBe(1);
    expect(termColumns(6, 1)).toBe(1);
  });
});
