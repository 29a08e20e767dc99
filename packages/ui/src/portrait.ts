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
 * Where a person's drawn portrait is served: a static SVG drawn at build time
 * (`@duci/images/portrait`) under the app's base, never drawn in the browser.
 */
export function portraitUrl(name: string) {
  return `${import.meta.env.BASE_URL}portraits/${portraitSeed(name)}.svg`;
}

/** The colour behind a person's drawn portrait, the same for the same name. */
export function portraitGround(name: string) {
  return grounds[hash(name) % grounds.length] ?? colors.sky;
}
