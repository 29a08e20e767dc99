import { mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import orbits from "./orbits.svg";

// Behind the hero's words: the sun of Impact and its orbits, a cached picture
// (nothing for assistive technology to read). Once the page has hydrated (like
// the WebGL background, nothing moves while it loads) the whole system turns
// slowly, so the planets travel their orbits; still with reduced motion.
export const Orbits = styled.div({
  position: "absolute",
  top: -170,
  right: -240,
  width: 520,
  aspectRatio: "1",
  pointerEvents: "none",
  background: `url(${orbits}) center / contain no-repeat`,
  "html[data-hydrated='true'] &": { animation: "impact-orbit 90s linear infinite" },
  "@keyframes impact-orbit": { to: { rotate: "360deg" } },
  [mq.reducedMotion]: { "html[data-hydrated='true'] &": { animation: "none" } },
  [mq.md]: { top: "50%", right: "-4%", width: "min(58vw, 720px)", translate: "0 -50%" },
});
