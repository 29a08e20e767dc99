// Lost & Found's keynote speakers and judges as the club published them: names,
// and roles as the cards showed them ("Position @ Company"). No photos (a
// portrait drawn from the name stands in), no words of theirs, no LinkedIn.
import type { DesignathonPerson } from "../../designathon-types.ts";

// Two people in both lists: one record each, so each has one card.
const shirleyGuo = {
  id: "shirley-guo",
  name: "Shirley Guo",
  role: "Founding UX Designer @ Suger",
} as const satisfies DesignathonPerson;

const jonathanYu = {
  id: "jonathan-yu",
  name: "Jonathan Yu",
  role: "Senior UX Motion Designer @ Twitch",
} as const satisfies DesignathonPerson;

/** The keynote speakers, in the record's order. */
export const speakers2026 = [
  { id: "aneesha-bharadwaj", name: "Aneesha Bharadwaj", role: "Product Designer @ Amazon" },
  shirleyGuo,
  { id: "chris-chen", name: "Chris Chen", role: "Product Designer @ Squarespace" },
  { id: "renata-amaral-morris", name: "Renata Amaral Morris", role: "Founder / CEO @ EAT Studio" },
  jonathanYu,
  // The record swaps his fields (position "Tabi Places", company "Founder"), so its card
  // read "Tabi Places @ Founder"; this is the intended reading.
  { id: "jonathan-larson", name: "Jonathan Larson", role: "Founder @ Tabi Places" },
] as const satisfies readonly DesignathonPerson[];

/**
 * The judges, in the record's final order (Jenna Tanner was removed from the list
 * the day before judging and is not among them).
 */
export const judges2026 = [
  { id: "christy-seguritan", name: "Christy Seguritan", role: "UI/UX Design Associate @ Deloitte Digital" },
  { id: "haven-park", name: "Haven Park", role: "Product Designer @ Folio" },
  { id: "lucy-han", name: "Lucy Han", role: "Associate Product Builder @ LinkedIn" },
  { id: "justin-nguyen", name: "Justin Nguyen", role: "Senior Product Designer @ Ingram Micro" },
  { id: "jamie-lee", name: "Jamie Lee", role: "PhD Student @ UCI Informatics" },
  // "Product Designer " in the record, with a trailing space.
  { id: "haron-yam", name: "Haron Yam", role: "Product Designer @ eBay" },
  { id: "nataliia-dykun", name: "Nataliia Dykun", role: "UX UI Designer II @ CoStar" },
  { id: "ryan-bell", name: "Ryan Bell", role: "Senior Product Designer, Studio Management @ Netflix" },
  { id: "josephine-lo", name: "Josephine Lo", role: "Product Designer @ LA Fitness" },
  jonathanYu,
  { id: "ruijingya-tang", name: "Ruijingya Tang", role: "Product Designer @ Chartmetric" },
  { id: "nikki-robyn-apostol", name: "Nikki Robyn Apostol", role: "Product Designer @ eBay" },
  { id: "nicole-roberts", name: "Nicole Roberts", role: "Senior Product Designer @ Instacart" },
  { id: "tanvi-pisal", name: "Tanvi Pisal", role: "UX Designer @ Apple" },
  { id: "iris-li", name: "Iris Li", role: "Product Designer @ Meta" },
  { id: "victor-tran", name: "Victor Tran", role: "Product Design Intern @ SAP" },
  { id: "john-daniel-norombaba", name: "John Daniel Norombaba", role: "Masters Student @ UCI Informatics" },
  shirleyGuo,
  { id: "andrew-huang", name: "Andrew Huang", role: "Product Designer @ Oracle" },
  { id: "selina-che", name: "Selina Che", role: "Senior Digital Product Designer @ Nike" },
] as const satisfies readonly DesignathonPerson[];
