import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

// The components waiting for their scripted control, in the order they hydrated.
const waiting: (() => void)[] = [];

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50);

/** Gives the next waiting component its scripted control, then waits for another idle moment while any wait. */
function swapNext() {
  const swap = waiting.shift();
  if (swap) {
    const focused = document.activeElement;
    flushSync(swap);
    // The button takes the native toggle's id: a visitor on the toggle stays on its button.
    if (focused?.id && !focused.isConnected) document.getElementById(focused.id)?.focus();
  }
  if (waiting.length > 0) whenIdle(swapNext);
}

/**
 * False in the prerendered HTML and while React hydrates it; true a moment
 * after, once the browser is idle, in a task of its own for each component
 * that asks. Folded content renders native `details`/`summary` until then
 * (they open and close without scripts) and its scripted button after.
 * Replacing elements costs a phone a few milliseconds per control, so one
 * task for all of them (a page's questions) would hold up taps; one each
 * keeps every task short.
 *
 * `beforeSwap` runs in the same render as the swap: read the native toggle
 * there, which the visitor may have opened or closed until then. The one
 * given at the first render is used: it should read refs and set state only.
 */
export function useHydrated(beforeSwap?: () => void): boolean {
  const [hydrated, setHydrated] = useState(false);
  const [swapFirst] = useState(() => beforeSwap);
  useEffect(() => {
    let mounted = true;
    waiting.push(() => {
      if (!mounted) return;
      swapFirst?.();
      setHydrated(true);
    });
    if (waiting.length === 1) whenIdle(swapNext);
    return () => {
      mounted = false;
    };
  }, [swapFirst]);
  return hydrated;
}
