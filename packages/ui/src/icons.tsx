import type { ComponentProps } from "react";
// Always a file, never inlined: a <use> cannot reference a data: URL.
import socialIcons from "./social-icons.svg?no-inline";
import { type MarkVariant, markColors, markGeometry } from "./theme/brand-mark.ts";

/** The networks drawn in `social-icons.svg`, by the id of their symbol. */
export type SocialName = "Instagram" | "Discord" | "Facebook" | "LinkedIn" | "YouTube" | "TikTok";

export interface SocialIconProps extends ComponentProps<"svg"> {
  name: SocialName;
  size?: number;
}

/** A social network's glyph; decorative, so the link around it carries the name. */
export function SocialIcon({ name, size = 24, ...rest }: SocialIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" {...rest}>
      <use href={`${socialIcons}#${name}`} />
    </svg>
  );
}

export interface LogoProps extends ComponentProps<"svg"> {
  size?: number;
  /** The colourway of the brand files; the primary blue tile by default. */
  variant?: MarkVariant;
}

/** The club mark, the same drawing as the downloadable brand files. */
export function Logo({ size = 32, variant = "blue", ...rest }: LogoProps) {
  const { tile, ring, stem, dot } = markGeometry;
  const color = markColors[variant];
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" {...rest}>
      {color.tile === "none" ? null : <rect width={tile.size} height={tile.size} rx={tile.radius} fill={color.tile} />}
      <circle cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke={color.letter} strokeWidth={ring.strokeWidth} />
      <rect x={stem.x} y={stem.y} width={stem.width} height={stem.height} rx={stem.radius} fill={color.letter} />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill={color.dot} />
    </svg>
  );
}
