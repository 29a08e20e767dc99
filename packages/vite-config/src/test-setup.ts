// Every package's and app's Vitest setup (`setupFiles` in the shared config).
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { holdIdleTasks, runIdleTasks } from "./idle-tasks.ts";

holdIdleTasks();

afterEach(async () => {
  cleanup();
  // Tasks a test left queued belong to components it unmounted: they do nothing now, and
  // running them leaves the next test a clean queue.
  await runIdleTasks();
});
