import { paths } from "@duci/data/paths";
import type { ReactElement } from "react";
import { AboutPage } from "./pages/about.tsx";
import { BrandPage } from "./pages/brand.tsx";
import { ColorGamePage } from "./pages/color-game.tsx";
import { ContactPage } from "./pages/contact.tsx";
import { DesignathonPage } from "./pages/designathon.tsx";
import { EventsPage } from "./pages/events.tsx";
import { EventsAllPage } from "./pages/events-all.tsx";
import { FeaturedPage } from "./pages/featured.tsx";
import { HeyPage } from "./pages/hey.tsx";
import { HomePage } from "./pages/home.tsx";
import { HousesPage } from "./pages/houses.tsx";
import { JoinPage } from "./pages/join.tsx";
import { MentorshipPage } from "./pages/mentorship.tsx";
import { MerchPage } from "./pages/merch.tsx";
import { ProjectTeamsPage } from "./pages/project-teams.tsx";
import { ResourcesPage } from "./pages/resources.tsx";
import { Shirt22Page } from "./pages/shirt22.tsx";

export interface SiteRoute {
  path: string;
  element: ReactElement;
  /** Development previews stay out of the sitemap and search engines. */
  indexable: boolean;
}

export const siteRoutes: readonly SiteRoute[] = [
  { path: paths.home, element: <HomePage />, indexable: true },
  { path: paths.join, element: <JoinPage />, indexable: true },
  { path: paths.hey, element: <HeyPage />, indexable: true },
  { path: paths.events, element: <EventsPage />, indexable: true },
  { path: paths.eventsAll, element: <EventsAllPage />, indexable: true },
  { path: paths.devEvents, element: <EventsPage />, indexable: false },
  { path: paths.devEventsAll, element: <EventsAllPage />, indexable: false },
  { path: paths.resources, element: <ResourcesPage />, indexable: true },
  { path: paths.featured, element: <FeaturedPage />, indexable: true },
  { path: paths.mentorship, element: <MentorshipPage />, indexable: true },
  { path: paths.merch, element: <MerchPage />, indexable: true },
  { path: paths.shirt22, element: <Shirt22Page />, indexable: true },
  { path: paths.contact, element: <ContactPage />, indexable: true },
  { path: paths.houses, element: <HousesPage />, indexable: true },
  { path: paths.about, element: <AboutPage />, indexable: true },
  { path: paths.projectTeams, element: <ProjectTeamsPage />, indexable: true },
  { path: paths.brand, element: <BrandPage />, indexable: true },
  { path: paths.colorGame, element: <ColorGamePage />, indexable: true },
  { path: paths.designathon, element: <DesignathonPage />, indexable: true },
];

export const prerenderedPaths = siteRoutes.map((route) => route.path);
