// Every route of the main site and the editions, in one place: links are built
// from here, so a renamed route cannot leave a dead link behind. The editions'
// routes (designathon22, designathon23, ...) come from their records.
// Only the years, not the records: every page links the editions, few show their data.
import type { EditionYy } from "./editions/index.ts";
import { editionYys } from "./editions/years.ts";

const sitePaths = {
  home: "/",
  join: "/join/",
  hey: "/hey/",
  events: "/events/",
  eventsAll: "/events/all/",
  devEvents: "/dev/events/",
  devEventsAll: "/dev/events/all/",
  resources: "/resources/",
  featured: "/resources/featured/",
  mentorship: "/mentorship/",
  merch: "/merch/",
  shirt22: "/merch/shirt22/",
  contact: "/contact/",
  houses: "/houses/",
  about: "/about/",
  projectTeams: "/project-teams/",
  brand: "/brand/",
  colorGame: "/color-game/",
  designathon: "/designathon/",
} as const;

const editionPaths = Object.fromEntries(editionYys.map((yy) => [`designathon${yy}`, `/designathon/${yy}/`])) as {
  readonly [Yy in EditionYy as `designathon${Yy}`]: `/designathon/${Yy}/`;
};

export const paths = { ...sitePaths, ...editionPaths };

export type SitePath = (typeof paths)[keyof typeof paths];
