import type { SocialName } from "@duci/data/socials";
import type { ComponentProps } from "react";
import { type MarkVariant, markColors, markGeometry } from "./theme/brand-mark.ts";

// Our own simple glyphs, drawn on a 24×24 grid with the current text colour.
const glyphs: Record<SocialName, React.ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
  Discord: (
    <>
      <path
        d="M5 6.5C7 5 9 4.6 9.6 4.6l.6 1.2c1.2-.2 2.4-.2 3.6 0l.6-1.2c.6 0 2.6.4 4.6 1.9 1.4 2.6 2.1 5.6 2 9-1.5 1.2-3.1 2-4.6 2.4l-1-1.6c.7-.3 1.3-.6 1.9-1-3 1.3-8.4 1.3-11.4 0 .6.4 1.2.7 1.9 1l-1 1.6C5.7 17.5 4.1 16.7 2.6 15.5c-.1-3.4.6-6.4 2.4-9Z"
        fill="currentColor"
      />
      <circle cx="9" cy="12" r="1.6" fill="#fff" />
      <circle cx="15" cy="12" r="1.6" fill="#fff" />
    </>
  ),
  Facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21h3.2Z"
      fill="currentColor"
    />
  ),
  LinkedIn: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" fill="currentColor" />
      <path
        d="M7 10h2.4v7H7zM8.2 6.4a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6ZM11 10h2.3v1c.4-.7 1.3-1.2 2.4-1.2 2 0 2.6 1.2 2.6 3.1V17h-2.4v-3.6c0-.9-.2-1.6-1.1-1.6-1 0-1.4.7-1.4 1.6V17H11z"
        fill="#fff"
      />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 8.8v6.4l5.4-3.2z" fill="#fff" />
    </>
  ),
  TikTok: (
    <path
      d="M14 3h3c.2 1.9 1.4 3.3 3.5 3.5v3c-1.3 0-2.5-.4-3.5-1v6.2A5.7 5.7 0 1 1 11.3 9v3.1a2.6 2.6 0 1 0 2.7 2.6V3Z"
      fill="currentColor"
    />
  ),
};

export interface SocialIconProps extends ComponentProps<"svg"> {
  name: SocialName;
  size?: number;
}

/** A social network's glyph; decorative, so the link around it carries the name. */
export function SocialIcon({ name, size = 24, ...rest }: SocialIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      {glyphs[name]}
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
