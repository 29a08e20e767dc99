// The board on the about page, as the club published it: names, positions and
// the profile links each member gave. No photos: a portrait drawn from the name
// stands in until a member's own photo is added (docs/content.md).
import type { Photo } from "./photo.ts";

export type ProfileLinkType = "linkedin" | "website" | "instagram";

export interface ProfileLink {
  type: ProfileLinkType;
  /** An absolute https address the member gave. */
  href: string;
}

/** Positions are shown as written ("Webmaster & Corporate Coordinator"); nothing depends on them. */
export type BoardPosition = string;

export type BoardColor = "blue" | "pink" | "green" | "red";

export interface BoardMember {
  name: string;
  position: BoardPosition;
  /** The member's own profiles, e.g. `{ type: "linkedin", href: "https://www.linkedin.com/in/<their-id>/" }`. */
  links?: readonly ProfileLink[];
  /** Accent of the profile card; without one the grid assigns the next in turn. */
  color?: BoardColor;
  /** Without one, a portrait drawn from the name is shown. */
  photo?: Photo;
}

/** A former board member: text only on the page, with the links they gave. */
export interface AlumniMember {
  name: string;
  position: BoardPosition;
  links?: readonly ProfileLink[];
}

export interface AlumniGroup {
  /** The year these members left the board. */
  year: number;
  members: readonly AlumniMember[];
}

export const boardMembers: readonly BoardMember[] = [
  { name: "Krey Pillei", position: "President" },
  { name: "Jessica Jahja", position: "Internal Vice President" },
  { name: "Reyna Phan", position: "External Vice President" },
  { name: "Karissa Ting", position: "Marketing Director" },
  { name: "Timothy Cho", position: "Marketing Coordinator" },
  { name: "Kayla Oh", position: "Marketing Coordinator" },
  {
    name: "Grace Jong",
    position: "Creative Director",
    links: [
      { type: "instagram", href: "https://instagram.com/enen010" },
      { type: "linkedin", href: "https://www.linkedin.com/in/grace-jong030" },
      { type: "website", href: "https://open.spotify.com/user/qrwc744s19oeihuxs13kc58s0?si=93304a8d5c2b4043" },
    ],
  },
  { name: "Natalie Lui", position: "Graphic Designer" },
  { name: "Valerie Huynh", position: "Graphic Designer" },
  { name: "Sammi Li", position: "Finance Director" },
  { name: "Tanvee Patil", position: "Finance Director" },
  { name: "Catherine Peng", position: "Finance Coordinator" },
  { name: "Darshan Golchha", position: "Finance Coordinator" },
  { name: "Kayzelyn Barrett", position: "Project Teams Director" },
  { name: "Branson Wong", position: "Project Teams Coordinator" },
  { name: "Evie Ngo", position: "Project Teams Coordinator" },
  { name: "Leilani Bascos", position: "Project Teams Coordinator" },
  { name: "Heidi Tran", position: "Workshops Director" },
  { name: "Jerry Nguyen", position: "Workshops Coordinator" },
  { name: "Tiffany Ong", position: "Workshops Coordinator" },
  { name: "Kylie Nguyen", position: "Mentorships Director" },
  { name: "Maya Icekson", position: "Mentorships Coordinator" },
  { name: "Sebastian Cusianovic", position: "Mentorships Coordinator" },
  { name: "Angie Xetey", position: "Corporate Director" },
  { name: "Emily Liang", position: "Corporate Director" },
  { name: "Vivianne Zhou", position: "Corporate Coordinator" },
  { name: "Ethan Chin", position: "Webmaster & Corporate Coordinator" },
  {
    name: "Kevin Wu",
    position: "Webmaster",
    links: [{ type: "linkedin", href: "https://www.linkedin.com/in/kevinwu098" }],
  },
];

/** Board interns; the section is left out while there are none. */
export const boardInterns: readonly BoardMember[] = [];

/** Newest departures first. */
export const boardAlumni: readonly AlumniGroup[] = [
  {
    year: 2025,
    members: [
      { name: "Elise Alinsug", position: "Co-President" },
      { name: "Janie Seong", position: "Co-President" },
      { name: "Jamie Kuang", position: "Marketing Director" },
      {
        name: "Aven Chew",
        position: "Marketing Coordinator",
        links: [
          { type: "instagram", href: "https://www.instagram.com/avennchew" },
          { type: "linkedin", href: "https://www.linkedin.com/in/avenchew/" },
        ],
      },
      {
        name: "Emma Choi",
        position: "Marketing Coordinator",
        links: [
          { type: "instagram", href: "https://www.instagram.com/emma.__.choi" },
          { type: "linkedin", href: "https://www.linkedin.com/in/emma-choi-a48b35218/" },
        ],
      },
      {
        name: "Brandon Kahn",
        position: "Industry Outreach Coordinator",
        links: [{ type: "linkedin", href: "https://linkedin.com/in/bdkahn" }],
      },
      {
        name: "John Daniel Norombaba",
        position: "Industry Outreach Coordinator",
        links: [
          { type: "instagram", href: "https://www.instagram.com/norombabajd" },
          { type: "linkedin", href: "https://www.linkedin.com/in/norombabajd/" },
        ],
      },
      {
        name: "Vimala Machiraju",
        position: "Industry Outreach Coordinator",
        links: [{ type: "instagram", href: "https://www.instagram.com/vimalamvv/" }],
      },
      { name: "Andy Dien", position: "Industry Outreach Coordinator" },
      { name: "Thanusree Ammisetti", position: "Workshop Coordinator" },
      {
        name: "Christina Thanh Thao Tran",
        position: "Social Relations Chair",
        links: [{ type: "instagram", href: "https://www.instagram.com/crisptinaa" }],
      },
      { name: "Elisa Fuji", position: "Social Relations Chair" },
      {
        name: "Caroline David",
        position: "Project Teams Coordinator",
        links: [{ type: "linkedin", href: "https://linkedin.com/in/carolinehudavid" }],
      },
      { name: "Winston Lee", position: "Project Teams Coordinator" },
      {
        name: "Megan Rhee",
        position: "Project Teams Coordinator",
        links: [{ type: "instagram", href: "https://instagram.com/meganrheee" }],
      },
      { name: "Jasmine Wu", position: "Designathon Director" },
      {
        name: "Daniela Herrera",
        position: "Creative Director",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/danie1aherrera/" },
          { type: "website", href: "https://danielaherreraportfolio.framer.website/" },
        ],
      },
      {
        name: "Kaitlyn Tran",
        position: "Graphic Designer",
        links: [
          { type: "instagram", href: "https://instagram.com/kaitlyn_tranzzz?igshid=YmMyMTA2M2Y=" },
          { type: "instagram", href: "https://instagram.com/noomzster?igshid=YmMyMTA2M2Y=" },
        ],
      },
      {
        name: "Malina Miura",
        position: "Graphic Designer",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/malina-miura-a66933245/" },
          { type: "instagram", href: "https://instagram.com/kiyoberries" },
        ],
      },
    ],
  },
  {
    year: 2024,
    members: [
      {
        name: "Jin-Kim Niu",
        position: "Co-President",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/jin-kim-niu/" },
          { type: "website", href: "https://jinkimniu.framer.website/" },
        ],
      },
      { name: "Christine Nguyen", position: "Co-President" },
      {
        name: "Jessica (Jay) Sotelo",
        position: "Director of Operations",
        links: [{ type: "linkedin", href: "https://linkedin.com/in/jessica-sotelo" }],
      },
      { name: "Michelle Yang", position: "Marketing Director" },
      { name: "Khanh Tran", position: "Marketing Coordinator" },
      { name: "Nuo Yang", position: "Marketing Coordinator" },
      { name: "Vanna Vuong", position: "Industry Outreach Coordinator" },
      { name: "Ava Lee", position: "Social Chair" },
      {
        name: "Candyce Pham",
        position: "Graphic Designer",
        links: [{ type: "linkedin", href: "https://www.linkedin.com/in/candyce-pham" }],
      },
      {
        name: "Ryan Yang",
        position: "Webmaster",
        links: [
          { type: "instagram", href: "https://www.instagram.com/veryfewsbux" },
          { type: "linkedin", href: "https://www.linkedin.com/in/ryanqyang/" },
          { type: "website", href: "https://ryqn.dev" },
        ],
      },
      { name: "Taesung Hwang", position: "Webmaster" },
    ],
  },
  {
    year: 2023,
    members: [
      {
        name: "Meghna Kaligotla",
        position: "President",
        links: [{ type: "linkedin", href: "https://www.linkedin.com/in/meghna-kaligotla-605/" }],
      },
      {
        name: "Carly Chan",
        position: "Vice President",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/carlychan/" },
          { type: "website", href: "https://carlychan.com/" },
          { type: "instagram", href: "https://www.instagram.com/_carlychan_/" },
        ],
      },
      {
        name: "Jolin Huang",
        position: "Marketing Director",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/jolin-huang-30a4451b0/" },
          { type: "website", href: "https://jolinuxui.myportfolio.com" },
          { type: "instagram", href: "https://www.instagram.com/j.huanggg/" },
        ],
      },
      {
        name: "Kristy Chung",
        position: "Marketing Coordinator",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/kristychung1/" },
          { type: "instagram", href: "https://www.instagram.com/kriisty.c/" },
        ],
      },
      { name: "Vyctoria Vu", position: "Marketing Coordinator" },
      { name: "Emily Huynh", position: "Marketing Coordinator" },
      { name: "Vera Zhang", position: "Workshop Coordinator" },
      {
        name: "Hannah Limary",
        position: "Designathon Director",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/hannah-limary" },
          { type: "website", href: "https://hannahlimary.squarespace.com/" },
        ],
      },
      { name: "Sunny Stetsyuk", position: "Project Teams Coordinator" },
      {
        name: "Jorina Chen",
        position: "Project Teams Coordinator",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/jorinachen/" },
          { type: "website", href: "https://www.jorinachen.com/" },
        ],
      },
      { name: "Zoya Soy", position: "Project Teams Coordinator" },
      {
        name: "Isabel Pham",
        position: "Creative Director",
        links: [{ type: "linkedin", href: "https://www.linkedin.com/in/isabe1pham/" }],
      },
      { name: "Karla Avalos", position: "Graphic Designer" },
      {
        name: "Katherine Park",
        position: "Internal Intern",
        links: [{ type: "linkedin", href: "https://www.linkedin.com/in/katherine-p-a93a10219" }],
      },
      {
        name: "Samantha Purganan",
        position: "Internal Intern",
        links: [{ type: "instagram", href: "https://www.instagram.com/samgmpurg/?hl=en" }],
      },
      { name: "Adora Chen", position: "Internal Intern" },
      {
        name: "Moneer Ghani",
        position: "External Intern",
        links: [
          { type: "instagram", href: "https://www.instagram.com/moneerg/?hl=en" },
          { type: "linkedin", href: "https://www.linkedin.com/in/moneerg" },
        ],
      },
      { name: "Krisha Konchadi", position: "Design Intern" },
      {
        name: "Brandon Gumayagay",
        position: "Developer Intern",
        links: [{ type: "linkedin", href: "https://www.linkedin.com/in/brandon-gumayagay/" }],
      },
      {
        name: "Rosalind Guo",
        position: "Developer Intern",
        links: [{ type: "instagram", href: "https://www.instagram.com/rozguo/" }],
      },
      {
        name: "Kaitlen Ngo",
        position: "Developer Intern",
        links: [{ type: "instagram", href: "https://www.instagram.com/no.11002012014/" }],
      },
    ],
  },
  {
    year: 2022,
    members: [
      { name: "Sonali Chellappa", position: "Project Teams Coordinator" },
      { name: "Juhi Patel", position: "Project Teams Coordinator" },
      { name: "Evangeline Gao", position: "Vice President" },
      { name: "Gabby Tom", position: "Project Teams Coordinator" },
      { name: "Iantha Khan", position: "Marketing Coordinator" },
      {
        name: "Vivian Chu",
        position: "Workshop Coordinator",
        links: [{ type: "linkedin", href: "https://www.linkedin.com/in/vivianchu204/" }],
      },
      { name: "Michael Chang", position: "Financial Chair" },
      {
        name: "Kailer Garcia",
        position: "Creative Director",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/kailer/" },
          { type: "website", href: "https://www.kailerg.com/" },
        ],
      },
      {
        name: "Vivian Nguyen",
        position: "Media Content Creator",
        links: [{ type: "linkedin", href: "https://www.linkedin.com/in/vivvnguyenn/" }],
      },
      {
        name: "Amy Steinmetz",
        position: "Financial Chair",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/amysteinmetz/" },
          { type: "website", href: "https://uxfol.io/steinmea" },
          { type: "instagram", href: "https://www.instagram.com/amytallgirl/" },
        ],
      },
      {
        name: "Vivian Lin",
        position: "Industry Outreach Coordinator",
        links: [
          { type: "linkedin", href: "https://www.linkedin.com/in/vivianplin/" },
          { type: "instagram", href: "https://www.instagram.com/strawbbyv/" },
        ],
      },
      { name: "Kevin Tsai", position: "Industry Outreach Coordinator" },
    ],
  },
  {
    year: 2021,
    members: [
      { name: "Jody Jamin", position: "President" },
      { name: "Ivy Thong", position: "Vice President" },
      { name: "Andrew Benson", position: "Financial Chair" },
      { name: "Laney Dang", position: "Marketing Director" },
      { name: "John Ly", position: "Marketing" },
      { name: "Ashlyn Riambon", position: "Marketing" },
      { name: "Stella Adriana", position: "Industry Outreach" },
      { name: "Sophia Huang", position: "Workshop Committee" },
      { name: "Sruthi Ramabadran", position: "Social Coordinator" },
      { name: "Jonathan Fung", position: "Project Teams Committee" },
      { name: "Angela Martin", position: "Project Teams Committee" },
    ],
  },
  {
    year: 2020,
    members: [
      { name: "Tiffany Nguyen", position: "President" },
      { name: "Nguyen Dang", position: "Visual Designer" },
      { name: "Kacey Diep", position: "Financial Chair" },
      { name: "Akshita Nathani", position: "Industry Outreach" },
      { name: "Danny Pham", position: "Social Coordinator" },
      { name: "Sabrina Lee", position: "Social Coordinator" },
      { name: "Dachelle Alo", position: "Project Teams Committee" },
    ],
  },
];
