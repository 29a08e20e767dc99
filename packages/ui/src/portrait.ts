// Where a person's drawn portrait comes from. No JSX here: Storybook's config
// imports it to list the portraits its build draws.
import { colors } from "./theme/tokens.ts";

// Light grounds behind the black-line portraits, picked by name.
const grounds = [colors.sky, colors.peach, colors.blush, colors.lime, colors.yellow] as const;

function hash(text: string) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/**
 * The seed of a person's drawn portrait: the name in lower case without
 * accents, words joined by hyphens ("Zoë Álvarez" → "zoe-alvarez").
 */
export function portraitSeed(name: string) {
  const seed = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return seed || "someone";
}

/**
 * The widths each drawn portrait is drawn at: a 96 CSS px frame at 2x and at a
 * phone's 2.6-3x, and a 240 px frame at 2x. The same list as
 * `PORTRAIT_WIDTHS` in `@duci/images/portrait`, which draws the files.
 */
export const PORTRAIT_WIDTHS = [192, 288, 480] as const;

/**
 * Where a person's drawn portrait is served: static WebP files drawn at build
 * time (`@duci/images/portrait`) under the app's base, never drawn in the
 * browser. `src` is the smallest file that fills the shown size on a 1x
 * screen; `srcSet` names the files 2x and 3x screens need, and is left out
 * when one file serves every screen (a small avatar), so the page carries no
 * more addresses than a browser can use.
 */
export function portraitSources(name: string, size: number): { src: string; srcSet?: string } {
  const url = (width: number) => `${import.meta.env.BASE_URL}portraits/${portraitSeed(name)}-${width}.webp`;
  const fileFor = (density: number) =>
    PORTRAIT_WIDTHS.find((width) => width >= size * density) ?? Math.max(...PORTRAIT_WIDTHS);
  const src = url(fileFor(1));
  if (fileFor(1) === fileFor(3)) return { src };
  // A 3x screen takes the 2x file when there is nothing larger.
  const densities = fileFor(2) === fileFor(3) ? [2] : [2, 3];
  return { src, srcSet: densities.map((density) => `${url(fileFor(density))} ${density}x`).join(", ") };
}

/** The colour behind a person's drawn portrait, the same for the same name. */
export function portraitGround(name: string) {
  return grounds[hash(name) % grounds.length] ?? colors.sky;
}
