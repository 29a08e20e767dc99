import { describe, expect, it } from "vitest";
import { leadSpans } from "./lead-spans.ts";

describe("leadSpans", () => {
  it("names the widths whose rows would leave the last card alone", () => {
    expect(leadSpans(7, { sm: 2, lg: 3 })).toBe("sm lg"); // 2+2+2+1 and 3+3+1
    expect(leadSpans(5, { sm: 2, lg: 3 })).toBe("sm"); // 2+2+1; 3+2 is balanced
    expect(leadSpans(4, { sm: 2, lg: 3 })).toBe(""); // 2+2 at both
  });

  it("names none for a single row or a single card", () => {
    expect(leadSpans(3, { sm: 3, lg: 3 })).toBe("");
    expect(leadSpans(1, { sm: 2, lg: 3 })).toBe("");
  });
});
