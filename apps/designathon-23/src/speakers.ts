import type { DesignathonPerson } from "@duci/data/designathon-types";
import { edition } from "@duci/data/editions/2023/content";
import type { PeopleGroup } from "@duci/ui/edition/people-grid";
import { unbrokenTimes } from "@duci/ui/edition/unbroken-times";

// Each time range a person's contributions name stays on one line ("5:00-5:45 PM PST").
const card = (person: DesignathonPerson) => ({ ...person, contributions: person.contributions?.map(unbrokenTimes) });

/** The keynote speaker, the judges and the workshop hosts: on the page and the people page. */
export const speakers: readonly PeopleGroup[] = [
  { title: "Keynote Speaker", people: edition.people.keynote ? [card(edition.people.keynote)] : [] },
  { title: "Judges", people: edition.people.judges.map(card) },
  { title: "Workshop Hosts", people: edition.people.workshopHosts.map(card) },
];
