// Partners on the about page: the university and a design-tool company
// (fictional; its logo is our own drawing, as is the university's badge).
import pixelgridLogo from "./images/partners/pixelgrid.svg";
import uciLogo from "./images/partners/uci.svg";

export interface Partner {
  name: string;
  /** What the partnership is, for the logo's caption. */
  kind: string;
  /** The partner's site, when it has one to visit. */
  href?: string;
  logo: string;
  width: number;
  height: number;
}

export const partners = [
  {
    name: "University of California, Irvine",
    kind: "Our university",
    href: "https://uci.edu/",
    logo: uciLogo,
    width: 240,
    height: 96,
  },
  {
    name: "Pixelgrid",
    kind: "Design tools for our workshops",
    logo: pixelgridLogo,
    width: 240,
    height: 96,
  },
] as const satisfies readonly Partner[];
