// The club mark, drawn once: a lowercase "d" (a ring and a stem) with a dot at
// the top right of the stem, on a rounded 100×100 tile. The header, the footer,
// the favicons and the downloadable brand files (apps/site/public/static/file)
// all draw this geometry; a test in apps/site keeps the files in step.
import { colors } from "./tokens.ts";

export const markGeometry = {
  tile: { size: 100, radius: 26 },
  ring: { cx: 44, cy: 58, r: 20, strokeWidth: 12 },
  stem: { x: 58, y: 18, width: 12, height: 62, radius: 6 },
  dot: { cx: 80, cy: 24, r: 7 },
} as const;

/** The colourways of the brand files: tile, letter and dot ("none" leaves the tile out). */
export const markColors = {
  /** logo.svg: the primary mark. */
  blue: { tile: colors.blue, letter: colors.white, dot: colors.white },
  /** logo-silhouette.svg */
  navy: { tile: colors.black, letter: colors.white, dot: colors.white },
  /** logo-white.svg, for dark backgrounds. */
  white: { tile: colors.white, letter: colors.blue, dot: colors.blue },
  /** logo-minimal.svg: no tile. */
  minimal: { tile: "none", letter: colors.black, dot: colors.blue },
} as const;

export type MarkVariant = keyof typeof markColors;

/** The mark's shapes as SVG markup in a 100×100 box, as the brand files contain them. */
export function markShapes(variant: MarkVariant): string {
  const { tile, ring, stem, dot } = markGeometry;
  const color = markColors[variant];
  return [
    color.tile === "none"
      ? ""
      : `<rect width="${tile.size}" height="${tile.size}" rx="${tile.radius}" fill="${color.tile}"/>`,
    `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="${color.letter}" stroke-width="${ring.strokeWidth}"/>`,
    `<rect x="${stem.x}" y="${stem.y}" width="${stem.width}" height="${stem.height}" rx="${stem.radius}" fill="${color.letter}"/>`,
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${color.dot}"/>`,
  ].join("");
}
