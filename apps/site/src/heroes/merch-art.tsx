import { colors } from "@duci/ui/theme/tokens";
import { Drawing, HeroArt } from "../resources/page-hero.tsx";

/** /merch/: the club's tee in front of a tote bag and a sheet of stickers. */
export function MerchArt() {
  return <HeroArt name="merch">{import.meta.env.SSR && <MerchDrawing />}</HeroArt>;
}

/** The drawing alone: the page's markup at build time, and the file the build writes (hero-files.tsx). */
export function MerchDrawing() {
  return (
    <Drawing>
      <path d="M42 72c0-38 40-38 40 0" />
      <path d="M16 72h92l-6 92H22z" fill={colors.peach} />
      <g transform="rotate(8 188 74)">
        <rect x="150" y="20" width="76" height="104" rx="6" fill={colors.white} />
        <circle cx="172" cy="44" r="11" fill={colors.yellow} />
        <rect x="192" y="34" width="22" height="22" rx="6" fill={colors.blue} />
        <rect x="162" y="68" width="50" height="18" rx="9" fill={colors.green} />
        <path d="M188 104c-6-8-18-4-14 6l14 12 14-12c4-10-8-14-14-6z" fill={colors.pink} />
      </g>
      <path d="M104 52l-34 16 10 26 16-6v74h64V88l16 6 10-26-34-16c-4 10-14 16-24 16s-20-6-24-16z" fill={colors.blue} />
      <circle cx="128" cy="112" r="13" stroke={colors.white} strokeWidth={6} />
      <circle cx="136" cy="120" r="4" fill={colors.yellow} stroke="none" />
    </Drawing>
  );
}
