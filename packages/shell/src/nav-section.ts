import { paths } from "@duci/data/paths";

/** The five links of the main navigation, by the section each one leads. */
export type NavHref =
  | typeof paths.join
  | typeof paths.events
  | typeof paths.resources
  | typeof paths.about
  | typeof paths.contact;

// Pages the bar has no link for belong to the section a visitor reaches them from.
const sections: readonly { href: NavHref; prefixes: readonly string[] }[] = [
  { href: paths.join, prefixes: [paths.join, paths.hey] },
  { href: paths.events, prefixes: [paths.events, paths.devEvents, paths.houses] },
  {
    href: paths.resources,
    prefixes: [paths.resources, paths.projectTeams, paths.mentorship, paths.designathon, "/designathons/"],
  },
  { href: paths.about, prefixes: [paths.about, paths.brand, paths.merch] },
  { href: paths.contact, prefixes: [paths.contact] },
];

function withSlash(path: string) {
  return path.endsWith("/") ? path : `${path}/`;
}

/**
 * How a navigation link relates to the page being shown: "page" when it is
 * that page, "section" when the page lies in its section (/events/all/ under
 * Events, /designathon/24/ under Resources), otherwise undefined.
 *
 * @example
 * navLinkState("/events/all", "/events/") // "section"
 */
export function navLinkState(currentPath: string, href: NavHref): "page" | "section" | undefined {
  const current = withSlash(currentPath);
  if (current === href) return "page";
  const section = sections.find((entry) => entry.prefixes.some((prefix) => current.startsWith(prefix)));
  return section?.href === href ? "section" : undefined;
}
