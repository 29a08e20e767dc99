import type { DesignathonPerson } from "@duci/data/designathon-types";
import { content, edition } from "@duci/data/editions/2025/content";
import { formatPacificTimeRange } from "@duci/time/format-pacific-time-range";
import type { PeopleGroup } from "@duci/ui/edition/people-grid";
import { unbrokenTimes } from "@duci/ui/edition/unbroken-times";

const keynoteSpeakers = edition.people.speakers ?? [];
const speakerIds = new Set<string>(keynoteSpeakers.map((person) => person.id));
const judgeIds = new Set<string>(edition.people.judges.map((judge) => judge.id));

/**
 * Who spoke where, as the record's itinerary says: Robyn Young gave the opening
 * keynote, Alex Park, Tyler Vickers and Miles Seiden sat on the panel after it,
 * and Lawrence Ntim had Sunday's fireside chat.
 */
const talks: Readonly<Record<string, { event: string; as: string }>> = {
  "robyn-young": { event: "fri-opening", as: "Opening keynote" },
  "alex-park": { event: "fri-opening", as: "Keynote panel" },
  "tyler-vickers": { event: "fri-opening", as: "Keynote panel" },
  "miles-seiden": { event: "fri-opening", as: "Keynote panel" },
  "lawrence-ntim": { event: "sun-fireside", as: "Fireside chat" },
};

/** The talk's line, with the day and time of its session: "Keynote panel (Friday 4:30-5:30 PM)". */
function talkOf(id: string): string | undefined {
  const talk = talks[id];
  if (!talk) return undefined;
  for (const day of content.schedule) {
    for (const item of day.items) {
      if (item.kind !== "event" || item.id !== talk.event) continue;
      return `${talk.as} (${day.name.split(",")[0]} ${unbrokenTimes(formatPacificTimeRange(item.start, item.end))})`;
    }
  }
  return undefined;
}

/** What the person did at Beyond Our Horizons, from the record: keynote speaker, judge, their talk. */
function contributionsOf(person: DesignathonPerson): string[] {
  const talk = talkOf(person.id);
  return [
    ...(speakerIds.has(person.id) ? ["Keynote Speaker"] : []),
    ...(judgeIds.has(person.id) ? ["Judge"] : []),
    ...(talk ? [talk] : []),
  ];
}

const card = (person: DesignathonPerson) => ({ ...person, contributions: contributionsOf(person) });

/**
 * The keynote speakers, then the judges, as the record's two headings have
 * them, on the page and the people page. Everyone has one card: Miles Seiden
 * and Lawrence Ntim, in both of the record's lists, appear among the speakers,
 * their cards saying they judged too.
 */
export const speakers: readonly PeopleGroup[] = [
  { title: "Keynote Speakers", people: keynoteSpeakers.map(card) },
  { title: "Judges", people: edition.people.judges.filter((judge) => !speakerIds.has(judge.id)).map(card) },
];
