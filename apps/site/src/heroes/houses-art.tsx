import { houses } from "@duci/data/houses";
import { colors } from "@duci/ui/theme/tokens";
import { Drawing, HeroArt } from "../resources/page-hero.tsx";

/** /houses/: a Greek temple, one column in each house's colour, between two laurel branches. */
export function HousesArt() {
  return <HeroArt name="houses">{import.meta.env.SSR && <HousesDrawing />}</HeroArt>;
}

/** The drawing alone: the page's markup at build time, and the file the build writes (hero-files.tsx). */
export function HousesDrawing() {
  return (
    <Drawing>
      <defs>
        <g id="houses-column">
          <rect x="-8" width="16" height="68" />
          <rect x="-11" width="22" height="6" />
        </g>
        {/* Laurel leaves as outlined capsules: a black stroke under a narrower green one. */}
        <g id="houses-laurel">
          <path d="M38 164C14 134 14 92 40 62" />
          <path d="M27 146l-12-5M21 118l-13-4M24 90l-10-10M31 134l11-8M25 106l10-10M33 76l8-10" strokeWidth={12} />
          <path
            d="M27 146l-12-5M21 118l-13-4M24 90l-10-10M31 134l11-8M25 106l10-10M33 76l8-10"
            stroke={colors.green}
            strokeWidth={6}
          />
        </g>
      </defs>
      {/* Unfilled: the page is white. */}
      <path d="M62 58l58-32 58 32zM58 58h124v14H58zM56 140h128v10H56zM48 150h144v10H48z" />
      {houses.map((house, index) => (
        <use key={house.name} href="#houses-column" x={78 + index * 28} y="72" fill={house.color} />
      ))}
      <use href="#houses-laurel" />
      <use href="#houses-laurel" transform="matrix(-1 0 0 1 240 0)" />
    </Drawing>
  );
}
