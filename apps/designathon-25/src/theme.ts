import { edition } from "@duci/data/editions/2025/content";
import type { EditionTheme } from "@duci/ui/edition/edition-theme";

/**
 * Design-a-thon 2025's look, read by every shared block. It starts from the
 * record's two colours on white grounds with outlined cards; make it the year's
 * own (grounds, cards, section bar, countdown, heading type, display font and
 * ornaments), as apps/designathon-26/src/theme.ts does. Every colour of text
 * needs 4.5:1 on its ground: the end-to-end suite's axe check says where not.
 */
export const theme2025: EditionTheme = {
  tint: edition.colors.tint,
  accent: edition.colors.accent,
};
