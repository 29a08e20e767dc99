import type { ShowcaseEntry } from "./designathon-types.ts";
import mirrorJournal from "./images/showcase/mirror-journal.svg";
import neighborly from "./images/showcase/neighborly.svg";
import openDoor from "./images/showcase/open-door.svg";
import quietHour from "./images/showcase/quiet-hour.svg";
import rootsMap from "./images/showcase/roots-map.svg";
import seedling from "./images/showcase/seedling.svg";
import sparkGrid from "./images/showcase/spark-grid.svg";
import threadTogether from "./images/showcase/thread-together.svg";

// Awarded entries of each edition, shown on the overview's past-event cards.
// Teams and projects are fictional, so they have no prototype or slides to link to.

export const showcase2024 = [
  {
    title: "1st Place",
    image: mirrorJournal,
    name: "Mirror Journal",
    creators: ["Rowan Ellis", "Priya Natarajan", "Mateo Cruz"],
    links: [],
  },
  {
    title: "2nd Place",
    image: threadTogether,
    name: "Thread Together",
    creators: ["Hana Okafor", "Liam Tran"],
    links: [],
  },
] as const satisfies readonly ShowcaseEntry[];

export const showcase2023 = [
  {
    title: "1st Place",
    image: openDoor,
    name: "Open Door",
    creators: ["Sofia Reyes", "Kenji Mori", "Amara Blake", "Theo Park"],
    links: [],
  },
  {
    title: "Most Creative",
    image: neighborly,
    name: "Neighborly",
    creators: ["Ava Lindqvist", "Omar Haddad"],
    links: [],
  },
] as const satisfies readonly ShowcaseEntry[];

export const showcase2022 = [
  {
    title: "1st Place",
    image: sparkGrid,
    name: "Spark Grid",
    creators: ["Noor Siddiqui", "Caleb Wong", "Iris Delgado"],
    links: [],
  },
  {
    title: "2nd Place",
    image: quietHour,
    name: "Quiet Hour",
    creators: ["Jonah Feld", "Mina Cho"],
    links: [],
  },
] as const satisfies readonly ShowcaseEntry[];

export const showcase2021 = [
  {
    title: "1st Place",
    image: seedling,
    name: "Seedling",
    creators: ["Lena Fischer", "Arjun Mehta"],
    links: [],
    photoStyle: "contain",
  },
  {
    title: "Honorable Mention",
    image: rootsMap,
    name: "Roots Map",
    creators: ["Grace Kim", "Diego Alvarez", "Zoe Martin"],
    links: [],
  },
] as const satisfies readonly ShowcaseEntry[];
