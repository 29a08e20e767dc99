// Illustrated portraits for people without a photo: DiceBear's "Notionists"
// style (artwork by Zoish, CC0 1.0), drawn in Node at build time and rasterised
// into static WebP files. The browser only ever loads the finished pictures: a
// raster decodes off the main thread, where an SVG image costs the page a whole
// SVG document and a vector paint on it.
import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import sharp from "sharp";

/** Where the portraits live under an app's base URL: `portraits/<seed>-<width>.webp`. */
export const PORTRAIT_DIR = "portraits";

/**
 * The widths every portrait is drawn at: a 96 CSS px frame at 2x and at a
 * phone's 2.6-3x, and a 240 px frame at 2x. Keep in step with
 * `PORTRAIT_WIDTHS` in `@duci/ui/portrait`.
 */
export const PORTRAIT_WIDTHS: readonly number[] = [192, 288, 480];

/** A seed is the name in lower case, words joined by hyphens: "Avery Quinn" → "avery-quinn". */
export const SEED_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The portrait for a seed as SVG markup, the same every time for the same
 * seed. The background is left transparent: the page paints the colour.
 */
export function portraitSvg(seed: string): string {
  if (!SEED_PATTERN.test(seed)) throw new Error(`Not a portrait seed: ${JSON.stringify(seed)}`);
  const svg = createAvatar(notionists, { seed }).toString();
  // The metadata block repeats the licence at every use; it is recorded once in docs/credits.md.
  return svg.replace(/<metadata[\s\S]*?<\/metadata>/, "");
}

/** The file name of a seed's portrait at a width, inside `PORTRAIT_DIR`. */
export const portraitFileName = (seed: string, width: number): string => `${seed}-${width}.webp`;

/**
 * The portrait for a seed as a square WebP `width` pixels wide, transparent
 * around the drawing. Lossless: the black lines stay exactly as sharp as the
 * vector drawn at that size, and on these flat drawings it is no larger than
 * a lossy file.
 */
export function portraitWebp(seed: string, width: number): Promise<Buffer> {
  if (!PORTRAIT_WIDTHS.includes(width)) throw new Error(`Not a portrait width: ${width}`);
  return sharp(Buffer.from(portraitSvg(seed)))
    .resize(width, width)
    .webp({ lossless: true })
    .toBuffer();
}

/** Every file of a seed's portrait: `{ fileName, data }` at each width. */
export function portraitFiles(seed: string): Promise<{ fileName: string; data: Buffer }[]> {
  return Promise.all(
    PORTRAIT_WIDTHS.map(async (width) => ({
      fileName: portraitFileName(seed, width),
      data: await portraitWebp(seed, width),
    })),
  );
}

const portraitFile = new RegExp(`^([a-z0-9-]+)-(${PORTRAIT_WIDTHS.join("|")})\\.webp$`);

/** The seed and width of a portrait file name (`avery-quinn-192.webp`), or null. */
export function parsePortraitFileName(fileName: string): { seed: string; width: number } | null {
  const match = portraitFile.exec(fileName);
  if (!match?.[1] || !SEED_PATTERN.test(match[1])) return null;
  return { seed: match[1], width: Number(match[2]) };
}

/** Every portrait an HTML page refers to, as seeds (`…/portraits/avery-quinn-192.webp`). */
export function portraitSeedsIn(html: string): string[] {
  const seeds = new Set<string>();
  for (const match of html.matchAll(/\/portraits\/([a-z0-9-]+\.webp)/g)) {
    const file = parsePortraitFileName(match[1] ?? "");
    if (file) seeds.add(file.seed);
  }
  return [...seeds];
}
