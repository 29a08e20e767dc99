import { colors, mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";

/** Each path draws over 2000 ms; the next starts 300 ms after the one before. */
export const DRAW_MS = 2000;
export const STAGGER_MS = 300;

const Svg = styled.svg({
  display: "block",
  width: "min(360px, 70vw)",
  height: "auto",
  overflow: "visible",
  "@keyframes logo-draw": { to: { strokeDashoffset: 0 } },
  "& path": {
    fill: "none",
    strokeLinecap: "round",
    strokeLinejoin: "round",
    strokeDasharray: 1,
    strokeDashoffset: 1,
    animation: `logo-draw ${DRAW_MS}ms ease-in-out forwards`,
  },
  [mq.reducedMotion]: { "& path": { animation: "none", strokeDashoffset: 0 } },
});

// Our own Design-a-thon mark: a "D" drawn as a speech-bubble, a pen nib inside,
// a spark and a swoosh. pathLength="1" lets one dash pattern draw any path.
const paths = [
  { d: "M60 40h70c56 0 96 40 96 96s-40 96-96 96H92l-32 28V40Z", color: colors.black, width: 14 },
  { d: "M112 176l24-72 24 72-24 22-24-22Zm24-8v30", color: colors.ultraviolet, width: 10 },
  { d: "M262 40l8 22 22 8-22 8-8 22-8-22-22-8 22-8 8-22Z", color: colors.orange, width: 8 },
  { d: "M40 292c60-26 150-30 250-6", color: colors.pink, width: 12 },
];

export type DesignathonLogoProps = ComponentProps<"svg">;

/** The Design-a-thon logo drawn in stroke by stroke (static with reduced motion). */
export function DesignathonLogo(props: DesignathonLogoProps) {
  return (
    <Svg viewBox="0 0 320 320" width="320" height="320" role="img" aria-label="Design-a-thon logo" {...props}>
      {paths.map((path, index) => (
        <path
          key={path.d}
          d={path.d}
          pathLength={1}
          stroke={path.color}
          strokeWidth={path.width}
          style={{ animationDelay: `${index * STAGGER_MS}ms` }}
        />
      ))}
    </Svg>
  );
}
