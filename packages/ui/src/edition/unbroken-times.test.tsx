import { describe, expect, it } from "vitest";
import { unbrokenTimes } from "./unbroken-times.tsx";

describe("unbrokenTimes", () => {
  it("joins a range's times, its AM or PM and its zone, and leaves the words around it free to break", () => {
    expect(unbrokenTimes("Workshop · Saturday, February 25, 5:00-5:45 PM PST")).toBe(
      "Workshop · Saturday, February 25, 5:00\u2060-\u20605:45\u00a0PM\u00a0PST",
    );
  });

  it("joins a range with its halves in different halves of the day, or with an en dash", () => {
    expect(unbrokenTimes("11:30 AM-12:15 PM")).toBe("11:30\u00a0AM\u2060-\u206012:15\u00a0PM");
    expect(unbrokenTimes("2:00–2:45 PM")).toBe("2:00\u2060–\u20602:45\u00a0PM");
  });

  it("leaves text without a range as it was", () => {
    expect(unbrokenTimes("Judge · Saturday at 5 PM")).toBe("Judge · Saturday at 5 PM");
  });
});
