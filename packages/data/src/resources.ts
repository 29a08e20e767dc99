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
  /** An internal path (navigates inside the site) or an absolute https address. */
  link: string;
  desc: string;
  /** Opens in a new tab; only external links set it. */
  newTab: boolean;
  main: ResourceMain;
  accent: "gray";
  background: ResourceBackground;
  /** URL of the card's SVG icon (fingerprinted by Vite). */
  icon: string;
}

/** The club's shared folder of past workshop slides. */
export const workshopSlidesFolder =
  "https://drive.google.com/drive/folders/14yhiCBnk0E6GECv8LPwSxduM1Nb6GOAQ?usp=sharing";

/** The five cards of the resources hub, in the order they appear. */
export const resources = [
  {
    title: "Project Teams",
    link: paths.projectTeams,
    desc: "Spend a quarter on a small team, designing one large-scale product together.",
    newTab: false,
    main: "red",
    accent: "gray",
    background: "blush",
    icon: projectTeamsIcon,
  },
  {
    title: "Workshop Slides",
    link: workshopSlidesFolder,
    desc: "The slides from our past workshops, gathered in one shared folder.",
    newTab: true,
    main: "orange",
    accent: "gray",
    background: "peach",
    icon: slidesIcon,
  },
  {
    title: "Featured Resources",
    link: paths.featured,
    desc: "Online tools, guides and inspiration we have picked out for designers.",
    newTab: false,
    main: "blue",
    accent: "gray",
    background: "sky",
    icon: featuredIcon,
  },
  {
    title: "Design-a-thon",
    link: "/designathons/",
    desc: "Every edition of our yearly design competition, the largest event we run.",
    newTab: false,
    main: "black",
    accent: "gray",
    background: "silver",
    icon: designathonIcon,
  },
  {
    title: "Newsletter Archive",
    link: links.newsletterArchive,
    desc: "Every newsletter we have sent, to read back through.",
    newTab: true,
    main: "red",
    accent: "gray",
    background: "#FFF1E0",
    icon: newsletterIcon,
  },
] as const satisfies readonly Resource[];
