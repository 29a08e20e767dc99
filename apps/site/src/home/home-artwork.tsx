import { colors } from "@duci/ui/theme/tokens";
import type { ComponentProps, ReactNode } from "react";
import { clubSymbols } from "./club-symbols.tsx";

/** A symbol's 100 × 100 tile placed at (x, y), scaled and turned about its centre. */
function Tile({
  x,
  y,
  scale,
  turn,
  children,
}: {
  x: number;
  y: number;
  scale: number;
  turn: number;
  children: ReactNode;
}) {
  const centre = 50 * scale;
  return <g transform={`translate(${x} ${y}) rotate(${turn} ${centre} ${centre}) scale(${scale})`}>{children}</g>;
}

/** The home hero's artwork: the club's symbols as a wall of stickers on the brand tints. */
export function HomeArtwork(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 480 440" width="480" height="440" aria-hidden="true" {...props}>
      <circle cx="300" cy="190" r="170" fill={colors.sky} />
      <rect x="20" y="250" width="230" height="170" rx="40" fill={colors.peach} />
      <circle cx="420" cy="390" r="44" fill={colors.lime} />
      <Tile x={40} y={40} scale={1.15} turn={-8}>
        {clubSymbols.designathon()}
      </Tile>
      <Tile x={178} y={92} scale={1.9} turn={4}>
        {clubSymbols.logo()}
      </Tile>
      <Tile x={372} y={58} scale={0.9} turn={10}>
        {clubSymbols.workshop()}
      </Tile>
      <Tile x={58} y={268} scale={1.05} turn={6}>
        {clubSymbols.industry()}
      </Tile>
      <Tile x={338} y={300} scale={0.95} turn={-10}>
        {clubSymbols.social()}
      </Tile>
      <Tile x={196} y={318} scale={1.1} turn={-4}>
        {clubSymbols.teams()}
      </Tile>
      <circle cx="178" cy="48" r="12" fill={colors.orange} />
      <circle cx="452" cy="214" r="9" fill={colors.yellow} />
      <circle cx="24" cy="206" r="8" fill={colors.blue} />
      <path d="M158 238l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill={colors.yellow} />
      <rect x="428" y="14" width="26" height="26" rx="7" fill={colors.orange} transform="rotate(14 441 27)" />
    </svg>
  );
}
