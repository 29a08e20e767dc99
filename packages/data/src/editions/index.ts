// Every edition record in this folder, newest first. Written by `pnpm new-edition`
// from the folder's files: add a record file, never edit this list by hand.
import type { Edition, EditionSummary } from "../edition.ts";
import { edition2022, summary2022 } from "./2022/record.ts";
import { edition2023, summary2023 } from "./2023/record.ts";
import { edition2024, summary2024 } from "./2024/record.ts";

const newestFirst = [edition2024, edition2023, edition2022] as const;

/** The two-digit year of every edition, e.g. "24". */
export type EditionYy = (typeof newestFirst)[number]["yy"];

/** Every Design-a-thon with a page of ours, newest first. */
export const editions: readonly Edition[] = newestFirst;

/** What the overview and the home page show of every edition, newest first, without the rest of the records. */
export const editionSummaries: readonly EditionSummary[] = [summary2024, summary2023, summary2022];
