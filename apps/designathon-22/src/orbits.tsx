import { mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import orbits from "./orbits.svg?no-inline";

// Behind the hero's words: the sun of Impact and its orbits, a cached drawing
// (nothing for assistive technology to read). Once the page has hydrated (like
// the WebGL background, nothing moves while it loads) the whole system turns
// slowly, so the planets travel their orbits; still with reduced motion.
const Frame = styled.div({
  position: "absolute",
  // Centred in the room below the words, its lowest part under the hero's edge; on a phone
  // wider than the screen, so the sun rises into the room rather than sitting small in it.
  bottom: 0,
  right: "50%",
  width: "min(112vw, 52vh)",
  translate: "50% 30%",
  [mq.sm]: { width: "min(76vw, 58vh, 600px)" },
  aspectRatio: "1",
  pointerEvents: "none",
  "& > svg": { display: "block", width: "100%", height: "100%" },
  "html[data-hydrated='true'] &": { animation: "impact-orbit 90s linear infinite" },
  "@keyframes impact-orbit": { to: { rotate: "360deg" } },
  [mq.reducedMotion]: { "html[data-hydrated='true'] &": { animation: "none" } },
  [mq.md]: { top: "50%", bottom: "auto", right: "-4%", width: "min(58vw, 720px)", translate: "0 -50%" },
});

/**
 * Drawn through `<use>`, not as a background picture: a browser counts a
 * picture as the page's largest paint, and this one (larger on a phone than
 * the title) would make that wait for its file; an SVG drawing is not counted,
 * so the largest paint stays the title, painted with the HTML.
 */
export function Orbits() {
  return (
    <Frame>
      <svg viewBox="-200 -200 400 400" aria-hidden="true">
        <use href={`${orbits}#orbits`} />
      </svg>
    </Frame>
  );
}
