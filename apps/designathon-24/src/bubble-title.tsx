import { colors } from "@duci/ui/theme/tokens";

// "TRUE to YOU" in our own bubble lettering: each capital is a skeleton of
// strokes (cap height 100) fattened in layers: a shadow, a black outline, the
// colour, then a shine at the start of each stroke. Tilts and bounces by letter.
const letters = {
  T: ["M0 0h64M32 0v100", 64],
  R: ["M0 100V0h24a25 25 0 0 1 0 50H0m26 0 30 50", 56],
  U: ["M0 0v62a29 38 0 0 0 58 0V0", 58],
  E: ["M52 0H0v100h52M0 50h40", 52],
  O: ["M33 0a33 50 0 1 0 0 100a33 50 0 1 0 0-100", 66],
  Y: ["M0 0l32 50 32-50M32 50v50", 64],
} as const;

type Letter = keyof typeof letters;

/** The letters of a word from (x, y), each with its tilt in degrees and bounce in units. */
function Word({
  text,
  x,
  y,
  lean,
}: {
  text: string;
  x: number;
  y: number;
  lean: readonly (readonly [number, number])[];
}) {
  let left = x;
  return (
    <>
      {[...text].map((letter, index) => {
        const [d, width] = letters[letter as Letter];
        const [tilt, bounce] = lean[index] ?? [0, 0];
        const transform = `translate(${left} ${y + bounce}) rotate(${tilt} ${width / 2} 50)`;
        left += width + 38;
        return <path key={`${letter}${index}`} transform={transform} d={d} />;
      })}
    </>
  );
}

/** The 2024 title as drawn lettering with its stickers (decorative: the heading keeps the name as text). */
export function BubbleTitle() {
  return (
    <svg viewBox="-40 -34 520 300" width="520" height="300" aria-hidden="true">
      <defs>
        <g id="bt">
          <Word
            text="TRUE"
            x={0}
            y={0}
            lean={[
              [-6, 4],
              [3, -2],
              [-2, 3],
              [5, -3],
            ]}
          />
        </g>
        <g id="by">
          <Word
            text="YOU"
            x={178}
            y={128}
            lean={[
              [4, -2],
              [-4, 3],
              [6, 0],
            ]}
          />
        </g>
        <g id="ba">
          <use href="#bt" />
          <use href="#by" />
        </g>
        <path id="bs" d="M0-32 9-12 30-10 14 5 19 26 0 15-19 26-14 5-30-10-9-12Z" />
        <path id="bh" d="M0 12C-5-1-30-6-30 12-30 26-10 34 0 44 10 34 30 26 30 12 30-6 5-1 0 12Z" />
      </defs>
      <g fill="none" stroke={colors.black} strokeLinecap="round" strokeLinejoin="round">
        <use href="#ba" strokeWidth="42" transform="translate(7 9)" />
        <use href="#ba" strokeWidth="42" />
        <use href="#bt" stroke={colors.pink} strokeWidth="28" />
        <use href="#by" stroke={colors.blue} strokeWidth="28" />
        <use href="#ba" stroke={colors.white} strokeWidth="7" strokeDasharray="10 400" transform="translate(-5 -4)" />
        <path
          strokeWidth="9"
          transform="translate(72 150) rotate(-10)"
          d="M12 0v34q0 11 12 11M0 13h26M52 18a15 14 0 1 0 .1 0"
        />
      </g>
      {/* Stickers: a white die-cut edge, then the colour outlined in black. */}
      <g stroke={colors.white} strokeWidth="12" strokeLinejoin="round" fill={colors.white}>
        <use href="#bs" transform="translate(430 30) rotate(12)" />
        <use href="#bh" transform="translate(16 192) rotate(-12)" />
      </g>
      <g stroke={colors.black} strokeWidth="4" strokeLinejoin="round">
        <use href="#bs" transform="translate(430 30) rotate(12)" fill={colors.yellow} />
        <use href="#bh" transform="translate(16 192) rotate(-12)" fill={colors.orange} />
        <path
          transform="translate(-16 128)"
          d="M0-16C3-5 5-3 16 0 5 3 3 5 0 16-3 5-5 3-16 0-5-3-3-5 0-16Z"
          fill={colors.blue}
          strokeWidth="3"
        />
      </g>
    </svg>
  );
}
