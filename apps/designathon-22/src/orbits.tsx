import { mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

// Behind the hero's words: the sun of Impact and its orbits (nothing for
// assistive technology to read). Drawn in the page rather than fetched, so the
// hero is whole at the first paint and its largest picture does not wait for a
// file. Once the page has hydrated (like the WebGL background, nothing moves
// while it loads) the whole system turns slowly, so the planets travel their
// orbits; still with reduced motion.
const Frame = styled.div({
  position: "absolute",
  top: -170,
  right: -240,
  width: 520,
  aspectRatio: "1",
  pointerEvents: "none",
  "& > svg": { display: "block", width: "100%", height: "100%" },
  "html[data-hydrated='true'] &": { animation: "impact-orbit 90s linear infinite" },
  "@keyframes impact-orbit": { to: { rotate: "360deg" } },
  [mq.reducedMotion]: { "html[data-hydrated='true'] &": { animation: "none" } },
  [mq.md]: { top: "50%", right: "-4%", width: "min(58vw, 720px)", translate: "0 -50%" },
});

export function Orbits() {
  return (
    <Frame>
      <svg viewBox="-200 -200 400 400" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id="orbits-sun">
            <stop offset="0" stopColor="#FFCC45" />
            <stop offset="0.55" stopColor="#FC593D" />
            <stop offset="1" stopColor="#C2185B" />
          </radialGradient>
          <radialGradient id="orbits-glow">
            <stop offset="0" stopColor="#FC593D" stopOpacity="0.55" />
            <stop offset="1" stopColor="#FC593D" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle r="120" fill="url(#orbits-glow)" />
        <g fill="none" stroke="#FFFFFF">
          <circle r="72" strokeOpacity="0.32" />
          <circle r="112" strokeOpacity="0.24" strokeDasharray="2 8" strokeLinecap="round" strokeWidth="2" />
          <circle r="152" strokeOpacity="0.18" />
          <circle r="192" strokeOpacity="0.12" />
        </g>
        <circle r="44" fill="url(#orbits-sun)" />
        <circle cx="97" cy="-56" r="10" fill="#FF9FF4" />
        <g transform="translate(-143 -52)">
          <circle r="14" fill="#089AFF" />
          <ellipse rx="24" ry="7" fill="none" stroke="#FFFFFF" strokeWidth="2" transform="rotate(-20)" />
        </g>
        <circle cx="96" cy="166" r="7" fill="#FFCC45" />
        <circle cx="-60" cy="54" r="5" fill="#FFFFFF" />
      </svg>
    </Frame>
  );
}
