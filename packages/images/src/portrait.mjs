// Illustrated portraits for people without a photo: DiceBear's "Notionists"
// style (artwork by Zoish, CC0 1.0), drawn in Node at build time into a static
// SVG. The browser only ever loads the finished file.
import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";

/** Where a portrait lives under an app's base URL: `portraits/<seed>.svg`. */
export const PORTRAIT_DIR = "portraits";

/** A seed is the name in lower case, words joined by hyphens: "Avery Quinn" → "avery-quinn". */
export const SEED_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The portrait for a seed as SVG markup, the same every time for the same
 * seed. The background is left transparent: the page paints the colour.
 */
export function portraitSvg(seed) {
  if (!SEED_PATTERN.test(seed)) throw new Error(`Not a portrait seed: ${JSON.stringify(seed)}`);
  const svg = createAvatar(notionists, { seed }).toString();
  // The metadata block repeats the licence at every use; it is recorded once in docs/design.md.
  return svg.replace(/<metadata[\s\S]*?<\/metadata>/, "");
}

/** Every portrait an HTML page refers to, as seeds (`…/portraits/avery-quinn.svg`). */
export function portraitSeedsIn(html) {
  const seeds = new Set();
  for (const match of html.matchAll(/\/portraits\/([a-z0-9-]+)\.svg/g)) seeds.add(match[1]);
  return [...seeds];
}
