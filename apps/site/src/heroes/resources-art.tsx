import { colors } from "@duci/ui/theme/tokens";
import { Drawing, HeroArt } from "../resources/page-hero.tsx";

/** /resources/: a shelf of design books, a pencil cup and a set square over a toolbox and a palette. */
export function ResourcesArt() {
  return <HeroArt name="resources">{import.meta.env.SSR && <ResourcesDrawing />}</HeroArt>;
}

/** The drawing alone: the page's markup at build time, and the file the build writes (hero-files.tsx). */
export function ResourcesDrawing() {
  return (
    <Drawing>
      <rect x="28" y="30" width="20" height="58" rx="2" fill={colors.blue} />
      <rect x="48" y="42" width="16" height="46" rx="2" fill={colors.yellow} />
      <rect x="64" y="24" width="22" height="64" rx="2" fill={colors.orange} />
      <rect x="92" y="32" width="18" height="56" rx="2" fill={colors.pink} transform="rotate(12 110 88)" />
      <path d="M33 42h10M33 50h10M69 36h12M69 76h12M124 58l-6-26m16 26V24m10 34l8-22" />
      <rect x="116" y="56" width="34" height="32" rx="4" fill={colors.green} />
      <path d="M166 88V34l50 54z" fill={colors.lime} />
      <path d="M177 77V62l15 15z" />
      <rect x="112" y="92" width="14" height="44" rx="2" fill={colors.sky} transform="rotate(20 119 114)" />
      <rect x="30" y="116" width="110" height="48" rx="6" fill={colors.yellow} />
      <path d="M30 132h110M66 116v-10h38v10" />
      <rect x="78" y="126" width="14" height="12" rx="2" fill={colors.white} />
      <ellipse cx="192" cy="148" rx="32" ry="16" fill={colors.white} />
      <circle cx="178" cy="144" r="5" fill={colors.blue} />
      <circle cx="194" cy="140" r="5" fill={colors.pink} />
      <circle cx="208" cy="147" r="5" fill={colors.green} />
      <circle cx="190" cy="155" r="3" />
      <path d="M16 88h208M16 164h208" strokeWidth={4} />
    </Drawing>
  );
}
