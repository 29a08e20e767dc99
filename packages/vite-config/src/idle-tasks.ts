// The browser gives folded content its scripted button when it is idle (`useHydrated` in
// @duci/ui). A test runs in happy-dom, which has no idle time: here idle tasks wait until
// the test runs them, so it sees the native toggle first and the button after, however busy
// the machine is.
import { act } from "@testing-library/react";

const queue = new Map<number, IdleRequestCallback>();
let lastHandle = 0;

const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

/** Installs `requestIdleCallback` for the tests: its tasks wait for `runIdleTasks`. */
export function holdIdleTasks(): void {
  globalThis.requestIdleCallback = (task) => {
    lastHandle += 1;
    queue.set(lastHandle, task);
    return lastHandle;
  };
  globalThis.cancelIdleCallback = (handle) => {
    queue.delete(handle);
  };
}

/** Runs every idle task, and those they queue in turn, as the browser would once idle. */
export async function runIdleTasks(): Promise<void> {
  await act(async () => {
    for (const [handle, task] of queue) {
      // A Map visits entries added while it is walked: tasks queued by these run too.
      queue.delete(handle);
      task(deadline);
    }
  });
}

/** Runs the oldest idle task alone: what one idle moment of the browser does. */
export async function runNextIdleTask(): Promise<void> {
  await act(async () => {
    const [next] = queue;
    if (!next) throw new Error("No idle task is waiting");
    queue.delete(next[0]);
    next[1](deadline);
  });
}
