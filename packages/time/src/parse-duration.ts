/**
 * Reads an event's duration in minutes: a string ("90", from the bundled list)
 * or a number (90, from the content service). Only positive whole minutes are
 * accepted; anything else (missing, "", "90 minutes", 0, -5, 1.5) is null.
 * Never throws.
 *
 * @example
 * parseDuration("90") // 90
 * parseDuration(120)  // 120
 * parseDuration("")   // null
 */
export function parseDuration(value: unknown): number | null {
  if (typeof value === "number") {
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  }
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const minutes = Number.parseInt(text, 10);
  return Number.isSafeInteger(minutes) && minutes > 0 ? minutes : null;
}
