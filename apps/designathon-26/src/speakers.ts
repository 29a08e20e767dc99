import { edition } from "@duci/data/editions/2026/content";
import type { PeopleGroup } from "@duci/ui/edition/people-grid";

const { people } = edition;

/**
 * The keynote speaker, where there is one, the other speakers, then the judges
 * and the workshop hosts, on the page and the people page; empty groups are left out.
 */
export const speakers: readonly PeopleGroup[] = [
  { title: "Keynote Speaker", people: people.keynote ? [people.keynote] : [] },
  { title: "Speakers", people: people.speakers ?? [] },
  { title: "Judges", people: people.judges },
  { title: "Workshop Hosts", people: people.workshopHosts },
].filter((group) => group.people.length > 0);
