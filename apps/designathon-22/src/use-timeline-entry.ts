import { type ImpactTimelineEntry, impactTimeline, prerenderedAt } from "@duci/data/editions/2022/timeline";
import { timelineState } from "@duci/time/timeline-state";
import { useNow } from "@duci/ui/hooks/use-now";

// A state shows from one second after its entry's start, when the clock is re-read.
const changes = impactTimeline.map((entry) => new Date(entry.start.getTime() + 1000));

/**
 * The timeline entry of the moment (the first one before the timeline starts).
 * Only the component that calls it re-renders, once per entry.
 */
export function useTimelineEntry(): ImpactTimelineEntry | undefined {
  const now = useNow(changes, prerenderedAt);
  return timelineState(impactTimeline, now).current ?? impactTimeline[0];
}
