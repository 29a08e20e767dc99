import { paths } from "@duci/data/paths";
import { termSlugOf } from "./events/archive-paths.ts";
import { type LazyPage, lazyPage } from "./lazy-page.tsx";

const AboutPage = lazyPage(() => import("./pages/about.tsx").then((module) => module.AboutPage));
const BrandPage = lazyPage(() => import("./pages/brand.tsx").then((module) => module.BrandPage));
const ColorGamePage = lazyPage(() => import("./pages/color-game.tsx").then((module) => module.ColorGamePage));
const ContactPage = lazyPage(() => import("./pages/contact.tsx").then((module) => module.ContactPage));
const DesignathonPage = lazyPage(() => import("./pages/designathon.tsx").then((module) => module.DesignathonPage));
const EventsPage = lazyPage(() => import("./pages/events.tsx").then((module) => module.EventsPage));
const ArchivePage = lazyPage(() => import("./pages/archive.tsx").then((module) => module.ArchivePage));
const ArchiveTermPage = lazyPage(() => import("./pages/archive-term.tsx").then((module) => module.ArchiveTermPage));
const EventsAllPreviewPage = lazyPage(() =>
  import("./pages/events-all-preview.tsx").then((module) => module.EventsAllPreviewPage),
);
const FeaturedPage = lazyPage(() => import("./pages/featured.tsx").then((module) => module.FeaturedPage));
const HeyPage = lazyPage(() => import("./pages/hey.tsx").then((module) => module.HeyPage));
const HomePage = lazyPage(() => import("./pages/home.tsx").then((module) => module.HomePage));
const HousesPage = lazyPage(() => import("./pages/houses.tsx").then((module) => module.HousesPage));
const JoinPage = lazyPage(() => import("./pages/join.tsx").then((module) => module.JoinPage));
const MentorshipPage = lazyPage(() => import("./pages/mentorship.tsx").then((module) => module.MentorshipPage));
const MerchPage = lazyPage(() => import("./pages/merch.tsx").then((module) => module.MerchPage));
const ProjectTeamsPage = lazyPage(() => import("./pages/project-teams.tsx").then((module) => module.ProjectTeamsPage));
const ResourcesPage = lazyPage(() => import("./pages/resources.tsx").then((module) => module.ResourcesPage));
const Shirt22Page = lazyPage(() => import("./pages/shirt22.tsx").then((module) => module.Shirt22Page));

export interface SiteRoute {
  path: string;
  page: LazyPage;
  /** Development previews stay out of the sitemap and search engines. */
  indexable: boolean;
  /** A page of the archive: what it shows is loaded with its code (events/archive-data.ts). */
  archive?: true;
}

export const siteRoutes: readonly SiteRoute[] = [
  { path: paths.home, page: HomePage, indexable: true },
  { path: paths.join, page: JoinPage, indexable: true },
  { path: paths.hey, page: HeyPage, indexable: true },
  { path: paths.events, page: EventsPage, indexable: true },
  { path: paths.eventsAll, page: ArchivePage, indexable: true, archive: true },
  { path: paths.devEvents, page: EventsPage, indexable: false },
  { path: paths.devEventsAll, page: EventsAllPreviewPage, indexable: false },
  { path: paths.resources, page: ResourcesPage, indexable: true },
  { path: paths.featured, page: FeaturedPage, indexable: true },
  { path: paths.mentorship, page: MentorshipPage, indexable: true },
  { path: paths.merch, page: MerchPage, indexable: true },
  { path: paths.shirt22, page: Shirt22Page, indexable: true },
  { path: paths.contact, page: ContactPage, indexable: true },
  { path: paths.houses, page: HousesPage, indexable: true },
  { path: paths.about, page: AboutPage, indexable: true },
  { path: paths.projectTeams, page: ProjectTeamsPage, indexable: true },
  { path: paths.brand, page: BrandPage, indexable: true },
  { path: paths.colorGame, page: ColorGamePage, indexable: true },
  { path: paths.designathon, page: DesignathonPage, indexable: true },
];

export const prerenderedPaths = siteRoutes.map((route) => route.path);

const routesByPath = new Map(siteRoutes.map((route) => [route.path, route]));

/** The route of a quarter's page of the archive (which quarters have one, only the build knows: entry-server.tsx). */
function termRoute(path: string): SiteRoute {
  let route = routesByPath.get(path);
  if (!route) {
    route = { path, page: ArchiveTermPage, indexable: true, archive: true };
    routesByPath.set(path, route);
  }
  return route;
}

/**
 * The page at `pathname`, matched the way the static host finds its file:
 * exactly, letter case included ("/About/" is not found), after decoding
 * percent-escapes; "/about" stands for "/about/" (the host redirects it) and
 * "/about/index.html" is the very file the host serves for "/about/". So a
 * page hydrates as the page it was served as.
 */
export function routeAt(pathname: string): SiteRoute | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (path.endsWith("/index.html")) path = path.slice(0, -"index.html".length);
  if (!path.endsWith("/")) path = `${path}/`;
  return routesByPath.get(path) ?? (termSlugOf(path) ? termRoute(path) : undefined);
}

/** Loads the code of the page at `pathname` (if any), and an archive page's events, before rendering or hydrating it. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = routeAt(pathname);
  if (!route) return Promise.resolve();
  // The archive's loader comes with its pages, not with every page's code.
  const data = route.archive
    ? import("./events/archive-data.ts").then(({ loadArchivePage }) => loadArchivePage(route.path))
    : undefined;
  return Promise.all([route.page.preload(), data]);
}
