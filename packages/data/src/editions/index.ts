// Every edition's record, newest first. Written by `pnpm new-edition` from the
// editions' folders (<year>/record.ts): add an edition with it, never edit this list by hand.
import type { Edition, EditionSummary } from "../edition.ts";
import { edition2022, summary2022 } from "./2022/record.ts";
import { edition2023, summary2023 } from "./2023/record.ts";
import { edition2024, summary2024 } from "./2024/record.ts";
import { edition2025, summary2025 } from "./2025/record.ts";
import { edition2026, summary2026 } from "./2026/record.ts";

const newestFirst = [edition2026, edition2025, edition2024, edition2023, edition2022] as const;

/** The two-digit year of every edition, e.g. "24". */
export type EditionYy = (typeof newestFirst)[number]["yy"];

/** Every Design-a-thon with a page of ours, newest first. */
export const editions: readonly Edition[] = newestFirst;

/** What the overview and the home page show of every edition, newest first, without the rest of the records. */
export const editionSummaries: readonly EditionSummary[] = [
  summary2026,
  summary2025,
  summary2024,
  summary2023,
  summary2022,
];
