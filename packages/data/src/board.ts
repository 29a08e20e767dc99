// The board on the about page. Every person here is fictional; portraits are
// drawn from the name (no photos of real people).
import type { Photo } from "./photo.ts";

export type ProfileLinkType = "linkedin" | "website" | "instagram";

export interface ProfileLink {
  type: ProfileLinkType;
  href: string;
}

/** Positions are shown as written; nothing depends on them. */
export type BoardPosition =
  | "Co-President"
  | "Director of Events"
  | "Director of Marketing"
  | "Director of Design"
  | "Director of Finance"
  | "Industry Relations Coordinator"
  | "Workshop Coordinator"
  | "Social Coordinator"
  | "Outreach Chair"
  | "Design-a-thon Chair"
  | "Project Teams Chair"
  | "Webmaster"
  | "Board Intern";

export type BoardColor = "blue" | "pink" | "green" | "red";

export interface BoardMember {
  name: string;
  position: BoardPosition;
  links: readonly ProfileLink[];
  /** Accent of the profile card. */
  color?: BoardColor;
  /** Without one, a portrait drawn from the name is shown. */
  photo?: Photo;
}

export interface AlumniGroup {
  /** The year these members left the board. */
  year: number;
  members: readonly { name: string; position: BoardPosition }[];
}

const linkedin = (slug: string): ProfileLink => ({ type: "linkedin", href: `https://www.linkedin.com/in/${slug}/` });
const instagram = (handle: string): ProfileLink => ({
  type: "instagram",
  href: `https://www.instagram.com/${handle}/`,
});
const website = (href: string): ProfileLink => ({ type: "website", href });

export const boardMembers = [
  {
    name: "Avery Quinn",
    position: "Co-President",
    color: "blue",
    links: [linkedin("avery-quinn-design"), website("https://averyquinn.design/")],
  },
  {
    name: "Mateo Cruz",
    position: "Co-President",
    color: "red",
    links: [linkedin("mateo-cruz-ux"), instagram("mateo.makes")],
  },
  {
    name: "Priya Raman",
    position: "Director of Events",
    color: "green",
    links: [linkedin("priya-raman-events")],
  },
  {
    name: "Jordan Lee",
    position: "Director of Marketing",
    color: "pink",
    links: [linkedin("jordan-lee-marketing"), instagram("jordan.draws")],
  },
  {
    name: "Noor Haddad",
    position: "Director of Design",
    color: "blue",
    links: [website("https://noorhaddad.studio/"), linkedin("noor-haddad")],
  },
  {
    name: "Kai Tanaka",
    position: "Director of Finance",
    color: "green",
    links: [linkedin("kai-tanaka-finance")],
  },
  {
    name: "Sam Ortiz",
    position: "Industry Relations Coordinator",
    color: "red",
    links: [linkedin("sam-ortiz-ir")],
  },
  {
    name: "Lena Fischer",
    position: "Workshop Coordinator",
    color: "pink",
    links: [linkedin("lena-fischer-ux"), website("https://lenafischer.design/")],
  },
  {
    name: "Diego Alvarez",
    position: "Social Coordinator",
    color: "blue",
    links: [instagram("diego.at.uci")],
  },
  {
    name: "Hana Kim",
    position: "Outreach Chair",
    color: "green",
    links: [linkedin("hana-kim-outreach"), instagram("hana.sketches")],
  },
  {
    name: "Theo Martin",
    position: "Design-a-thon Chair",
    color: "red",
    links: [linkedin("theo-martin-design")],
  },
  {
    name: "Ines Moreau",
    position: "Project Teams Chair",
    color: "pink",
    links: [linkedin("ines-moreau"), website("https://inesmoreau.work/")],
  },
  {
    name: "Ravi Patel",
    position: "Webmaster",
    color: "blue",
    links: [website("https://ravipatel.dev/"), linkedin("ravi-patel-web")],
  },
] as const satisfies readonly BoardMember[];

export const boardInterns = [
  { name: "Mina Park", position: "Board Intern", color: "green", links: [linkedin("mina-park-intern")] },
  { name: "Oscar Nguyen", position: "Board Intern", color: "red", links: [instagram("oscar.frames")] },
  { name: "Zara Ahmed", position: "Board Intern", color: "pink", links: [] },
] as const satisfies readonly BoardMember[];

/** Newest departures first. */
export const boardAlumni = [
  {
    year: 2025,
    members: [
      { name: "Elena Petrova", position: "Co-President" },
      { name: "Marcus Bell", position: "Director of Design" },
      { name: "Yuki Sato", position: "Webmaster" },
    ],
  },
  {
    year: 2024,
    members: [
      { name: "Grace Okafor", position: "Co-President" },
      { name: "Luca Romano", position: "Director of Events" },
      { name: "Aisha Rahman", position: "Outreach Chair" },
      { name: "Ben Carter", position: "Workshop Coordinator" },
    ],
  },
  {
    year: 2023,
    members: [
      { name: "Sofia Mendes", position: "Co-President" },
      { name: "Daniel Cho", position: "Director of Marketing" },
      { name: "Maya Goldberg", position: "Design-a-thon Chair" },
    ],
  },
] as const satisfies readonly AlumniGroup[];
