import { describe, expect, it } from "vitest";
import { addSpeculationRules } from "./add-speculation-rules.ts";
import { SPECULATION_RULES } from "./speculation-rules.ts";

describe("speculation rules", () => {
  it("fetch only a page of ours the visitor points at: not Storybook, not a file, not a link the site's router follows", () => {
    const [rule] = JSON.parse(SPECULATION_RULES).prefetch;
    // Never for being on screen ("eager", or "immediate", the default of a list of addresses).
    expect(rule.eagerness).toBe("moderate");
    expect(rule.where.and).toEqual([
      { href_matches: "/*" },
      { not: { href_matches: ["/storybook/*", "/*.*"] } },
      { not: { selector_matches: "[data-route]" } },
    ]);
  });

  it("are added to the page as a speculation rules script", () => {
    addSpeculationRules();
    const added = [...document.querySelectorAll('script[type="speculationrules"]')];
    expect(added.map((script) => script.textContent)).toEqual([SPECULATION_RULES]);
  });
});
