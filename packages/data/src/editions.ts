import type { ShowcaseEntry } from "./designathon-types.ts";
import edition2021 from "./images/showcase/edition-2021.svg";
import edition2022 from "./images/showcase/edition-2022.svg";
import edition2023 from "./images/showcase/edition-2023.svg";
import edition2024 from "./images/showcase/edition-2024.svg";
import { paths } from "./paths.ts";
import { showcase2021, showcase2022, showcase2023, showcase2024 } from "./showcase.ts";

export interface Edition {
  year: number;
  /** The edition's name. */
  title: string;
  theme: string;
  /** Dates as shown to visitors. */
  dates: string;
  /** First and last day, Pacific calendar dates (YYYY-MM-DD); absent where not known. */
  start?: string;
  end?: string;
  format?: string;
  participants?: string;
  /** Our page for the edition, or the legacy external site. */
  link: string;
  /** Cover art for the overview's card. */
  image: string;
  /** Awarded entries, shown behind the card's showcase toggle. */
  showcase: readonly ShowcaseEntry[];
}

/** Every Design-a-thon, newest first: the overview's list and the editions' headers. */
export const editions = [
  {
    year: 2024,
    title: "True to You",
    theme: "True to You",
    dates: "May 17-19, 2024",
    start: "2024-05-17",
    end: "2024-05-19",
    format: "Hybrid",
    link: paths.designathon24,
    image: edition2024,
    showcase: showcase2024,
  },
  {
    year: 2023,
    title: "You Belong Here",
    theme: "Community & Inclusivity",
    dates: "February 24-26, 2023",
    start: "2023-02-24",
    end: "2023-02-26",
    format: "Online plus in-person work sessions",
    participants: "300+",
    link: paths.designathon23,
    image: edition2023,
    showcase: showcase2023,
  },
  {
    year: 2022,
    title: "Impact",
    theme: "Impact",
    dates: "January 28-30, 2022",
    start: "2022-01-28",
    end: "2022-01-30",
    participants: "100+",
    link: paths.designathon22,
    image: edition2022,
    showcase: showcase2022,
  },
  {
    year: 2021,
    title: "Mindfulness & Productivity",
    theme: "Mindfulness & Productivity",
    dates: "2021",
    participants: "100+",
    link: "https://designathon2021.designatuci.com/",
    image: edition2021,
    showcase: showcase2021,
  },
] as const satisfies readonly Edition[];

export function editionOf(year: number): Edition {
  const edition = editions.find((item) => item.year === year);
  if (!edition) throw new Error(`No Design-a-thon edition for ${year}`);
  return edition;
}
