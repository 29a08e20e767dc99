// True to You's judges and workshop hosts as the club published them: names
// and roles, exactly. Their "About" texts are their own words, so they are left
// out; the page shows what each person did at the event instead.
import type { DesignathonPerson } from "../../designathon-types.ts";

// One person in both lists, with her role as the judges list words it.
const cassandraHoo = {
  id: "cassandra-hoo",
  name: "Cassandra Hoo",
  role: "Senior UX Designer at the LEGO Group",
} as const satisfies DesignathonPerson;

/** Judges; the first one is the keynote speaker. */
export const judges2024 = [
  cassandraHoo,
  { id: "shana-sanford", name: "Shana Sanford", role: "Product Designer at Uber" },
  { id: "nikhil-mehrotra", name: "Nikhil Mehrotra", role: "UX Designer at Indeed" },
  { id: "jacky-dittkowski", name: "Jacky Dittkowski", role: "User Experience Design Lead at SAP" },
  { id: "charithra-sathyanarayan", name: "Charithra Sathyanarayan", role: "Senior UX Designer at Deloitte" },
] as const satisfies readonly DesignathonPerson[];

/** Workshop hosts; the keynote speaker hosted a workshop too. */
export const workshopHosts2024 = [
  cassandraHoo,
  { id: "naheel-jawaid", name: "Naheel Jawaid", role: "Product Designer @ Google" },
  { id: "gresshaa-mehta", name: "Gresshaa Mehta", role: "Senior Product Designer @ Microsoft" },
  { id: "wenting-zhu", name: "Wenting Zhu", role: "Senior Design Researcher & Strategist" },
  { id: "minh-nguyen", name: "Minh Nguyen", role: "Design Lead @ Commit the Change" },
  { id: "selina-arjomand", name: "Selina Arjomand", role: "Design Lead @ Commit the Change" },
  { id: "rafael-carrillo-munoz", name: "Rafael Carrillo Muñoz", role: "Design Lead @ Commit the Change" },
  { id: "gage-johnson", name: "Gage Johnson", role: "UI/UX Director @ VGDC" },
  { id: "matthew-jung", name: "Matthew Jung", role: "UI/UX Officer @ VGDC" },
  { id: "evelyn-lee", name: "Evelyn Lee", role: "UI/UX Officer @ VGDC" },
  { id: "chelsea-park", name: "Chelsea Park", role: "UI/UX Officer @ VGDC" },
  { id: "lukas-hauge", name: "Lukas Hauge", role: "UI/UX Officer @ VGDC" },
  { id: "ella-chung", name: "Ella Chung", role: "Campus Leader for Notion @ UC Irvine" },
] as const satisfies readonly DesignathonPerson[];
