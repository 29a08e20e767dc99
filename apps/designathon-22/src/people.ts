import { impactRecordings } from "@duci/data/editions/2022/content";
import { edition2022 as edition } from "@duci/data/editions/2022/record";
import type { PeopleGroup } from "@duci/ui/edition/people-grid";

// The workshops a host gave, by their recordings' titles (a shared session names both hosts).
const workshopsOf = (name: string) =>
  impactRecordings.filter((recording) => recording.host?.includes(name)).map((recording) => recording.title);

/**
 * Impact's people as its page listed them: the judges, the workshop hosts and
 * the organizers with their roles. Two hosts also organized; like the page,
 * they are in both lists, and their organizer profile is anchored apart.
 */
export const people: readonly PeopleGroup[] = [
  { title: "Judges", people: edition.people.judges.map((judge) => ({ ...judge, contributions: ["Judge"] })) },
  {
    title: "Workshop Hosts",
    people: edition.people.workshopHosts.map((host) => ({ ...host, contributions: workshopsOf(host.name) })),
  },
  {
    title: "Organizers",
    people: (edition.people.organizers ?? []).map((organizer) => ({ ...organizer, id: `team-${organizer.id}` })),
  },
];
