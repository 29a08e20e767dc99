import { markColors, markGeometry } from "@duci/ui/theme/brand-mark";
import { colors } from "@duci/ui/theme/tokens";

// The club's symbols as drawn in the files under /static/file/, on their
// 100 × 100 grid, for artwork that paints with the HTML; the mark comes from
// its one source, theme/brand-mark. Each is drawn by a function, so that a page
// whose scripts never draw one (the resource pages' heroes are drawn at build
// time) leaves this module out.
export const clubSymbols = {
  logo: () => {
    const { tile, ring, stem, dot } = markGeometry;
    return (
      <>
        <rect width={tile.size} height={tile.size} rx={tile.radius} fill={markColors.blue.tile} />
        <circle
          cx={ring.cx}
          cy={ring.cy}
          r={ring.r}
          fill="none"
          stroke={markColors.blue.letter}
          strokeWidth={ring.strokeWidth}
        />
        <rect
          x={stem.x}
          y={stem.y}
          width={stem.width}
          height={stem.height}
          rx={stem.radius}
          fill={markColors.blue.letter}
        />
        <circle cx={dot.cx} cy={dot.cy} r={dot.r} fill={markColors.blue.dot} />
      </>
    );
  },
  designathon: () => (
    <>
      <rect width="100" height="100" rx="26" fill={colors.ultraviolet} />
      <path d="M28 24h20a26 26 0 0 1 0 52H28z" fill={colors.pink} />
      <path d="M62 30l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={colors.yellow} />
    </>
  ),
  workshop: () => (
    <>
      <rect width="100" height="100" rx="26" fill={colors.green} />
      <path d="M28 72l6-18 30-30 12 12-30 30z" fill={colors.black} />
      <path d="M28 72l18-6-12-12z" fill={colors.white} />
    </>
  ),
  industry: () => (
    <>
      <rect width="100" height="100" rx="26" fill={colors.black} />
      <rect x="20" y="36" width="60" height="42" rx="8" fill={colors.yellow} />
      <path d="M38 36v-8a6 6 0 0 1 6-6h12a6 6 0 0 1 6 6v8" fill="none" stroke={colors.yellow} strokeWidth="6" />
      <rect x="20" y="52" width="60" height="6" fill={colors.black} />
    </>
  ),
  social: () => (
    <>
      <rect width="100" height="100" rx="26" fill={colors.pink} />
      <path
        d="M18 30a10 10 0 0 1 10-10h30a10 10 0 0 1 10 10v18a10 10 0 0 1-10 10H36l-12 10V58a10 10 0 0 1-6-9z"
        fill={colors.black}
      />
      <path
        d="M76 40h0a8 8 0 0 1 8 8v16a8 8 0 0 1-6 8v9l-10-9H54a8 8 0 0 1-8-8"
        fill="none"
        stroke={colors.black}
        strokeWidth="5"
        strokeLinejoin="round"
      />
    </>
  ),
  teams: () => (
    <>
      <rect x="10" y="22" width="50" height="50" rx="12" fill={colors.red} />
      <rect x="40" y="34" width="50" height="50" rx="12" fill={colors.black} opacity="0.9" />
    </>
  ),
} as const;

export type ClubSymbol = keyof typeof clubSymbols;

/** The symbols drawn without a tile of their own. */
const untiled: readonly ClubSymbol[] = ["teams"];

/** One symbol on its own, decorative (64 px unless sized); one without a tile gets a white one, as the others have. */
export function SymbolIcon({ name, size = 64 }: { name: ClubSymbol; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true">
      {untiled.includes(name) ? (
        <>
          <rect width="100" height="100" rx="26" fill={colors.white} />
          <g transform="translate(15 15) scale(0.7)">{clubSymbols[name]()}</g>
        </>
      ) : (
        clubSymbols[name]()
      )}
    </svg>
  );
}
