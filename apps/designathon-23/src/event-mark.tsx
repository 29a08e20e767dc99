import { colors, mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";

// Above the words on a phone, beside them from md. Once the page has hydrated
// (nothing moves while it loads) the ring of people turns slowly around the
// pin; still with reduced motion.
const Svg = styled.svg({
  display: "block",
  width: 160,
  height: 160,
  margin: "0 auto",
  [mq.md]: { gridColumn: 2, gridRow: 1, width: 340, height: 340 },
  "& [data-part='ring']": { transformOrigin: "100px 100px" },
  "html[data-hydrated='true'] & [data-part='ring']": {
    animation: "ybh-turn 60s linear infinite",
    [mq.reducedMotion]: { animation: "none" },
  },
  "@keyframes ybh-turn": { to: { transform: "rotate(360deg)" } },
});

/**
 * You Belong Here's event mark, our own drawing: a map pin with a person in it
 * ("you, here"), in a ring of people. Decorative: the page names the event in text.
 */
export function EventMark({ color = colors.yellow, ...rest }: ComponentProps<"svg"> & { color?: string }) {
  return (
    <Svg viewBox="0 0 200 200" aria-hidden="true" data-testid="event-mark" {...rest}>
      {/* Twelve people around the pin (dots of a dashed circle), one of them standing out. */}
      <g data-part="ring" fill={color}>
        <circle
          cx="100"
          cy="100"
          r="86"
          fill="none"
          stroke={color}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray="0 45.03"
        />
        <circle cx="100" cy="14" r="9" />
      </g>
      <path d="M100 36a46 46 0 0 1 46 46c0 36-46 84-46 84S54 118 54 82a46 46 0 0 1 46-46Z" fill={color} />
      <circle cx="100" cy="70" r="13" fill={colors.black} />
      <path d="M76 110a24 22 0 0 1 48 0Z" fill={colors.black} />
    </Svg>
  );
}
