// Beyond Our Horizons' keynote speakers and judges.
import type { DesignathonPerson } from "../../designathon-types.ts";

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
export const speakers2025 = [
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
export const judges2025 = [
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
