import type { DesignathonPerson } from "@duci/data/designathon-types";
import { content, edition } from "@duci/data/editions/2026/content";
import type { PeopleGroup } from "@duci/ui/edition/people-grid";
import type { RosterGroup } from "@duci/ui/edition/people-roster";

const speakerList = edition.people.speakers ?? [];
const speakerIds = new Set(speakerList.map((person) => person.id));
const judgeIds = new Set(edition.people.judges.map((person) => person.id));

/** What the person did at Lost & Found, from the record: keynote speaker, judge, or both. */
function contributionsOf(person: DesignathonPerson): string[] {
  return [...(speakerIds.has(person.id) ? ["Keynote Speaker"] : []), ...(judgeIds.has(person.id) ? ["Judge"] : [])];
}

const card = (person: DesignathonPerson) => ({ ...person, contributions: contributionsOf(person) });

/**
 * The people page's profiles: the keynote speakers, then the judges who did
 * not also speak. Everyone has one card, which lists all they did (Shirley
 * Guo and Jonathan Yu spoke and judged).
 */
export const speakers: readonly PeopleGroup[] = [
  { title: "Keynote Speakers", people: speakerList.map(card) },
  { title: "Judges", people: edition.people.judges.filter((judge) => !speakerIds.has(judge.id)).map(card) },
];

/**
 * The page's Speakers & Judges: names and roles as the record lists them, the
 * keynote speakers and then all twenty judges (the two who did both are in
 * both lists), each name leading to the person's card on the people page.
 */
export const roster: readonly RosterGroup[] = [
  { title: "Keynote Speakers", people: speakerList },
  { title: "Judges", people: edition.people.judges },
];

/**
 * The page's Organizing Team: each committee and its members' names; their
 * roles and cards are on the people page, where the section's link leads.
 */
export const team: readonly RosterGroup[] = content.committees.map((committee) => ({
  title: committee.name,
  people: committee.members.map(({ id, name }) => ({ id, name })),
}));
