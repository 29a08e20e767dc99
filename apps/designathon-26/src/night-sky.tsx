import { mq } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";

// Behind the hero's words, as wide as the hero and cropped to its height: on a phone its middle
// (the moon, a shooting star, the constellation's tail), on a laptop the planets and orbits at the sides.
const Svg = styled.svg({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  pointerEvents: "none",
  // Stars twinkle and shooting stars cross, only where motion is welcome.
  "@media (prefers-reduced-motion: no-preference)": {
    "& [data-part='twinkle']": { animation: "lf-twinkle 3.2s ease-in-out infinite alternate" },
    "& [data-part='twinkle']:nth-of-type(2n)": { animationDelay: "-1.6s" },
    "& [data-part='shoot']": { animation: "lf-shoot 7s linear infinite" },
    "& [data-part='shoot'] + [data-part='shoot']": { animationDelay: "-3.5s" },
  },
  "@keyframes lf-twinkle": { from: { opacity: 0.35 }, to: { opacity: 1 } },
  "@keyframes lf-shoot": {
    "0%": { transform: "translate(-160px, -60px)", opacity: 0 },
    "6%": { opacity: 1 },
    "18%, 100%": { transform: "translate(220px, 80px)", opacity: 0 },
  },
  [mq.reducedMotion]: { "& *": { animation: "none" } },
});

/** Four-pointed sparkles: x, y, scale. */
const sparkles = [
  [612, 86, 1.1],
  [806, 150, 0.7],
  [560, 300, 0.6],
  [880, 330, 0.9],
  [700, 40, 0.5],
  [1010, 470, 0.8],
  [420, 520, 0.7],
  [1330, 520, 0.6],
  [110, 150, 0.8],
  [1380, 90, 0.7],
] as const;

/** The constellation's stars, joined in order by a thin line. */
const constellation = [
  [176, 96],
  [262, 142],
  [352, 116],
  [432, 178],
  [398, 256],
  [506, 232],
] as const;

/**
 * Lost & Found's night sky, our own drawing: star dust, sparkles, a constellation,
 * planets (rose, purple, blue, magenta) in thin orbits, a ringed Saturn, a moon
 * and two shooting stars. Shapes only (the hero's words stay text); decorative.
 */
export function NightSky(props: ComponentProps<"svg">) {
  return (
    <Svg
      viewBox="0 0 1440 760"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="night-sky"
      {...props}
    >
      <defs>
        <radialGradient id="ns-rose" cx=".35" cy=".32" r=".75">
          <stop offset="0" stopColor="#FFE0EC" />
          <stop offset=".5" stopColor="#EE7FAA" />
          <stop offset="1" stopColor="#6E1F4E" />
        </radialGradient>
        <radialGradient id="ns-purple" cx=".35" cy=".32" r=".75">
          <stop offset="0" stopColor="#E6D6FF" />
          <stop offset=".5" stopColor="#8E62F2" />
          <stop offset="1" stopColor="#2C145E" />
        </radialGradient>
        <radialGradient id="ns-blue" cx=".35" cy=".32" r=".75">
          <stop offset="0" stopColor="#D8F4FF" />
          <stop offset=".5" stopColor="#4F9BEA" />
          <stop offset="1" stopColor="#17256E" />
        </radialGradient>
        <radialGradient id="ns-magenta" cx=".35" cy=".32" r=".75">
          <stop offset="0" stopColor="#FFD6F6" />
          <stop offset=".5" stopColor="#CF45BE" />
          <stop offset="1" stopColor="#4C0C55" />
        </radialGradient>
        <radialGradient id="ns-saturn" cx=".38" cy=".3" r=".8">
          <stop offset="0" stopColor="#FFF1D2" />
          <stop offset=".55" stopColor="#E3A56F" />
          <stop offset="1" stopColor="#6A3157" />
        </radialGradient>
        <radialGradient id="ns-moon" cx=".4" cy=".36" r=".7">
          <stop offset="0" stopColor="#FFFFFF" />
          <stop offset=".6" stopColor="#E2DCFF" />
          <stop offset="1" stopColor="#9C8DDA" />
        </radialGradient>
        <radialGradient id="ns-halo">
          <stop offset=".55" stopColor="#B8A4FF" stopOpacity=".4" />
          <stop offset="1" stopColor="#B8A4FF" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ns-tail" x1="0" x2="1">
          <stop offset="0" stopColor="#B8A4FF" stopOpacity="0" />
          <stop offset="1" stopColor="#FFFFFF" />
        </linearGradient>
        <pattern id="ns-dust" width="173" height="151" patternUnits="userSpaceOnUse">
          <g fill="#FFFFFF">
            <circle cx="12" cy="20" r="1.2" opacity=".8" />
            <circle cx="88" cy="9" r=".8" opacity=".6" />
            <circle cx="141" cy="64" r="1.4" opacity=".7" />
            <circle cx="47" cy="97" r=".9" opacity=".5" />
            <circle cx="119" cy="131" r="1" opacity=".8" />
            <circle cx="163" cy="112" r=".7" opacity=".5" />
          </g>
        </pattern>
        <path
          id="ns-star"
          d="M0-12C1.4-2.6 2.6-1.4 12 0 2.6 1.4 1.4 2.6 0 12-1.4 2.6-2.6 1.4-12 0-2.6-1.4-1.4-2.6 0-12Z"
        />
      </defs>

      <rect width="1440" height="760" fill="url(#ns-dust)" />

      {/* The moon, low in the middle, in its glow; its craters faint. */}
      <circle cx="720" cy="640" r="250" fill="url(#ns-halo)" />
      <circle cx="720" cy="640" r="150" fill="url(#ns-moon)" />
      <g fill="#9C8DDA" opacity=".35">
        <circle cx="668" cy="590" r="24" />
        <circle cx="770" cy="620" r="14" />
        <circle cx="700" cy="690" r="18" />
        <circle cx="790" cy="560" r="9" />
      </g>

      {/* Orbits around the purple planet, left; a rose and a blue planet on them. */}
      <g fill="none" stroke="#FFFFFF" strokeOpacity=".22">
        <ellipse cx="170" cy="500" rx="150" ry="110" />
        <ellipse cx="170" cy="500" rx="230" ry="170" strokeDasharray="4 10" />
        <ellipse cx="170" cy="500" rx="310" ry="230" />
      </g>
      <circle cx="170" cy="500" r="66" fill="url(#ns-purple)" />
      <circle cx="314" cy="459" r="20" fill="url(#ns-rose)" />
      <circle cx="48" cy="652" r="14" fill="url(#ns-blue)" />
      <circle cx="398" cy="640" r="11" fill="url(#ns-magenta)" />

      {/* Saturn, right: the ring's far half, the globe, the near half. */}
      <g transform="translate(1334 196) rotate(-16)">
        <ellipse rx="108" ry="22" fill="none" stroke="#F4D7A6" strokeOpacity=".55" strokeWidth="7" />
        <circle r="52" fill="url(#ns-saturn)" />
        <path d="M-108 0A108 22 0 0 0 108 0" fill="none" stroke="#F4D7A6" strokeWidth="7" />
      </g>
      <circle cx="1330" cy="640" r="44" fill="url(#ns-blue)" />
      <circle cx="1190" cy="70" r="14" fill="url(#ns-magenta)" />
      <circle cx="1040" cy="640" r="9" fill="url(#ns-rose)" />

      {/* The constellation: stars joined by a thin line. */}
      <polyline
        points={constellation.map((point) => point.join(",")).join(" ")}
        fill="none"
        stroke="#B8A4FF"
        strokeOpacity=".6"
        strokeWidth="1.5"
      />
      <g fill="#FFFFFF">
        {constellation.map(([x, y]) => (
          <use key={`${x},${y}`} href="#ns-star" transform={`translate(${x} ${y}) scale(.55)`} />
        ))}
        {sparkles.map(([x, y, scale]) => (
          <use
            key={`${x},${y}`}
            href="#ns-star"
            transform={`translate(${x} ${y}) scale(${scale})`}
            data-part="twinkle"
            fill={x % 2 ? "#6FFCE2" : "#FFFFFF"}
          />
        ))}
      </g>

      {/* Two shooting stars. */}
      <g strokeLinecap="round">
        <line x1="560" y1="150" x2="700" y2="200" stroke="url(#ns-tail)" strokeWidth="2.5" data-part="shoot" />
        <line x1="900" y1="40" x2="1010" y2="80" stroke="url(#ns-tail)" strokeWidth="2" data-part="shoot" />
      </g>
    </Svg>
  );
}
