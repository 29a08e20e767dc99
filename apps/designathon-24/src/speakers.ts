import { edition2024 as edition } from "@duci/data/editions/2024";
import type { PeopleGroup } from "@duci/ui/edition/people-grid";

const [keynote, ...judges] = edition.people.judges;

/** The keynote speaker (the first judge), the judges and the workshop hosts: on the page and the people page. */
export const speakers: readonly PeopleGroup[] = [
  { title: "Keynote Speaker", people: keynote ? [keynote] : [] },
  { title: "Judges", people: judges },
  { title: "Workshop Hosts", people: edition.people.workshopHosts },
];
