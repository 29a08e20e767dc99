import type { PeopleGroup } from "@duci/ui/edition/people-grid";
import { edition } from "./edition-data.ts";

/** The keynote speaker, the judges and the workshop hosts: on the page and the people page. */
export const speakers: readonly PeopleGroup[] = [
  { title: "Keynote Speaker", people: edition.people.keynote ? [edition.people.keynote] : [] },
  { title: "Judges", people: edition.people.judges },
  { title: "Workshop Hosts", people: edition.people.workshopHosts },
];
