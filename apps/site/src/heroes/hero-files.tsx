import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type ClubSymbol, clubSymbols, SymbolIcon } from "../home/club-symbols.tsx";
import { type HeroName, heroFile, symbolFile } from "../resources/page-hero.tsx";
import { AboutDrawing } from "./about-art.tsx";
import { FeaturedDrawing } from "./featured-art.tsx";
import { HousesDrawing } from "./houses-art.tsx";
import { MentorshipDrawing } from "./mentorship-art.tsx";
import { MerchDrawing } from "./merch-art.tsx";
import { ProjectTeamsDrawing } from "./project-teams-art.tsx";
import { ResourcesDrawing } from "./resources-art.tsx";

const drawings = {
  about: AboutDrawing,
  featured: FeaturedDrawing,
  houses: HousesDrawing,
  mentorship: MentorshipDrawing,
  merch: MerchDrawing,
  "project-teams": ProjectTeamsDrawing,
  resources: ResourcesDrawing,
} satisfies Record<HeroName, ComponentType>;

/**
 * Every hero drawing as a file of its own (`heroFile(name)` → SVG), which a
 * page reached by a link inside the site shows as an image (`HeroArt`): its
 * scripts carry no drawing. Build time only (the prerender writes them). An
 * SVG file needs its namespace, which markup inside HTML goes without; the
 * drawings use the brand's colours as literals, so the file needs nothing of
 * the page.
 */
export function heroFiles(): Record<string, string> {
  const file = (markup: string) => markup.replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" ');
  return Object.fromEntries([
    ...Object.entries(drawings).map(([name, Drawing]) => [
      heroFile(name as HeroName),
      file(renderToStaticMarkup(<Drawing />)),
    ]),
    // The club's symbols a page's hero shows in place of a drawing (/brand/).
    ...(Object.keys(clubSymbols) as ClubSymbol[]).map((name) => [
      symbolFile(name),
      file(renderToStaticMarkup(<SymbolIcon name={name} />)),
    ]),
  ]);
}
