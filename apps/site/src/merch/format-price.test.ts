import { describe, expect, it } from "vitest";
import { formatPrice } from "./format-price.ts";

describe("formatPrice", () => {
  it("shows whole dollars plainly and cents with two digits", () => {
    expect(formatPrice(3)).toBe("$3");
    expect(formatPrice(3.5)).toBe("$3.50");
    expect(formatPrice(22)).toBe("$22");
    expect(formatPrice(30)).toBe("$30");
  });
});
