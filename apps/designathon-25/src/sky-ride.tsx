import { palette2025 as p } from "./palette.ts";

/** The coaster's course: up over a hill, round a loop, down through the clouds and away. */
const track =
  "M-40 230C80 170 200 190 300 300S380 420 440 348C540 280 620 180 730 180S880 280 950 330 1100 350 1180 280C1240 220 1360 240 1360 170C1360 115 1325 90 1280 90C1230 90 1200 130 1200 175C1200 230 1250 265 1320 270C1400 276 1460 330 1540 340S1800 150 1960 200 2140 340 2240 300 2380 170 2460 180";

// Where each puff of cloud sits: x, y and width (a puff is 240 by 110, scaled whole).
type Puffs = readonly (readonly [number, number, number])[];
const farPuffs: Puffs = [
  [40, 262, 240],
  [840, 250, 260],
  [1480, 236, 300],
  [2080, 250, 280],
];
const backPuffs: Puffs = [
  [-80, 296, 300],
  [420, 300, 320],
  [1040, 296, 340],
  [1660, 290, 320],
  [2160, 300, 300],
];
const midPuffs: Puffs = [
  [200, 332, 280],
  [660, 330, 300],
  [1340, 326, 330],
  [1960, 334, 300],
];
const frontPuffs: Puffs = [
  [20, 360, 220],
  [460, 372, 200],
  [900, 352, 220],
  [1560, 350, 240],
  [2180, 364, 220],
];
// Sparkles: x, y and size.
const sparkles = [
  [120, 70, 22, p.star],
  [360, 150, 16, p.pink],
  [560, 40, 26, p.star],
  [880, 60, 20, p.star],
  [1100, 180, 16, p.star],
  [1810, 40, 30, p.star],
  [1530, 180, 18, p.star],
  [620, 110, 16, p.pink],
  [1440, 60, 22, p.pink],
  [1720, 140, 20, p.pink],
  [2040, 90, 18, p.star],
  [2260, 40, 24, p.pink],
] as const;

function PuffRow({ puffs, fill }: { puffs: Puffs; fill: string }) {
  return (
    <g fill={fill}>
      {puffs.map(([x, y, width]) => (
        <use key={`${x} ${y}`} href="#sr-puff" x={x} y={y} width={width} height={(width * 110) / 240} />
      ))}
    </g>
  );
}

/**
 * The hero's scene, drawn with shapes only: pink cotton-candy clouds, a pink
 * coaster track looping through them with a cart of two small animals, a
 * crescent moon and sparkles. Its symbols (`#sr-puff`, `#sr-spark`) serve the
 * page's other drawings too. Decorative: hidden from assistive technology.
 */
export function SkyRide() {
  return (
    <svg viewBox="0 0 2400 420" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <symbol id="sr-puff" viewBox="0 0 240 110">
          <circle cx="52" cy="70" r="40" />
          <circle cx="106" cy="48" r="48" />
          <circle cx="166" cy="58" r="42" />
          <circle cx="208" cy="80" r="30" />
          <rect x="12" y="70" width="224" height="40" rx="20" />
        </symbol>
        <symbol id="sr-spark" viewBox="-12 -12 24 24">
          <path d="M0-12C1.4-3.4 3.4-1.4 12 0 3.4 1.4 1.4 3.4 0 12-1.4 3.4-3.4 1.4-12 0-3.4-1.4-1.4-3.4 0-12Z" />
        </symbol>
        <mask id="sr-moon">
          <circle cx="1590" cy="112" r="44" fill="#FFF" />
          <circle cx="1611" cy="96" r="38" fill="#000" />
        </mask>
        <path id="sr-track" d={track} />
      </defs>
      <circle cx="1590" cy="112" r="68" fill={p.cream} opacity="0.3" />
      <rect x="1540" y="60" width="100" height="100" fill={p.cream} mask="url(#sr-moon)" />
      <g opacity="0.8">
        <PuffRow puffs={farPuffs} fill={p.peach} />
      </g>
      {/* The supports, then the track: cream ties, a pink rail with a cream line down its middle. */}
      <path
        d="M120 196V420M730 190V420M620 244V420M1360 180V420M1040 348V420M1790 206V420M2300 230V420"
        stroke={p.cream}
        strokeWidth="4"
      />
      <g fill="none">
        <use href="#sr-track" stroke={p.cream} strokeWidth="24" strokeDasharray="6 18" />
        <use href="#sr-track" stroke={p.pink} strokeWidth="14" strokeLinecap="round" />
        <use href="#sr-track" stroke={p.cream} strokeWidth="4" strokeLinecap="round" />
      </g>
      {/* The cart on its way down from the loop, a cat and a fox aboard. */}
      <g transform="translate(1430 303) rotate(24) translate(0 -15) scale(1.3)">
        <circle cx="-12" cy="-32" r="11" fill={p.cream} />
        <path d="M-21-38-22-50-13-42ZM-3-38-2-50-11-42Z" fill={p.cream} />
        <circle cx="14" cy="-30" r="10" fill={p.peach} />
        <path d="M8-36 4-50 13-40ZM20-36 24-50 15-40Z" fill={p.peach} />
        <path d="M-36-30H36L30-4H-30Z" fill={p.blue} />
        <path d="M-32-22H32" stroke={p.cream} strokeWidth="4" />
        <use href="#sr-spark" x="-7" y="-17" width="14" height="14" fill={p.pink} />
        <g fill={p.cream} stroke={p.blue} strokeWidth="3">
          <circle cx="-18" cy="0" r="6" />
          <circle cx="18" cy="0" r="6" />
        </g>
      </g>
      <rect y="396" width="2400" height="24" fill={p.blossom} />
      <PuffRow puffs={backPuffs} fill={p.blossom} />
      <PuffRow puffs={midPuffs} fill={p.pink} />
      <PuffRow puffs={frontPuffs} fill={p.cream} />
      {sparkles.map(([x, y, size, fill]) => (
        <use key={`${x} ${y}`} href="#sr-spark" x={x} y={y} width={size} height={size} fill={fill} />
      ))}
    </svg>
  );
}

const closingPuffs: Puffs = [
  [-40, 40, 260],
  [300, 56, 220],
  [560, 30, 300],
  [900, 50, 240],
  [1180, 36, 300],
];
const closingFront: Puffs = [
  [120, 80, 200],
  [760, 84, 220],
  [1320, 86, 180],
];

/** The foot of the page: a bank of pink and cream clouds, from the hero's symbols (render it after `SkyRide`). */
export function CloudBank() {
  return (
    <svg viewBox="0 0 1440 160" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <rect y="130" width="1440" height="30" fill={p.blossom} />
      <PuffRow puffs={closingPuffs} fill={p.blossom} />
      <PuffRow puffs={closingFront} fill={p.pink} />
      <use href="#sr-spark" x="240" y="10" width="22" height="22" fill={p.cream} />
      <use href="#sr-spark" x="1100" y="4" width="26" height="26" fill={p.pink} />
    </svg>
  );
}
