import { links } from "./config.ts";
import { editionPath } from "./edition.ts";
import { editions } from "./editions/index.ts";
import { paths } from "./paths.ts";

export interface Redirect {
  /** Path served by a redirect page, with a trailing slash. */
  from: string;
  /** Where the visitor lands: a path of ours or an external URL. */
  to: string;
}

/** Each edition's aliases under /designathon/ and /designathons/, and its old top-level addresses. */
function aliasesOfEditions(): Redirect[] {
  const list: Redirect[] = [];
  for (const edition of editions) {
    const to = editionPath(edition);
    for (const name of edition.aliases) {
      if (`/designathon/${name}/` !== to) list.push({ from: `/designathon/${name}/`, to });
      list.push({ from: `/designathons/${name}/`, to });
    }
    for (const name of edition.rootAliases ?? []) list.push({ from: `/${name}/`, to });
  }
  return list;
}

/** Every old or short address and where it goes; the build writes one page for each. */
export const redirects: readonly Redirect[] = [
  { from: "/designathons/", to: paths.designathon },
  ...aliasesOfEditions(),
  { from: "/ptsignup/", to: "/project-teams/registration/" },
  { from: "/pt-registration/", to: "/project-teams/registration/" },
  { from: "/project-teams/registration/", to: links.projectTeamsRegistration },
  { from: "/houses/sorting/", to: links.housesSorting },
  { from: "/discord/", to: links.discord },
  { from: "/shirt22/", to: paths.shirt22 },
  // The club's shortcut codes (its published redirects list) that no page of ours already answers.
  { from: "/event/", to: paths.events },
  { from: "/buy/", to: links.merchOrderForm },
  { from: "/apply/", to: "https://forms.gle/QRhbXhUzhi2EpF3e6" },
];
