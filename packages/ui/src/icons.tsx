import type { SocialName } from "@duci/data/socials";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";
// Always a file, never inlined: a <use> cannot reference a data: URL.
import socialIcons from "./social-icons.svg?no-inline";
import { type MarkVariant, markColors, markGeometry } from "./theme/brand-mark.ts";

export interface SocialIconProps extends ComponentProps<"svg"> {
  name: SocialName;
  size?: number;
}

/** A social network's glyph; decorative, so the link around it carries the name. */
export function SocialIcon({ name, size = 24, ...rest }: SocialIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
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
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      {color.tile === "none" ? null : <rect width={tile.size} height={tile.size} rx={tile.radius} fill={color.tile} />}
      <circle cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke={color.letter} strokeWidth={ring.strokeWidth} />
      <rect x={stem.x} y={stem.y} width={stem.width} height={stem.height} rx={stem.radius} fill={color.letter} />
      <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill={color.dot} />
    </svg>
  );
}

const arrowPaths = {
  right: "M4 12h15M13 6l6 6-6 6",
  "up-right": "M7 17 17 7M9 7h8v8",
  refresh: "M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4.2h-4.2",
} as const;

const ArrowSvg = styled.svg({ flex: "none", verticalAlign: "-0.125em" });

export interface ArrowIconProps extends ComponentProps<"svg"> {
  /** right: to another page; up-right: to another site, in a new tab; refresh: start again. */
  kind?: keyof typeof arrowPaths;
  size?: number | string;
}

/**
 * An arrow drawn in the text's colour at the text's size: DM Sans's web files
 * have no arrows, and a system font's would not match the type. Decorative.
 */
export function ArrowIcon({ kind = "right", size = "1em", ...rest }: ArrowIconProps) {
  return (
    <ArrowSvg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-arrow={kind}
      {...rest}
    >
      <path d={arrowPaths[kind]} />
    </ArrowSvg>
  );
}
