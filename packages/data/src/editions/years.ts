// The editions' two-digit years, newest first. Written by `pnpm new-edition`
// with index.ts from the editions' folders: never edit this list by hand.
import type { EditionYy } from "./index.ts";

/** Enough for the editions' routes, without loading their records. */
export const editionYys = ["26", "25", "24", "23", "22"] as const satisfies readonly EditionYy[];
