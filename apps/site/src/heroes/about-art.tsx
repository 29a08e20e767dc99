import { colors } from "@duci/ui/theme/tokens";
import { Drawing, HeroArt } from "../resources/page-hero.tsx";

/** /about/: the club's studio: an artboard's grid, a curve being drawn with the pen tool, a fan of colour swatches. */
export function AboutArt() {
  return <HeroArt name="about">{import.meta.env.SSR && <AboutDrawing />}</HeroArt>;
}

/** The drawing alone: the page's markup at build time, and the file the build writes (hero-files.tsx). */
export function AboutDrawing() {
  return (
    <Drawing>
      <defs>
        <pattern id="about-grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0v20" stroke={colors.silver} strokeWidth={1.5} />
        </pattern>
        <rect id="about-swatch" x="186" y="96" width="24" height="62" rx="5" />
      </defs>
      <rect x="8" y="8" width="224" height="164" rx="10" fill={colors.white} />
      <rect x="8" y="8" width="224" height="164" rx="10" fill="url(#about-grid)" />
      <path d="M32 140L50 52M118 84l-14-44" stroke={colors.gray} strokeWidth={2} />
      <path d="M32 140C50 52 104 40 118 84" stroke={colors.ultraviolet} strokeWidth={4} />
      <circle cx="50" cy="52" r="5" fill={colors.white} />
      <circle cx="104" cy="40" r="5" fill={colors.white} />
      <rect x="27" y="135" width="10" height="10" fill={colors.white} />
      <rect x="113" y="79" width="10" height="10" fill={colors.ultraviolet} />
      <use href="#about-swatch" fill={colors.orange} transform="rotate(-30 198 150)" />
      <use href="#about-swatch" fill={colors.pink} transform="rotate(-8 198 150)" />
      <use href="#about-swatch" fill={colors.green} transform="rotate(14 198 150)" />
      <circle cx="198" cy="150" r="3" fill={colors.white} />
      <g transform="translate(124 86) rotate(-135)">
        <path d="M0 0l-12 24 4 16h16l4-16z" fill={colors.yellow} />
        <path d="M0 0v17" />
        <circle cy="20" r="3" fill={colors.black} />
        <rect x="-10" y="40" width="20" height="9" rx="2" fill={colors.black} />
      </g>
    </Drawing>
  );
}
