// Partners on the about page, as the club's site listed them: the university
// and the design-tool company Sketch, each linked to the address the club gave.
// The logos are our own wordmarks (the name set in DM Sans), not their artwork.
import sketchLogo from "./images/partners/sketch.svg";
import ucIrvineLogo from "./images/partners/uc-irvine.svg";

export interface Partner {
  name: string;
  /** What the partnership is, for the logo's caption. */
  kind: string;
  /** The partner's site: an absolute https address. */
  href: string;
  logo: string;
  width: number;
  height: number;
}

export const partners = [
  {
    name: "University of California, Irvine",
    kind: "Our university",
    href: "https://www.ics.uci.edu/",
    logo: ucIrvineLogo,
    width: 240,
    height: 96,
  },
  {
    name: "Sketch",
    kind: "Design tool partner",
    href: "https://www.sketch.com/",
    logo: sketchLogo,
    width: 240,
    height: 96,
  },
] as const satisfies readonly Partner[];
