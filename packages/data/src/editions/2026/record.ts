// Lost & Found, Design-a-thon 2026: the edition's record, from the club's
// published page (designatuci/designathon-website, the 2026 landing page).
// Times are Pacific wall-clock times. Beside it: content.ts (what the page
// shows beyond the record), schedule.ts, people.ts and images/ (the overview
// card's cover, our own drawing).
import { pacific } from "@duci/time/pacific";
import type { SectionNavItem, SponsorCard } from "../../designathon-types.ts";
import type { Edition, EditionSummary } from "../../edition.ts";
import cover from "./images/cover.svg";
import { judges2026, speakers2026 } from "./people.ts";

/** The page's sections in the record's order (its "Team" is our Organizing Team). */
const sections2026 = [
  { label: "About", id: "s-about" },
  { label: "Prompts", id: "s-prompts" },
  { label: "Itinerary", id: "s-schedule" },
  { label: "Prizes", id: "s-prizes" },
  { label: "Speakers & Judges", id: "s-speakers" },
  { label: "Partners", id: "s-partners" },
  { label: "Organizing Team", id: "s-team" },
  { label: "Rules", id: "s-rules" },
  { label: "FAQ", id: "s-faq" },
] as const satisfies readonly SectionNavItem[];

/**
 * The 21 partners in the record's order, each linking to the site the record
 * gives it; no drawn wordmarks, so each name is set in the edition's type.
 * "Eat Studio" is how the partner list spells it (elsewhere "EAT Studio").
 */
const partners2026 = [
  {
    id: "uci-spfb",
    kind: "a student programming fund of UC Irvine",
    link: "https://asuci.uci.edu/spfb/",
    alt: "UCI SPFB",
  },
  { id: "google-gemini", kind: "an AI assistant", link: "https://gemini.google.com/", alt: "Google Gemini" },
  { id: "notability", kind: "a note-taking app", link: "https://notability.com/", alt: "Notability" },
  {
    id: "antrepreneur-center",
    kind: "UC Irvine's entrepreneurship center",
    link: "https://antrepreneur.uci.edu/",
    alt: "ANTrepreneur Center",
  },
  { id: "auntea-jenny", kind: "a tea shop", link: "https://aunteajenny.us/", alt: "Auntea Jenny" },
  { id: "menya-hanabi", kind: "a ramen restaurant", link: "https://menyahanabiusa.com/", alt: "Menya Hanabi" },
  { id: "eat-studio", kind: "a brand studio", link: "https://eat.studio/", alt: "Eat Studio" },
  { id: "figma", kind: "a design tool", link: "https://www.figma.com/", alt: "Figma" },
  { id: "poppi", kind: "a soda brand", link: "https://drinkpoppi.com/", alt: "poppi" },
  { id: "ryan-yang", kind: "an individual partner", link: "https://ryqn.dev/", alt: "Ryan Yang" },
  { id: "bluety", kind: "a gift brand", link: "https://bybluety.com/", alt: "Bluety" },
  { id: "raising-canes", kind: "a restaurant chain", link: "https://raisingcanes.com/", alt: "Raising Cane's" },
  { id: "olive-garden", kind: "a restaurant chain", link: "https://www.olivegarden.com/", alt: "Olive Garden" },
  { id: "tigawok", kind: "a restaurant", link: "https://www.tigawok.com/", alt: "Tigawok" },
  { id: "amazon", kind: "an online store", link: "https://www.amazon.com/", alt: "Amazon" },
  {
    id: "microsoft-copilot",
    kind: "an AI assistant",
    link: "https://copilot.microsoft.com/",
    alt: "Microsoft Copilot",
  },
  { id: "doordash", kind: "a food delivery service", link: "https://www.doordash.com/", alt: "Doordash" },
  { id: "uber-eats", kind: "a food delivery service", link: "https://www.ubereats.com/", alt: "Uber Eats" },
  { id: "lego", kind: "a toy company", link: "https://www.lego.com/", alt: "LEGO" },
  {
    id: "monster-energy",
    kind: "an energy drink brand",
    link: "https://www.monsterenergy.com/",
    alt: "Monster Energy",
  },
  { id: "chipotle", kind: "a restaurant chain", link: "https://www.chipotle.com/", alt: "Chipotle" },
] as const satisfies readonly SponsorCard[];

/** What the Design-a-thon overview and the home page show: they load this part alone. */
export const summary2026 = {
  yy: "26",
  year: 2026,
  name: "Lost & Found",
  theme: "Lost & Found",
  days: ["2026-04-24", "2026-04-25", "2026-04-26"],
  // The record gives no participant count for 2026: the card leaves it out.
  card: { format: "Hybrid", image: cover, showcase: [] },
} as const satisfies EditionSummary;

export const edition2026 = {
  ...summary2026,
  // Friday's check-in opens the event; Sunday's closing ceremony and awards end it.
  start: pacific("2026-04-24T17:00"),
  end: pacific("2026-04-26T21:00"),
  // The prompts were revealed at Friday's opening ceremony.
  briefReveal: pacific("2026-04-24T18:00"),
  sections: sections2026,
  aliases: ["26", "lost-and-found"],
  colors: { tint: "#CEF2FF", accent: "#011EFB" }, // Sky and Ultraviolet
  people: { speakers: speakers2026, judges: judges2026, workshopHosts: [] },
  sponsors: partners2026,
  event: {
    mode: "mixed",
    description:
      "A free three-day hybrid design hackathon for students in the US: design and prototype a solution to a prompt, join workshops, and present it to industry judges.",
  },
} as const satisfies Edition;
