import { paths } from "./paths.ts";

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
  },
  {
    year: 2021,
    title: "Mindfulness & Productivity",
    theme: "Mindfulness & Productivity",
    dates: "2021",
    participants: "100+",
    link: "https://designathon2021.designatuci.com/",
  },
] as const satisfies readonly Edition[];

export function editionOf(year: number): Edition {
  const edition = editions.find((item) => item.year === year);
  if (!edition) throw new Error(`No Design-a-thon edition for ${year}`);
  return edition;
}
