// Beyond Our Horizons, Design-a-thon 2025: the edition's record, from the club's
// published page (designatuci/designathon-website, src/components/seasons/2025/)
// and its 2026 page's archive card (theme, participants, winners).
// Times are Pacific wall-clock times. The record says "PST"; in April that is
// Pacific daylight time, which `pacific()` applies.
import { pacific } from "@duci/time/pacific";
import type { SectionNavItem, SponsorCard } from "../../designathon-types.ts";
import type { Edition, EditionSummary } from "../../edition.ts";
import cover from "./images/cover.svg";
import { judges2025, speakers2025 } from "./people.ts";

/**
 * The partners as the record names them. The record links to no sponsor's
 * website, so no card links out; without a drawn wordmark, each name is set
 * in the edition's type.
 */
const sponsors2025 = [
  { id: "notion", kind: "a productivity tool", alt: "Notion" },
  { id: "uci-odit", kind: "a university data and IT office", alt: "UCI ODIT" },
  { id: "designli", kind: "a digital product studio", alt: "Designli" },
  { id: "antpreneur-center", kind: "a campus startup center", alt: "ANTpreneur Center" },
  { id: "poppi", kind: "a soda brand", alt: "poppi" },
] as const satisfies readonly SponsorCard[];

// In the record's order. The record calls the schedule "Itinerary"; the shared
// Schedule block titles its section "Schedule", and the bar must name the heading.
const sections2025 = [
  { label: "About", id: "s-about" },
  { label: "Prompt", id: "s-prompt" },
  { label: "Schedule", id: "s-schedule" },
  { label: "FAQ", id: "s-faq" },
  { label: "Prizes", id: "s-prizes" },
  { label: "Judges & Speakers", id: "s-speakers" },
  { label: "Partners", id: "s-sponsors" },
  { label: "Organizing Team", id: "s-team" },
  { label: "Rules", id: "s-rules" },
] as const satisfies readonly SectionNavItem[];

/** What the Design-a-thon overview and the home page show: they load this part alone. */
export const summary2025 = {
  yy: "25",
  year: 2025,
  name: "Beyond Our Horizons",
  // As the club's archive card (on its 2026 page) names the theme.
  theme: "Innovation & Change",
  days: ["2025-04-18", "2025-04-19", "2025-04-20"],
  // The archive card's count; the 2025 page's own figures say 300+ attendees (content.ts).
  card: { format: "Hybrid", participants: "250+", image: cover, showcase: [] },
} as const satisfies EditionSummary;

export const edition2025 = {
  ...summary2025,
  // Check-in starts.
  start: pacific("2025-04-18T15:30"),
  // The closing ceremony ends: "Design-a-thon Ends".
  end: pacific("2025-04-20T16:30"),
  // "Designing Begins" at 6:30 PM, as the itinerary has it (the countdown's code
  // said 5:30 PM, its comment 6:30 PM); the prompt was revealed then.
  briefReveal: pacific("2025-04-18T18:30"),
  // The closing ceremony, "Closing Ceremony & Winners Announced".
  winnersAnnounced: pacific("2025-04-20T15:45"),
  sections: sections2025,
  aliases: ["25", "beyond-our-horizons"],
  colors: { tint: "#CEF2FF", accent: "#FF9FF4" }, // Sky and Pink
  people: { speakers: speakers2025, judges: judges2025, workshopHosts: [] },
  sponsors: sponsors2025,
  partners: [],
  event: {
    mode: "mixed",
    description:
      "A free three-day hybrid design competition for students: reimagine how people interface with the world, with workshops, talks and prizes.",
  },
} as const satisfies Edition;
