import { colors } from "@duci/ui/theme/tokens";
import { Drawing, HeroArt } from "../resources/page-hero.tsx";

/** /resources/featured/: a pin board of picked cards, the best marked with stars. */
export function FeaturedArt() {
  return <HeroArt name="featured">{import.meta.env.SSR && <FeaturedDrawing />}</HeroArt>;
}

/** The drawing alone: the page's markup at build time, and the file the build writes (hero-files.tsx). */
export function FeaturedDrawing() {
  return (
    <Drawing>
      <defs>
        <path id="featured-star" d="M0-12 2.9-4l8.5.3-6.6 5.2L7 9.7 0 5l-7 4.7 2.2-8.2-6.6-5.2 8.5-.3z" />
        <circle id="featured-pin" r="5" fill={colors.red} />
      </defs>
      <rect x="12" y="12" width="216" height="156" rx="10" fill={colors.white} />
      <g transform="rotate(-6 68 62)">
        <rect x="30" y="34" width="76" height="56" rx="6" fill={colors.sky} />
        <path d="M42 62h44M42 74h28" />
        <use href="#featured-pin" x="68" y="38" />
      </g>
      <g transform="rotate(5 170 58)">
        <rect x="130" y="26" width="80" height="64" rx="6" fill={colors.yellow} />
        <use href="#featured-star" fill={colors.orange} transform="translate(170 62) scale(1.5)" />
        <use href="#featured-pin" x="170" y="31" />
      </g>
      <g transform="rotate(3 82 130)">
        <rect x="38" y="104" width="88" height="50" rx="6" fill={colors.blush} />
        <use href="#featured-star" fill={colors.yellow} x="58" y="128" />
        <path d="M76 124h36M76 136h24" />
        <use href="#featured-pin" x="82" y="108" />
      </g>
      <g transform="rotate(-4 176 128)">
        <rect x="142" y="102" width="70" height="52" rx="6" fill={colors.lime} />
        <use href="#featured-star" fill={colors.yellow} x="160" y="128" />
        <path d="M176 122h22M176 134h14" />
        <use href="#featured-pin" x="176" y="106" />
      </g>
    </Drawing>
  );
}
