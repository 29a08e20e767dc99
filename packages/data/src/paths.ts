// Every route of the main site and the editions, in one place: links are built
// from here, so a renamed route cannot leave a dead link behind.
export const paths = {
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
  designathon22: "/designathon/22/",
  designathon23: "/designathon/23/",
  designathon24: "/designathon/24/",
} as const;

export type SitePath = (typeof paths)[keyof typeof paths];
