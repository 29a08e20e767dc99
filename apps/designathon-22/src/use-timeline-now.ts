import { timelineState } from "@duci/time/timeline-state";
import type { TimelineEntry } from "@duci/time/types";
import { useEffect, useState } from "react";

// Long timers are re-armed in steps: browsers overflow delays past about 24.8 days.
const MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * The current time for a page driven by a timeline: `initial` on the first
 * render (the prerender's instant, so hydration matches), then the real clock,
 * read again one second after each entry's start (one timer, no polling) and
 * whenever the tab is shown or focused again.
 */
export function useTimelineNow(entries: readonly TimelineEntry[], initial: Date): Date {
  const [now, setNow] = useState(initial);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sync = () => {
      clearTimeout(timer);
      const current = new Date();
      setNow(current);
      const { nextChangeAt } = timelineState(entries, current);
      if (nextChangeAt) {
        timer = setTimeout(sync, Math.min(nextChangeAt.getTime() - current.getTime(), MAX_DELAY_MS));
      }
    };
    sync();
    document.addEventListener("visibilitychange", sync);
    window.addEventListener("focus", sync);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", sync);
      window.removeEventListener("focus", sync);
    };
  }, [entries]);

  return now;
}
