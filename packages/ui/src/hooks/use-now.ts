import { startTransition, useEffect, useRef, useState } from "react";

// Long timers are re-armed in steps: browsers overflow delays past about 24.8 days.
const MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * When the clock is read again: every so many milliseconds (a countdown), or
 * at each of these instants (a button that appears at a reveal, a timeline
 * that changes state), so a component that changes a few times a day does not
 * re-render every second.
 */
export type ClockSchedule = number | readonly Date[];

/**
 * The current time, re-read on `schedule` while the page is visible. Call it
 * in the component that shows the time, not at the top of the page, so only
 * that component re-renders.
 *
 * The first render returns `initial` (pass the instant the page was
 * prerendered at, so hydration matches; without it, the clock at first
 * render), then an effect switches to the real clock. Timers stop while the
 * tab is hidden; the clock is re-read when the tab becomes visible again or
 * the window regains focus, so a backgrounded countdown is right the moment
 * it is seen. With instants, one timer waits for the next instant ahead.
 *
 * @example
 * const now = useNow(1000); // a countdown
 * const now = useNow([reveal], prerenderedAt); // a button shown from `reveal` on
 */
export function useNow(schedule: ClockSchedule = 1000, initial?: Date): Date {
  const [now, setNow] = useState<Date>(() => initial ?? new Date());
  // Instants are compared by value, so an inline array does not restart the timers every render.
  const key = typeof schedule === "number" ? `every ${schedule}` : schedule.map((at) => at.getTime()).join(",");
  const scheduleRef = useRef(schedule);
  scheduleRef.current = schedule;

  // Restarts only when the schedule's value (`key`) changes; the ref gives the timers the latest schedule.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      clearTimeout(timer);
      clearInterval(timer);
      timer = undefined;
    };

    const armNext = (current: Date) => {
      const instants = scheduleRef.current;
      if (typeof instants === "number") return;
      let next: number | null = null;
      for (const at of instants) {
        const time = at.getTime();
        if (time > current.getTime() && (next === null || time < next)) next = time;
      }
      if (next !== null) timer = setTimeout(sync, Math.min(next - current.getTime(), MAX_DELAY_MS));
    };

    // A new time re-renders as a transition: React renders a long page in short slices.
    const show = (current: Date) => startTransition(() => setNow(current));
    function sync() {
      stop();
      if (document.visibilityState !== "visible") return;
      const current = new Date();
      show(current);
      const every = scheduleRef.current;
      if (typeof every === "number") timer = setInterval(() => show(new Date()), every);
      else armNext(current);
    }

    sync();
    document.addEventListener("visibilitychange", sync);
    window.addEventListener("focus", sync);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", sync);
      window.removeEventListener("focus", sync);
    };
  }, [key]);

  return now;
}
