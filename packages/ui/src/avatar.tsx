import type { ComponentProps } from "react";
import type { Photo } from "./photo.ts";
import { portraitGround, portraitSources } from "./portrait.ts";

export interface AvatarProps extends Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "loading"> {
  /** The person's name: it seeds the drawn portrait. */
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
 * or an illustrated portrait drawn from their name, the same every time (WebP
 * at the pixels the screen's density needs, on a ground colour picked by the name).
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
  return (
    <img
      {...portraitSources(name, size)}
      alt={text}
      style={{ background: portraitGround(name), ...style }}
      {...common}
    />
  );
}
