// The four filters of /resources/featured and their place in the URL query, so
// a filtered view can be shared and survives a reload.

export type FilterKey = "tools" | "guides" | "inspiration" | "other";

export const FILTER_KEYS: readonly FilterKey[] = ["tools", "guides", "inspiration", "other"];

/** The query parameter: absent means every filter on; "none" means every filter off. */
export const FILTER_PARAM = "show";

/** Which filter a resource type belongs to; unknown types are "other". */
export function filterOf(type: string): FilterKey {
  if (type === "Tool") return "tools";
  if (type === "Guide") return "guides";
  if (type === "Inspiration") return "inspiration";
  return "other";
}

/** The filters that are on, read from the query value. */
export function parseFilters(value: string | null): Set<FilterKey> {
  if (value === null) return new Set(FILTER_KEYS);
  const wanted = value.split(",").map((part) => part.trim().toLowerCase());
  return new Set(FILTER_KEYS.filter((key) => wanted.includes(key)));
}

/** The query value for a set of filters; null (no parameter) when all are on. */
export function serializeFilters(on: ReadonlySet<FilterKey>): string | null {
  if (FILTER_KEYS.every((key) => on.has(key))) return null;
  const list = FILTER_KEYS.filter((key) => on.has(key));
  return list.length === 0 ? "none" : list.join(",");
}
