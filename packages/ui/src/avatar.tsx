import type { Photo } from "@duci/data/photo";
import type { ComponentProps } from "react";
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

export interface AvatarProps extends Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "loading"> {
  /** The person's (fictional) name: it seeds the drawn portrait. */
  name: string;
  /** Shown size in CSS pixels (square). */
  size?: number;
  /** A photo from the image pipeline; without one the drawn portrait stands in. */
  photo?: Photo;
  /** "eager" only for a portrait in the first screenful of a page. */
  loading?: "lazy" | "eager";
}

/**
 * A person's picture: their photo (AVIF or WebP at the pixels the screen needs)
 * or an illustrated portrait drawn from their name, the same every time.
 * Width and height are always set so nothing shifts while it loads.
 */
export function Avatar({ name, size = 96, photo, loading = "lazy", alt, style, ...rest }: AvatarProps) {
  const text = alt ?? `Portrait of ${name}`;
  const common = { width: size, height: size, loading, decoding: "async" as const, ...rest };
  if (photo) {
    return (
      <picture>
        {photo.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={`${size}px`} />
        ))}
        <img src={photo.src} alt={text} style={{ objectFit: "cover", ...style }} {...common} />
      </picture>
    );
  }
  return <img src={portraitUrl(name)} alt={text} style={{ background: portraitGround(name), ...style }} {...common} />;
}
