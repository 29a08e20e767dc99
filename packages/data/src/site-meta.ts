import { club } from "./config.ts";

/** What the prerender step needs to write sharing tags for an app's pages. */
export function siteMeta(base: string) {
  return {
    url: club.siteUrl,
    name: club.name,
    base,
    description:
      "Design at UCI is the student club for UI, UX and graphic design at UC Irvine: weekly workshops, industry talks, Project Teams and the Design-a-thon. Free for everyone.",
  };
}
