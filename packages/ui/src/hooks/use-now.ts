import { useEffect, useState } from "react";

/**
 * The current time, refreshed every `intervalMs` while the page is visible.
 *
 * The first render returns `initial` (pass the same value the server or
 * prerender used to avoid a hydration mismatch; without it, the clock at first
 * render), then an effect switches to the real clock. Ticking stops while the
 * tab is hidden; the clock is re-read when the tab becomes visible again or the
 * window regains focus, so a backgrounded countdown is right the moment it is
 * seen.
 *
 * @example
 * const now = useNow(1000);
 * const { state } = zoomState(event, now);
 */
export function useNow(intervalMs = 1000, initial?: Date): Date {
  const [now, setNow] = useState<Date>(() => initial ?? new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;

    const stop = () => {
      if (timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };

    const sync = () => {
      stop();
      if (document.visibilityState !== "visible") return;
      setNow(new Date());
      timer = setInterval(() => setNow(new Date()), intervalMs);
    };

    sync();
    document.addEventListener("visibilitychange", sync);
    window.addEventListener("focus", sync);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", sync);
      window.removeEventListener("focus", sync);
    };
  }, [intervalMs]);

  return now;
}
