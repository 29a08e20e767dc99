import type { ListedEvent } from "./event-types.ts";

function newestFirst(a: ListedEvent, b: ListedEvent): number {
  const at = a.start.getTime();
  const bt = b.start.getTime();
  // Unreadable times go last, in input order.
  if (Number.isNaN(at)) return Number.isNaN(bt) ? 0 : 1;
  if (Number.isNaN(bt)) return -1;
  return bt - at;
}

/**
 * The bundled events and the content service's, as one list, newest first.
 * An event present in both (same start instant and title) appears once, with
 * the service's content, since editors update it there; its source is "both".
 * Duplicates within one source also appear once (the first wins).
 */
export function mergeEvents(bundled: readonly ListedEvent[], service: readonly ListedEvent[]): ListedEvent[] {
  const byKey = new Map<string, ListedEvent>();
  for (const event of bundled) {
    if (!byKey.has(event.key)) byKey.set(event.key, event);
  }
  const fromService = new Set<string>();
  for (const event of service) {
    if (fromService.has(event.key)) continue;
    fromService.add(event.key);
    byKey.set(event.key, byKey.has(event.key) ? { ...event, source: "both" } : event);
  }
  return [...byKey.values()].sort(newestFirst);
}
