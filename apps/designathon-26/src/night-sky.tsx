import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import art from "./night-sky.svg?no-inline";

// Behind the hero's words, filling it, the moon at its foot: on a phone the sky's middle (the moon,
// a shooting star, the constellation's tail); on a laptop the planets and orbits at the sides too,
// and on a wide screen less of the sky above them.
const Sky = styled.div({
  position: "absolute",
  inset: 0,
  pointerEvents: "none",
  "& > svg": { position: "absolute", inset: 0, width: "100%", height: "100%" },
});

// Once the page has hydrated, where motion is welcome: the two sets of sparkles twinkle in turn
// and the two shooting stars cross, each a layer of its own moving as a whole (opacity and
// transform, which the compositor animates without the page's main thread). Its rules are
// written by the script, when it first draws them, so the page carries none of them.
const MovingSky = styled(Sky)({
  "@media (prefers-reduced-motion: no-preference)": {
    "& > [data-part^='twinkle']": { animation: "lf-twinkle 3.2s ease-in-out infinite alternate" },
    "& > [data-part^='shoot']": { animation: "lf-shoot 7s linear infinite" },
    "& > [data-part$='-2']": { animationDelay: "-1.6s" },
    "& > [data-part='shoot-2']": { animationDelay: "-3.5s" },
  },
  "@keyframes lf-twinkle": { from: { opacity: 0.35 } },
  "@keyframes lf-shoot": {
    "0%": { transform: "translate(-160px, -60px)", opacity: 0 },
    "6%": { opacity: 1 },
    "18%, 100%": { transform: "translate(220px, 80px)", opacity: 0 },
  },
});

/** The sky at rest, one `<symbol>` of night-sky.svg; and moving, its still part and the four layers that move. */
const still = ["sky"] as const;
const moving = ["still", "twinkle", "twinkle-2", "shoot", "shoot-2"] as const;

/**
 * Lost & Found's night sky, our own drawing (`night-sky.svg`): star dust,
 * sparkles, a constellation, planets (rose, purple, blue, magenta) in thin
 * orbits, a ringed Saturn, a moon and two shooting stars. Shapes only (the
 * hero's words stay text); decorative. A file the browser caches, drawn
 * through `<use>` rather than as a picture: a picture would count as the
 * page's largest paint and make it wait for the file; a drawing does not.
 * The page paints it at rest; its stars start to move once it has hydrated,
 * unless reduced motion is asked for.
 */
export function NightSky() {
  const [moves, setMoves] = useState(false);
  useEffect(() => {
    setMoves(matchMedia("(prefers-reduced-motion: no-preference)").matches);
  }, []);
  const Frame = moves ? MovingSky : Sky;
  return (
    <Frame>
      {(moves ? moving : still).map((layer) => (
        <svg
          key={layer}
          viewBox="0 0 1440 900"
          preserveAspectRatio="xMidYMax slice"
          aria-hidden="true"
          data-part={layer}
        >
          <use href={`${art}#${layer}`} />
        </svg>
      ))}
    </Frame>
  );
}
