// The shape of one Design-a-thon edition's record (packages/data/src/editions/<year>/record.ts).
// Everything the site derives for an edition — its path and aliases, the
// overview card, the JSON-LD Event, the sitemap entry and the deploy
// assembly — is read from these records, so a new edition is one new file.
import type { BrandColor } from "./brand.ts";
import { club } from "./config.ts";
import type { DesignathonPerson, SectionNavItem, ShowcaseEntry, SponsorCard } from "./designathon-types.ts";
import { editionSummaries } from "./editions/index.ts";
import type { Photo } from "./photo.ts";

/** Someone on the organizing team, named in the page's credits. */
export interface EditionOrganizer {
  id: string;
  name: string;
  role: string;
  /** Without one, a portrait drawn from the name is shown. */
  photo?: Photo;
}

export interface EditionPeople {
  /** Judges; where the keynote speaker also judges, they come first here. */
  judges: readonly DesignathonPerson[];
  /** Speakers besides the judges (talks, panels), in the order the record lists them. */
  speakers?: readonly DesignathonPerson[];
  /** The keynote speaker, where they are not among the judges. */
  keynote?: DesignathonPerson;
  workshopHosts: readonly DesignathonPerson[];
  organizers?: readonly EditionOrganizer[];
}

/** The edition's card on the Design-a-thon overview (its dates come from the record's days). */
export interface EditionCard {
  /** How people took part, e.g. "Hybrid". */
  format?: string;
  /** e.g. "300+". */
  participants?: string;
  /** Cover art (an imported image). */
  image: string;
  /** Awarded entries, shown behind the card's showcase toggle. */
  showcase: readonly ShowcaseEntry[];
}

/**
 * The part of a record that the Design-a-thon overview and the home page show.
 * A record file exports it on its own as well, so those pages load these
 * facts without every edition's people, sponsors and sections.
 */
export interface EditionSummary {
  /** Two digits: the app folder (apps/designathon-<yy>) and the path (/designathon/<yy>/). */
  yy: string;
  year: number;
  /** The edition's name, e.g. "True to You". */
  name: string;
  /** The design theme announced to participants. */
  theme: string;
  /** Each day of the event as a Pacific calendar date (YYYY-MM-DD), in order. */
  days: readonly string[];
  card: EditionCard;
}

export interface Edition extends EditionSummary {
  /** Check-in or opening, as an instant (write it with `pacific("YYYY-MM-DDTHH:MM")`). */
  start: Date;
  /** The close of the last day, as an instant. */
  end: Date;
  /** When the challenge brief (the prompt) is revealed on the page. */
  briefReveal: Date;
  /** When the winners are announced (the closing ceremony), where the page waits for it. */
  winnersAnnounced?: Date;
  /** The page's sections, in order, as its section navigation lists them. */
  sections: readonly SectionNavItem[];
  /** Other names of the page: each serves /designathon/<alias>/ and /designathons/<alias>/ as a redirect. */
  aliases: readonly string[];
  /** Old top-level addresses, each serving /<path>/ as a redirect to the page. */
  rootAliases?: readonly string[];
  /** The page's own colours: two of the brand swatches. */
  colors: { tint: BrandColor; accent: BrandColor };
  people: EditionPeople;
  sponsors: readonly SponsorCard[];
  partners?: readonly SponsorCard[];
  /** Facts of the schema.org Event search engines read. */
  event: {
    /** "mixed": on campus and online; "online": online only. */
    mode: "mixed" | "online";
    description: string;
  };
}

/** An edition's page: /designathon/<yy>/. */
export function editionPath(edition: Pick<Edition, "yy">): `/designathon/${string}/` {
  return `/designathon/${edition.yy}/`;
}

/** An edition's people page, every judge's and speaker's profile: /designathon/<yy>/people/. */
export function editionPeoplePath(edition: Pick<Edition, "yy">): `/designathon/${string}/people/` {
  return `${editionPath(edition)}people/`;
}

/** The edition's full title, e.g. "Design-a-thon 2024: True to You". */
export function editionTitle(edition: Pick<Edition, "year" | "name">): string {
  return `Design-a-thon ${edition.year}: ${edition.name}`;
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th";
  return `${day}${suffix}`;
}

/** "2024-05-17" as "May 17th"; read from the calendar date itself, so no time zone is involved. */
function dayLabel(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${monthNames[(month ?? 1) - 1] ?? ""} ${ordinal(date ?? 1)}`;
}

/**
 * The header's date line, from the record's Pacific days: the first and the last.
 *
 * @example
 * editionDateLine({ days: ["2024-05-17", "2024-05-18", "2024-05-19"] }) // "May 17th - May 19th"
 */
export function editionDateLine(edition: Pick<Edition, "days">): string {
  const first = edition.days[0];
  const last = edition.days.at(-1);
  if (!first || !last) return "";
  return first === last ? dayLabel(first) : `${dayLabel(first)} - ${dayLabel(last)}`;
}

/**
 * The edition's dates as the overview card and the page description show them,
 * from the record's Pacific days: the shared month and year said once.
 *
 * @example
 * editionDates({ days: ["2024-05-17", "2024-05-18", "2024-05-19"] }) // "May 17-19, 2024"
 * editionDates({ days: ["2025-04-30", "2025-05-01"] })               // "April 30 - May 1, 2025"
 * editionDates({ days: ["2025-12-31", "2026-01-01"] })               // "December 31, 2025 - January 1, 2026"
 */
export function editionDates(edition: Pick<Edition, "days">): string {
  const first = edition.days[0];
  const last = edition.days.at(-1);
  if (!first || !last) return "";
  const [firstYear, firstMonth, firstDay] = first.split("-").map(Number);
  const [lastYear, lastMonth, lastDay] = last.split("-").map(Number);
  const month = (number = 1) => monthNames[number - 1] ?? "";
  if (first === last) return `${month(firstMonth)} ${firstDay}, ${firstYear}`;
  if (firstYear !== lastYear) {
    return `${month(firstMonth)} ${firstDay}, ${firstYear} - ${month(lastMonth)} ${lastDay}, ${lastYear}`;
  }
  if (firstMonth !== lastMonth) return `${month(firstMonth)} ${firstDay} - ${month(lastMonth)} ${lastDay}, ${lastYear}`;
  return `${month(firstMonth)} ${firstDay}-${lastDay}, ${lastYear}`;
}

/**
 * The page's description for search engines and link previews, from the record:
 * the name, the year, the dates and the event's own description.
 */
export function editionDescription(edition: Pick<Edition, "year" | "name" | "days" | "event">): string {
  return `${edition.name}, ${club.name}'s ${edition.year} Design-a-thon, ${editionDates(edition)}. ${edition.event.description}`;
}

/** The edition visitors are pointed to: the one whose first day is last. */
export function currentEdition(list: readonly EditionSummary[] = editionSummaries): EditionSummary {
  const [first, ...rest] = list;
  if (!first) throw new Error("No Design-a-thon edition");
  const firstDay = (edition: EditionSummary) => edition.days[0] ?? "";
  return rest.reduce((latest, edition) => (firstDay(edition) > firstDay(latest) ? edition : latest), first);
}
