import { edition } from "@duci/data/editions/__YEAR__/content";
import type { EditionTheme } from "@duci/ui/edition/edition-theme";

/** What the page's scripts read of the look (the header draws with both colours). */
const colours = { tint: edition.colors.tint, accent: edition.colors.accent };

/**
 * Design-a-thon __YEAR__'s look, read by every shared block. It starts from the
 * record's two colours on white grounds with outlined cards; make it the year's
 * own (grounds, cards, section bar, countdown, heading type, display font and
 * ornaments), as apps/designathon-26/src/theme.ts does. Every colour of text
 * needs 4.5:1 on its ground: the end-to-end suite's axe check says where not.
 */
export const pageLook = (): EditionTheme => ({ ...colours });

/**
 * The page's theme: its whole look when the page is built (its styles are written
 * then), its two colours alone in the browser, so the rest stays out of the scripts.
 * Storybook's edition switch shows every block in `pageLook`.
 */
export const theme__YEAR__: EditionTheme = !import.meta.env.SSR ? colours : pageLook();
