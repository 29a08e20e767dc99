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
  // On a tablet the hero is a full screen: the sun sits centred in the room below the words, its
  // lowest part under the hero's edge.
  [mq.sm]: { top: "auto", bottom: 0, right: "50%", width: "min(76vw, 58vh, 600px)", translate: "50% 30%" },
  [mq.md]: { top: "50%", bottom: "auto", right: "-4%", width: "min(58vw, 720px)", translate: "0 -50%" },
});
