import { describe, expect, it } from "vitest";
import { termSlug } from "./term-slug.ts";

describe("termSlug", () => {
  it("lowers a quarter's label and joins its words with a hyphen", () => {
    expect(termSlug("Spring 2026")).toBe("spring-2026");
    expect(termSlug("Fall 2021")).toBe("fall-2021");
  });

  it("keeps no leading, trailing or doubled hyphen", () => {
    expect(termSlug("Date to be announced")).toBe("date-to-be-announced");
    expect(termSlug("  Winter  2030 ")).toBe("winter-2030");
  });
});
