import styled from "@emotion/styled";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { PersonPrint } from "../person-print.tsx";
import { font, space } from "../theme/tokens.ts";
import { Group, GroupTitle, groupRows, type PeopleGridProps, peopleColumns, tilts } from "./people-grid.tsx";

export interface PeoplePrintsProps extends Omit<PeopleGridProps, "profilesPath"> {
  /** A link after the groups, e.g. to the edition's people page. */
  more?: { href: string; label: string };
}

const More = styled.a({ display: "inline-block", marginTop: space[7], fontWeight: font.bold });

/**
 * `PeopleGrid` without dialogs: the same titled groups and rows, as still
 * prints with each person's role, pronouns and words on them; nothing opens,
 * so the page carries no dialog's script.
 */
export function PeoplePrints({
  groups,
  id = "speakers",
  title = "Judges & Speakers",
  tone = "plain",
  look = "centered",
  more,
}: PeoplePrintsProps) {
  const lean = tilts[look];
  return (
    <EditionSection id={id} title={title} tone={tone}>
      <div data-look={look}>
        {groups.map((group) => (
          <Group key={group.title}>
            <GroupTitle data-ed="group">{group.title}</GroupTitle>
            <BalancedGrid columns={peopleColumns} gap={space[5]} style={groupRows} full>
              {group.people.map((person, index) => (
                <li key={person.id}>
                  <PersonPrint person={person} tilt={lean[index % lean.length]} />
                </li>
              ))}
            </BalancedGrid>
          </Group>
        ))}
      </div>
      {more ? <More href={more.href}>{more.label}</More> : null}
    </EditionSection>
  );
}
