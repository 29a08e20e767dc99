// Impact's judges, workshop hosts and organizers as the club's 2022 page named them:
// names, pronouns and roles, exactly.
import type { DesignathonPerson } from "../../designathon-types.ts";
import type { EditionOrganizer } from "../../edition.ts";

export const impactJudges: readonly (DesignathonPerson & { pronouns: string })[] = [
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

export const impactWorkshopHosts: readonly (DesignathonPerson & { pronouns: string })[] = [
  { id: "katrina-liu", name: "Katrina Liu", pronouns: "she/her", role: "Senior UX Designer at Microsoft" },
  { id: "samanvay-kasarala", name: "Samanvay Kasarala", pronouns: "he/him", role: "UX designer at Reonomy" },
  { id: "mingjia-wang", name: "Mingjia Wang", pronouns: "he/him", role: "Executive Advisor @ Commit the Change" },
  { id: "alan-chang", name: "Alan Chang", pronouns: "he/him", role: "VP of Outreach @ Commit the Change" },
  { id: "hannah-limary", name: "Hannah Limary", pronouns: "she/her", role: "UX Design Intern @ Amazon" },
  { id: "evangeline-gao", name: "Evangeline Gao", pronouns: "she/her", role: "Vice President @ Design at UCI" },
];

export const impactOrganizers: readonly EditionOrganizer[] = [
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
