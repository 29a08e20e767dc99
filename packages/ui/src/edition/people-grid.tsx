import styled from "@emotion/styled";
import { EditionSection } from "../edition-section.tsx";
import { type NotecardWords, PersonCard, type PersonCardPerson } from "../person-card.tsx";
import { mq, space } from "../theme/tokens.ts";

export interface PeopleGroup {
  /** e.g. "Judges"; a heading one level under the section's. */
  title: string;
  people: readonly (PersonCardPerson & { id: string })[];
}

export type PeopleLook = "centered" | "left";

/** The notecard's words in each look. */
export const notecardWords: Record<PeopleLook, Required<NotecardWords>> = {
  centered: { aboutTitle: "About", funFactLabel: "Fun fact" },
  left: { aboutTitle: "About Me", funFactLabel: "Fun Fact" },
};

export interface PeopleGridProps {
  groups: readonly PeopleGroup[];
  /** The edition's people page (`PeopleProfiles`), where each card leads until scripts run. */
  profilesPath: string;
  /** The section's anchor. */
  id?: string;
  title?: string;
  tone?: "plain" | "tint";
  /**
   * "centered": centred group titles, polaroids centred in columns of at most 240 px, a livelier tilt.
   * "left": group titles at the left, polaroids filling the row, a gentler tilt; the modal's
   * notecard says "About Me" and "Fun Fact", and any click in it closes it.
   */
  look?: PeopleLook;
}

const Group = styled.div({ "[data-look='centered'] > & + &": { marginTop: space[8] } });

const GroupTitle = styled.h3({
  "[data-look='centered'] &": { fontSize: 28, marginBottom: space[5], textAlign: "center" },
  "[data-look='left'] &": { fontSize: 24, margin: `${space[7]}px 0 ${space[4]}px` },
  "[data-look='left'] > div:first-of-type > &": { marginTop: 0 },
});

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[6],
  "[data-look='centered'] &": {
    gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
    [mq.md]: { gridTemplateColumns: "repeat(auto-fit, minmax(200px, 240px))", justifyContent: "center" },
  },
  "[data-look='left'] &": { gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))" },
});

const tilts = { centered: [-3, 2, -1, 3, -2], left: [-2, 1.5, -1, 2] } as const;

/** Judges, speakers and hosts in titled groups of polaroids, each opening the person's notecard. */
export function PeopleGrid({
  groups,
  profilesPath,
  id = "speakers",
  title = "Judges & Speakers",
  tone = "plain",
  look = "centered",
}: PeopleGridProps) {
  const lean = tilts[look];
  const left = look === "left";
  return (
    <EditionSection id={id} title={title} tone={tone}>
      <div data-look={look}>
        {groups.map((group) => (
          <Group key={group.title}>
            <GroupTitle>{group.title}</GroupTitle>
            <Grid>
              {group.people.map((person, index) => (
                <li key={person.id}>
                  <PersonCard
                    person={person}
                    profileHref={`${profilesPath}#${person.id}`}
                    tilt={lean[index % lean.length]}
                    closeOnContentClick={left}
                    {...notecardWords[look]}
                  />
                </li>
              ))}
            </Grid>
          </Group>
        ))}
      </div>
    </EditionSection>
  );
}
