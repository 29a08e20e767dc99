// A generated archive for the benchmark's scale mode (DUCI_BUILD_EVENTS=fixture:N):
// made-up events, never the club's record, so a build can show what the site costs
// once the record is ten or fifty years long.
import type { ServiceEventDocument } from "@duci/data/listed-event";

const DAY_MS = 24 * 60 * 60 * 1000;
/** About a hundred events a year, as the club's record will hold in ten years (~1,000). */
const SPACING_MS = 3.65 * DAY_MS;
const TYPES = ["Workshop", "Social", "Industry Speaker"] as const;

/**
 * `count` generated events, newest first, one every few days going back from
 * `before` (exclusive); the same arguments give the same events.
 *
 * @example
 * archiveFixture(2, new Date("2021-02-01T00:00:00Z")) // [{ title: "Generated event 1", ... }, { title: "Generated event 2", ... }]
 */
export function archiveFixture(count: number, before: Date): ServiceEventDocument[] {
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(before.getTime() - (index + 1) * SPACING_MS);
    return {
      title: `Generated event ${index + 1}`,
      time: start.toISOString(),
      duration: 60,
      type: TYPES[index % TYPES.length] ?? "Workshop",
      place: `Room ${(index % 9) + 1}00`,
    };
  });
}

/** The size of the generated archive DUCI_BUILD_EVENTS asks for ("fixture:1000"), if it asks for one. */
export function fixtureSize(setting: string | undefined): number | undefined {
  const match = setting?.match(/^fixture:(\d+)$/);
  return match ? Number(match[1]) : undefined;
}
