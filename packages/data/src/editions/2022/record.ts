// Impact, Design-a-thon 2022: the edition's record, from the club's published
// 2022 page (judges, workshop hosts, organizers and sponsors as it named them).
import { pacific } from "@duci/time/pacific";
import type { DesignathonPerson, SponsorCard } from "../../designathon-types.ts";
import type { Edition, EditionOrganizer, EditionSummary } from "../../edition.ts";
import { showcase2022 } from "../../showcase.ts";
import cover from "./images/cover.svg";
import rosenfeldMediaLogo from "./images/rosenfeld-media.svg";
import sketchLogo from "./images/sketch.svg";

const impactJudges: readonly (DesignathonPerson & { pronouns: string })[] = [
  {
    id: "lillian-choi",
    name: "Lillian Choi",
    pronouns: "she/her",
    role: "UX Designer at Samsung Electronics America",
  },
  {
    id: "nathan-gao",
    name: "Nathan Gao",
    pronouns: "he/him",
    role: "Experience Design Lead at Northwestern Mutual",
  },
  {
    id: "jered-odegard",
    name: "Jered Odegard",
    pronouns: "he/him",
    role: "Coach at Zeal; Former Product Design Leader at Redfin, Expedia",
  },
  {
    id: "vanessa-wong",
    name: "Vanessa Wong",
    pronouns: "she/her",
    role: "Senior Designer @ Accenture Interactive",
  },
];

const impactWorkshopHosts: readonly (DesignathonPerson & { pronouns: string })[] = [
  { id: "katrina-liu", name: "Katrina Liu", pronouns: "she/her", role: "Senior UX Designer at Microsoft" },
  { id: "samanvay-kasarala", name: "Samanvay Kasarala", pronouns: "he/him", role: "UX designer at Reonomy" },
  { id: "mingjia-wang", name: "Mingjia Wang", pronouns: "he/him", role: "Executive Advisor @ Commit the Change" },
  { id: "alan-chang", name: "Alan Chang", pronouns: "he/him", role: "VP of Outreach @ Commit the Change" },
  { id: "hannah-limary", name: "Hannah Limary", pronouns: "she/her", role: "UX Design Intern @ Amazon" },
  { id: "evangeline-gao", name: "Evangeline Gao", pronouns: "she/her", role: "Vice President @ Design at UCI" },
];

const impactOrganizers: readonly EditionOrganizer[] = [
  {
    id: "vivian-lin",
    name: "Vivian Lin",
    role: "Industry Outreach Coordinator, Logistics Organizer, Judge & Speaker Outreach",
  },
  { id: "kevin-tsai", name: "Kevin Tsai", role: "Industry Outreach Coordinator, Sketch Sponsorship Coordinator" },
  { id: "hannah-limary", name: "Hannah Limary", role: "President, Sponsorship Coordinator, Workshop Host" },
  { id: "evangeline-gao", name: "Evangeline Gao", role: "Vice President, Workshop Host" },
  { id: "kailer-garcia", name: "Kailer Garcia", role: "Graphic Designer, Developer & Webmaster" },
  // The published page printed "Isabel PhAM (PST)", a find-and-replace slip; her schedule entry names her Isabel Pham.
  { id: "isabel-pham", name: "Isabel Pham", role: "Graphic Designer, Social Host" },
  { id: "vivian-chu", name: "Vivian Chu", role: "Workshop Coordinator, Discord Bot Moderator" },
  { id: "meghna-kaligotla", name: "Meghna Kaligotla", role: "Workshop Committee" },
  { id: "jolin-huang", name: "Jolin Huang", role: "Marketing" },
  { id: "carly-chan", name: "Carly Chan", role: "Marketing" },
  { id: "iantha-khan", name: "Iantha Khan", role: "Marketing" },
  { id: "sonali-chellappa", name: "Sonali Chellappa", role: "Project Teams Committee" },
  { id: "juhi-patel", name: "Juhi Patel", role: "Project Teams Committee" },
  { id: "vivian-nguyen", name: "Vivian Nguyen", role: "Content Creation & Marketing" },
  { id: "amy-steinmetz", name: "Amy Steinmetz", role: "Financial Chair" },
];

const sponsors: readonly SponsorCard[] = [
  {
    id: "rosenfeld-media",
    kind: "a publisher of UX books",
    link: "https://rosenfeldmedia.com/",
    logo: rosenfeldMediaLogo,
    alt: "Rosenfeld Media",
  },
  {
    id: "sketch",
    kind: "a design tool",
    link: "https://www.sketch.com",
    logo: sketchLogo,
    alt: "Sketch",
  },
];

/** What the Design-a-thon overview and the home page show: they load this part alone. */
export const summary2022 = {
  yy: "22",
  year: 2022,
  name: "Impact",
  theme: "Impact",
  days: ["2022-01-28", "2022-01-29", "2022-01-30"],
  card: { participants: "100+", image: cover, showcase: showcase2022 },
} as const satisfies EditionSummary;

export const edition2022 = {
  ...summary2022,
  start: pacific("2022-01-28T18:00"),
  end: pacific("2022-01-30T19:00"),
  briefReveal: pacific("2022-01-28T18:30"),
  sections: [
    { label: "Overview", id: "overview" },
    { label: "Rules", id: "rules" },
    { label: "Schedule", id: "schedule" },
    { label: "Resources", id: "resources" },
    { label: "FAQ", id: "faq" },
    { label: "About", id: "about" },
  ],
  aliases: ["22", "impact", "impact22"],
  rootAliases: ["impact22", "designathon22"],
  colors: { tint: "#FFDFD9", accent: "#FFCC45" }, // Peach and Yellow
  people: { judges: impactJudges, workshopHosts: impactWorkshopHosts, organizers: impactOrganizers },
  sponsors,
  event: {
    mode: "online",
    description: "A free three-day online design competition for college students on the theme of impact.",
  },
} as const satisfies Edition;
