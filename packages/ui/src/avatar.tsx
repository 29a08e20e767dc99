import type { ComponentProps } from "react";
import { colors } from "./theme/tokens.ts";

// Portrait backgrounds with dark or light initials, chosen for 4.5:1 contrast.
const palettes = [
  { bg: colors.sky, fg: colors.black, shape: colors.blue },
  { bg: colors.peach, fg: colors.black, shape: colors.orange },
  { bg: colors.blush, fg: colors.black, shape: colors.pink },
  { bg: colors.lime, fg: colors.black, shape: colors.green },
  { bg: colors.yellow, fg: colors.black, shape: colors.orange },
  { bg: colors.black, fg: colors.white, shape: colors.ultraviolet },
  { bg: colors.ultraviolet, fg: colors.white, shape: colors.blue },
] as const;

function hash(text: string) {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

export interface AvatarProps extends ComponentProps<"svg"> {
  /** The person's (fictional) name: it picks the colours and the initials. */
  name: string;
  size?: number;
}

/**
 * A drawn portrait for a person: initials over shapes in brand colours, the
 * same for the same name. We never show photos of real people.
 */
export function Avatar({ name, size = 96, ...rest }: AvatarProps) {
  const seed = hash(name);
  const palette = palettes[seed % palettes.length] ?? palettes[0];
  const angle = (seed >>> 3) % 360;
  const variant = (seed >>> 9) % 3;
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={`Portrait of ${name}`} {...rest}>
      <rect width="100" height="100" fill={palette.bg} />
      <g transform={`rotate(${angle} 50 50)`} opacity="0.55">
        {variant === 0 && <circle cx="78" cy="22" r="30" fill={palette.shape} />}
        {variant === 1 && <rect x="55" y="-10" width="60" height="60" rx="14" fill={palette.shape} />}
        {variant === 2 && <path d="M0 80 Q50 40 100 80 V100 H0Z" fill={palette.shape} />}
      </g>
      <text
        x="50"
        y="50"
        dy="0.36em"
        textAnchor="middle"
        fontFamily="'DM Sans', system-ui, sans-serif"
        fontWeight="700"
        fontSize="38"
        fill={palette.fg}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
