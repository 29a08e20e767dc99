// The archive's addresses, apart from its logic: every page's router reads them.
import { paths } from "@duci/data/paths";

/** The path of a quarter's page. */
export function termPath(slug: string): string {
  return `${paths.eventsAll}${slug}/`;
}

/** The quarter's slug a path names ("/events/all/spring-2026/" → "spring-2026"), if it names one. */
export function termSlugOf(path: string): string | undefined {
  if (!path.startsWith(paths.eventsAll)) return undefined;
  const rest = path.slice(paths.eventsAll.length);
  return /^[a-z]+-\d{4}\/$/.test(rest) ? rest.slice(0, -1) : undefined;
}
