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
  /**
   * The member's own profiles, e.g. `{ type: "linkedin", href: "https://www.linkedin.com/in/<their-id>/" }`.
   * Only addresses the member gave: the people here are fictional, so none has one yet.
   */
  links?: readonly ProfileLink[];
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

export const boardMembers = [
  {
    name: "Avery Quinn",
    position: "Co-President",
    color: "blue",
  },
  {
    name: "Mateo Cruz",
    position: "Co-President",
    color: "red",
  },
  {
    name: "Priya Raman",
    position: "Director of Events",
    color: "green",
  },
  {
    name: "Jordan Lee",
    position: "Director of Marketing",
    color: "pink",
  },
  {
    name: "Noor Haddad",
    position: "Director of Design",
    color: "blue",
  },
  {
    name: "Kai Tanaka",
    position: "Director of Finance",
    color: "green",
  },
  {
    name: "Sam Ortiz",
    position: "Industry Relations Coordinator",
    color: "red",
  },
  {
    name: "Lena Fischer",
    position: "Workshop Coordinator",
    color: "pink",
  },
  {
    name: "Diego Alvarez",
    position: "Social Coordinator",
    color: "blue",
  },
  {
    name: "Hana Kim",
    position: "Outreach Chair",
    color: "green",
  },
  {
    name: "Theo Martin",
    position: "Design-a-thon Chair",
    color: "red",
  },
  {
    name: "Ines Moreau",
    position: "Project Teams Chair",
    color: "pink",
  },
  {
    name: "Ravi Patel",
    position: "Webmaster",
    color: "blue",
  },
] as const satisfies readonly BoardMember[];

export const boardInterns = [
  { name: "Mina Park", position: "Board Intern", color: "green" },
  { name: "Oscar Nguyen", position: "Board Intern", color: "red" },
  { name: "Zara Ahmed", position: "Board Intern", color: "pink" },
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
