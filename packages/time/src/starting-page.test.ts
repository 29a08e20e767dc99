import { expect, it, vi } from "vitest";

// In a file of its own: once any test has asked Intl for a zone, the formatter stays remembered.
it("what a page works out as it starts, in Pacific time or the device's, asks Intl for no date format", async () => {
  // A page's first Intl date format loads its locale data: 50-90 ms on a phone, as the page starts.
  const format = vi.spyOn(Intl, "DateTimeFormat");
  const { withinEventYears } = await import("./within-event-years.ts");
  const { pacific } = await import("./pacific.ts");
  const { formatEventTime } = await import("./format-event-time.ts");
  const { formatTimeInZone } = await import("./format-time-in-zone.ts");
  const start = pacific("2024-05-17T17:30");
  expect(withinEventYears(start)).toBe(true);
  expect(formatEventTime(start, "America/Los_Angeles")).toContain("5:30");
  expect(formatTimeInZone(start, "America/Los_Angeles")).toContain("5:30");
  formatTimeInZone(start, "device");
  expect(format).not.toHaveBeenCalled();
  format.mockRestore();
});
