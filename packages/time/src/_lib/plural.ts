/** "1 week", "2 weeks": the count followed by the unit, with an "s" unless the count is 1. */
export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
