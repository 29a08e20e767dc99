import { links } from "./config.ts";
import designathonIcon from "./images/resources/designathon.svg";
import featuredIcon from "./images/resources/featured.svg";
import newsletterIcon from "./images/resources/newsletter.svg";
import projectTeamsIcon from "./images/resources/project-teams.svg";
import slidesIcon from "./images/resources/slides.svg";
import { paths } from "./paths.ts";

/** The accent a card's title and arrow take. */
export type ResourceMain = "red" | "orange" | "blue" | "black";

/** A card background: one of the named pale brand colours, or a hex value. */
export type ResourceBackground = "blush" | "peach" | "sky" | "silver" | `#${string}`;

export interface Resource {
  title: string;
  /** An internal path (navigates inside the site) or an external URL; null until the board supplies the real address. */
  link: string | null;
  desc: string;
  /** Opens in a new tab; only external links set it. */
  newTab: boolean;
  main: ResourceMain;
  accent: "gray";
  background: ResourceBackground;
  /** URL of the card's SVG icon (fingerprinted by Vite). */
  icon: string;
}

/** The shared folder that holds every past workshop's slides: null until the board supplies its address (docs/maintaining.md). */
export const workshopSlidesFolder: string | null = null;

/** The five cards of the resources hub, in the order they appear. */
export const resources = [
  {
    title: "Project Teams",
    link: paths.projectTeams,
    desc: "Join a small team for a quarter and design a large-scale product from research to prototype.",
    newTab: false,
    main: "red",
    accent: "gray",
    background: "blush",
    icon: projectTeamsIcon,
  },
  {
    title: "Workshop Slides",
    link: workshopSlidesFolder,
    desc: "Missed a workshop? Every past deck is in one shared folder, free to browse and reuse.",
    newTab: true,
    main: "orange",
    accent: "gray",
    background: "peach",
    icon: slidesIcon,
  },
  {
    title: "Featured Resources",
    link: paths.featured,
    desc: "Our curated list of online tools, guides and inspiration that we reach for ourselves.",
    newTab: false,
    main: "blue",
    accent: "gray",
    background: "sky",
    icon: featuredIcon,
  },
  {
    title: "Design-a-thon",
    link: "/designathons/",
    desc: "Our biggest event of the year: a weekend design marathon with mentors, workshops and prizes.",
    newTab: false,
    main: "black",
    accent: "gray",
    background: "silver",
    icon: designathonIcon,
  },
  {
    title: "Newsletter Archive",
    link: links.newsletterArchive,
    desc: "Catch up on past newsletters: event recaps, opportunities and design reads.",
    newTab: true,
    main: "red",
    accent: "gray",
    background: "#FFF1E0",
    icon: newsletterIcon,
  },
] as const satisfies readonly Resource[];
