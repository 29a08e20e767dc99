import type { DesignathonPerson } from "@duci/data/designathon-types";
import { edition } from "@duci/data/editions/2026/content";
import type { PeopleGroup } from "@duci/ui/edition/people-grid";

const speakerList = edition.people.speakers ?? [];
const speakerIds = new Set(speakerList.map((person) => person.id));
const judgeIds = new Set(edition.people.judges.map((person) => person.id));

/** What the person did at Lost & Found, from the record: keynote speaker, judge, or both. */
function contributionsOf(person: DesignathonPerson): string[] {
  return [...(speakerIds.has(person.id) ? ["Keynote Speaker"] : []), ...(judgeIds.has(person.id) ? ["Judge"] : [])];
}

const card = (person: DesignathonPerson) => ({ ...person, contributions: contributionsOf(person) });

/**
 * The keynote speakers, then the judges who did not also speak: on the page
 * and the people page. Everyone has one card, which lists all they did (Shirley
 * Guo and Jonathan Yu spoke and judged).
 */
export const speakers: readonly PeopleGroup[] = [
  { title: "Keynote Speakers", people: speakerList.map(card) },
  { title: "Judges", people: edition.people.judges.filter((judge) => !speakerIds.has(judge.id)).map(card) },
];
