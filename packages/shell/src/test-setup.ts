import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);

// Folded content gets its scripted button once the browser is idle, one control per idle moment;
// on a busy machine (CI runs many test files at once on two cores) that can take seconds, so a
// test waits for it (findBy…, waitFor) as long as that, never on the machine being idle.
configure({ asyncUtilTimeout: 15_000 });
