import type { DesignathonPerson } from "@duci/data/designathon-types";
import { content, edition } from "@duci/data/editions/2024/content";
import { formatPacificTimeRange } from "@duci/time/format-pacific-time-range";
import type { PeopleGroup } from "@duci/ui/edition/people-grid";
import { unbrokenTimes } from "@duci/ui/edition/unbroken-times";

const [keynote, ...otherJudges] = edition.people.judges;
const judgeIds = new Set<string>(edition.people.judges.map((judge) => judge.id));

/** What the person did at True to You, from the record: keynote, judge, and each session they hosted by name. */
function contributionsOf(person: DesignathonPerson): string[] {
  const contributions: string[] = [];
  if (person.id === keynote?.id) contributions.push("Keynote Speaker");
  if (judgeIds.has(person.id)) contributions.push("Judge");
  for (const day of content.schedule) {
    for (const item of day.items) {
      if (item.kind !== "event" || !item.hostIds?.includes(person.id)) continue;
      contributions.push(
        `Hosted ${item.title} (${day.name.split(",")[0]} ${unbrokenTimes(formatPacificTimeRange(item.start, item.end))})`,
      );
    }
  }
  // A session the record gives to a group (Commit the Change, Notion, VGDC) is the group's:
  // its members are credited as the record lists them, workshop hosts, and the session names the group.
  const hosted = contributions.some((entry) => entry.startsWith("Hosted "));
  if (!hosted && edition.people.workshopHosts.some((host) => host.id === person.id))
    contributions.push("Workshop Host");
  return contributions;
}

const card = (person: DesignathonPerson) => ({ ...person, contributions: contributionsOf(person) });

/**
 * The keynote speaker (the first judge), the other judges and the other
 * workshop hosts: on the page and the people page. Everyone has one card, which
 * lists all they did (the keynote speaker also judged and hosted a workshop).
 */
export const speakers: readonly PeopleGroup[] = [
  { title: "Keynote Speaker", people: keynote ? [card(keynote)] : [] },
  { title: "Judges", people: otherJudges.map(card) },
  {
    title: "Workshop Hosts",
    people: edition.people.workshopHosts.filter((host) => !judgeIds.has(host.id)).map(card),
  },
];
