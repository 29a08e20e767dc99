// Beyond Our Horizons, Design-a-thon 2025: the edition's record, from the club's
// published page (designatuci/designathon-website, src/components/seasons/2025/)
// and its 2026 page's archive card (theme, participants, winners).
// Times are Pacific wall-clock times. The record says "PST"; in April that is
// Pacific daylight time, which `pacific()` applies.
import { pacific } from "@duci/time/pacific";
import type { DesignathonPerson, SectionNavItem, SponsorCard } from "../../designathon-types.ts";
import type { Edition, EditionSummary } from "../../edition.ts";
import cover from "./images/cover.svg";

// Names and roles exactly as the speaker and judge cards have them (the
// itinerary words some roles differently); no words written for anyone.
const milesSeiden = {
  id: "miles-seiden",
  name: "Miles Seiden",
  role: "Fractional Creative Director & Consultant at Miles Seiden Creative",
} as const satisfies DesignathonPerson;

const lawrenceNtim = {
  id: "lawrence-ntim",
  name: "Lawrence Ntim",
  role: "Ex-Senior Product Designer at Dropbox",
} as const satisfies DesignathonPerson;

/** The keynote speakers, in the record's order; Miles Seiden and Lawrence Ntim judged too. */
const speakers2025 = [
  {
    id: "robyn-young",
    name: "Robyn Young",
    role: "Founder, Brand Strategist, and Author of Build Your Brand Universe",
  },
  { id: "alex-park", name: "Alex Park", role: "UX Design Manager at Riot Games" },
  milesSeiden,
  { id: "tyler-vickers", name: "Tyler Vickers", role: "Senior Product Manager at Amazon" },
  lawrenceNtim,
] as const satisfies readonly DesignathonPerson[];

/** The judges, in the record's order. */
const judges2025 = [
  { id: "nicole-liang", name: "Nicole Liang", role: "Senior UX Designer at Google" },
  { id: "michael-auld", name: "Michael Auld", role: "Product Illustrator at Anduril" },
  { id: "sergio-harashyn", name: "Sergio Harashyn", role: "Co-founder, Head of Product Design at AI2UX" },
  { id: "sarina-chen", name: "Sarina Chen", role: "Growth Product Designer & Manager at MoBagel" },
  { id: "agnes-tran", name: "Agnes Tran", role: "Senior Designer at IBM iX" },
  { id: "kyuha-jung", name: "Kyuha Jung", role: "PhD Student & HCI Researcher at UCI Informatics" },
  { id: "yuko-shimura", name: "Yuko Shimura", role: "Product Designer at Centerfield" },
  { id: "iris-spear", name: "Iris Spear", role: "Lead UX Designer at Alteryx" },
  milesSeiden,
  { id: "damjan-krajacic", name: "Damjan Krajacic", role: "UX Strategist at ActiveColor" },
  lawrenceNtim,
] as const satisfies readonly DesignathonPerson[];

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
