import { links } from "./config.ts";
import { paths } from "./paths.ts";

export interface Redirect {
  /** Path served by a redirect page, with a trailing slash. */
  from: string;
  /** Where the visitor lands: a path of ours or an external URL. */
  to: string;
}

const editionAliases: Record<string, string[]> = {
  [paths.designathon22]: ["22", "impact", "impact22"],
  [paths.designathon23]: ["23", "you-belong-here"],
  [paths.designathon24]: ["24", "truetoyou", "true-to-you"],
};

function aliasesOfEditions(): Redirect[] {
  const list: Redirect[] = [];
  for (const [to, names] of Object.entries(editionAliases)) {
    for (const name of names) {
      if (`/designathon/${name}/` !== to) list.push({ from: `/designathon/${name}/`, to });
      list.push({ from: `/designathons/${name}/`, to });
    }
  }
  return list;
}

/** Every redirect of both specs; the build writes one page for each. */
export const redirects: readonly Redirect[] = [
  { from: "/designathons/", to: paths.designathon },
  ...aliasesOfEditions(),
  { from: "/impact22/", to: paths.designathon22 },
  { from: "/designathon22/", to: paths.designathon22 },
  { from: "/truetoyou/", to: paths.designathon24 },
  { from: "/true-to-you/", to: paths.designathon24 },
  { from: "/ptsignup/", to: "/project-teams/registration/" },
  { from: "/pt-registration/", to: "/project-teams/registration/" },
  { from: "/project-teams/registration/", to: links.projectTeamsRegistration },
  { from: "/houses/sorting/", to: links.housesSorting },
  { from: "/discord/", to: links.discord },
  { from: "/shirt22/", to: paths.shirt22 },
];
