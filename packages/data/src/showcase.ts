import type { ShowcaseEntry } from "./designathon-types.ts";
import carbonology from "./images/showcase/carbonology.svg";
import colorful from "./images/showcase/colorful.svg";
import honeycomb from "./images/showcase/honeycomb.svg";
import motivator from "./images/showcase/motivator.svg";
import orin from "./images/showcase/orin.svg";
import ratatouille from "./images/showcase/ratatouille.svg";

// Awarded entries of each edition, shown on the overview's past-event cards,
// as the club's Design-a-thon archive lists them. The pictures are our own
// drawn covers, not the projects' screens; a link is the team's published prototype.

/** 2024's winners were never published, so its card has no showcase. */
export const showcase2024 = [] as const satisfies readonly ShowcaseEntry[];

export const showcase2023 = [
  {
    title: "1st Place",
    image: colorful,
    name: "Colorful",
    creators: ["William Han", "Megan Phi", "Jayden Kang", "Amy La"],
    links: [],
  },
  {
    title: "2nd Place",
    image: honeycomb,
    name: "Honeycomb",
    creators: ["Mandy Wu", "Lea Hidaka"],
    links: [],
  },
] as const satisfies readonly ShowcaseEntry[];

export const showcase2022 = [
  {
    title: "1st Place",
    image: ratatouille,
    name: "Ratatouille",
    creators: ["Stephanie Chang", "Michelle Kou"],
    links: [],
  },
  {
    title: "2nd Place",
    image: carbonology,
    name: "Carbonology",
    creators: ["Ashley Chang", "An Nguyen", "Ryan Yang", "Angel Yim"],
    links: [],
  },
] as const satisfies readonly ShowcaseEntry[];

export const showcase2021 = [
  {
    title: "Best Overall",
    image: motivator,
    name: "Motivator",
    creators: ["Allison Yick", "Jonathan Lum", "Stephanie Chang"],
    links: [
      {
        type: "Prototype",
        href: "https://www.figma.com/file/h5bJ9LHNDm1K3PYy0Ck1wk/UCI-Designathon-%E2%80%93-Team-%23396D84-(Copy)?node-id=85%3A0",
      },
    ],
  },
  {
    title: "Honorable Mention",
    image: orin,
    name: "Orin",
    creators: ["Isha Godara"],
    links: [{ type: "Prototype", href: "https://www.figma.com/file/uYMb1cJIA0JCn2twIbbIUE/Orin-Copy" }],
  },
] as const satisfies readonly ShowcaseEntry[];
