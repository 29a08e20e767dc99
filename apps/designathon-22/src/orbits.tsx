import { colors, mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

// Behind the hero's words: the sun of Impact and its orbits. The planets turn
// slowly; still with reduced motion.
const Svg = styled.svg({
  position: "absolute",
  top: -170,
  right: -240,
  width: 520,
  height: 520,
  pointerEvents: "none",
  [mq.md]: { top: "50%", right: "-4%", width: "min(58vw, 720px)", height: "auto", transform: "translateY(-50%)" },
  "& [data-part='planets']": {
    transformOrigin: "center",
    transformBox: "view-box",
    animation: "impact-orbit 90s linear infinite",
    [mq.reducedMotion]: { animation: "none" },
  },
  "@keyframes impact-orbit": { to: { transform: "rotate(360deg)" } },
});

/** The hero's radial artwork (decorative). */
export function Orbits() {
  return (
    <Svg viewBox="-200 -200 400 400" width="520" height="520" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="impact-sun">
          <stop offset="0" stopColor={colors.yellow} />
          <stop offset="0.55" stopColor={colors.orange} />
          <stop offset="1" stopColor="#C2185B" />
        </radialGradient>
        <radialGradient id="impact-glow">
          <stop offset="0" stopColor={colors.orange} stopOpacity="0.55" />
          <stop offset="1" stopColor={colors.orange} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle r="120" fill="url(#impact-glow)" />
      <g fill="none" stroke={colors.white}>
        <circle r="72" strokeOpacity="0.32" />
        <circle r="112" strokeOpacity="0.24" strokeDasharray="2 8" strokeLinecap="round" strokeWidth="2" />
        <circle r="152" strokeOpacity="0.18" />
        <circle r="192" strokeOpacity="0.12" />
      </g>
      <circle r="44" fill="url(#impact-sun)" />
      <g data-part="planets">
        <circle cx="97" cy="-56" r="10" fill={colors.pink} />
        <g transform="translate(-143 -52)">
          <circle r="14" fill={colors.blue} />
          <ellipse rx="24" ry="7" fill="none" stroke={colors.white} strokeWidth="2" transform="rotate(-20)" />
        </g>
        <circle cx="96" cy="166" r="7" fill={colors.yellow} />
        <circle cx="-60" cy="54" r="5" fill={colors.white} />
      </g>
    </Svg>
  );
}
