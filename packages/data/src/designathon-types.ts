// Content types shared by the Design-a-thon editions.
import type { Photo } from "./photo.ts";

/** A judge, keynote speaker or workshop host. Without a `photo` a portrait drawn from the name is shown. */
export interface DesignathonPerson {
  /** Unique within the edition. */
  id: string;
  name: string;
  role: string;
  /** The person's own words about themselves, when they supplied some; never written for them or copied. */
  about?: string;
  pronouns?: string;
  funFact?: string;
  /** What the person did at the edition, as facts from its record ("Judge", a workshop and its time). */
  contributions?: readonly string[];
  photo?: Photo;
}

export type PrizeSymbol = "1st" | "2nd" | "3rd" | "Raffle" | "Presentation" | "Creative" | "Honorable" | "Extras";

export interface PrizeGroup {
  symbol: PrizeSymbol;
  label: string;
  prizes: readonly string[];
}

export interface Winner {
  place: string;
  /** The team's name, where the record gives one. */
  team?: string;
  members: readonly { name: string; school?: string }[];
  project: string;
  /** What they made, in our words; left out where the record does not say. */
  description?: string;
}

/** An FAQ answer: plain text, or text followed by one link. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  link?: { label: string; href: string };
}

export interface SectionNavItem {
  label: string;
  /** The section's element id (without "#"). */
  id: string;
}

export interface SponsorCard {
  id: string;
  /** Who they are, e.g. "a productivity tool". */
  kind: string;
  /** The sponsor's own website; leave it out until the board has the real address (the card shows the logo alone). */
  link?: string;
  /** The sponsor's name as a wordmark in the edition's style: our own drawing, never their logo file; without one, the name is set as type. */
  logo?: string;
  alt: string;
}

export type ShowcaseLinkType = "Prototype" | "Case Study" | "Slides" | "Video";

/** One awarded entry of a past edition. */
export interface ShowcaseEntry {
  /** The award, e.g. "1st Place". */
  title: string;
  image: string;
  /** The project's name. */
  name: string;
  creators: readonly string[];
  links: readonly { type: ShowcaseLinkType; href: string }[];
  /** "cover" fills the frame (a screen), "contain" shows the whole picture. */
  photoStyle?: "cover" | "contain";
}
