import { mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import orbits from "./orbits.svg?no-inline";

// Behind the hero's words: the sun of Impact and its orbits, a cached drawing
// (nothing for assistive technology to read). Once the page has hydrated (like
// the WebGL background, nothing moves while it loads) the whole system turns
// slowly, so the planets travel their orbits; still with reduced motion.
// Below md, the room under the hero's words. Its top is a fixed reserve (the words' height
// at that width, measured in DM Sans and in its fallback, and a little more), never the
// words themselves: a font swap that reflows them cannot move the sun.
const Room = styled.div({
  position: "absolute",
  inset: "348px 0 0",
  display: "grid",
  gridTemplate: "minmax(0, 1fr) / minmax(0, 1fr)",
  // Centred in the room; where the room is shorter than the sun, from its top, cut at the hero's foot.
  alignItems: "safe center",
  justifyItems: "center",
  pointerEvents: "none",
  // The title and the dates grow with the width from sm up.
  [mq.sm]: { top: "calc(273px + 17.4vw)" },
  [mq.md]: { top: 0 },
});

const Frame = styled.div({
  // On a phone wider than the screen, so the sun fills the room rather than sitting small in it.
  height: "clamp(200px, 100%, 112vw)",
  aspectRatio: "1",
  [mq.sm]: { height: "clamp(200px, 100%, 600px)" },
  "& > svg": { display: "block", width: "100%", height: "100%" },
  "html[data-hydrated='true'] &": { animation: "impact-orbit 90s linear infinite" },
  "@keyframes impact-orbit": { to: { rotate: "360deg" } },
  [mq.reducedMotion]: { "html[data-hydrated='true'] &": { animation: "none" } },
  // Beside the words, behind their end.
  [mq.md]: {
    position: "absolute",
    top: "50%",
    right: "-4%",
    width: "min(58vw, 720px)",
    height: "auto",
    translate: "0 -50%",
  },
});

/**
 * Drawn through `<use>`, not as a background picture: a browser counts a
 * picture as the page's largest paint, and this one (larger on a phone than
 * the title) would make that wait for its file; an SVG drawing is not counted,
 * so the largest paint stays the title, painted with the HTML.
 */
export function Orbits() {
  return (
    <Room>
      <Frame>
        <svg viewBox="-200 -200 400 400" aria-hidden="true">
          <use href={`${orbits}#orbits`} />
        </svg>
      </Frame>
    </Room>
  );
}
