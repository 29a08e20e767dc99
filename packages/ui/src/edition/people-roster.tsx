import styled from "@emotion/styled";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { font, space } from "../theme/tokens.ts";

export interface RosterGroup {
  /** e.g. "Judges"; a heading one level under the section's. */
  title: string;
  people: readonly { id: string; name: string; role?: string }[];
}

export interface PeopleRosterProps {
  groups: readonly RosterGroup[];
  /** The page with everyone's card in full (the edition's people page); each name leads to its card there. */
  profilesPath: string;
  /** The link's words, e.g. "Meet the speakers, judges and team". */
  moreLabel: string;
  /** A line above the groups. */
  intro?: string;
  /** Each name a link to the person's card on the people page (false where they have none there). */
  linkNames?: boolean;
  /** The section's anchor. */
  id?: string;
  title?: string;
  tone?: "plain" | "tint";
}

const Group = styled.li({ padding: space[5], display: "grid", gap: space[3], alignContent: "start" });

const GroupTitle = styled.h3({ fontSize: 22 });

const Names = styled.ul({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space[2] });

const Role = styled.span({ display: "block", fontSize: 14, color: "var(--muted)" });

const Intro = styled.p({ maxWidth: 720, marginBottom: space[5] });

const More = styled.a({ display: "inline-block", marginTop: space[5], fontWeight: font.bold });

/**
 * An edition's people as names and roles, a card per group, each name leading
 * to the person's card on the people page: for an edition with more people
 * than its page's first round trip can carry as cards. Everything is in the
 * page's HTML and works without scripts.
 */
export function PeopleRoster({
  groups,
  profilesPath,
  moreLabel,
  intro,
  linkNames = true,
  id = "people",
  title = "Judges & Speakers",
  tone = "plain",
}: PeopleRosterProps) {
  const filled = groups.filter((group) => group.people.length > 0);
  return (
    <EditionSection id={id} title={title} tone={tone}>
      {intro ? <Intro>{intro}</Intro> : null}
      <BalancedGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={space[5]}>
        {filled.map((group) => (
          <Group key={group.title} data-ed="card">
            <GroupTitle data-ed="group">{group.title}</GroupTitle>
            <Names>
              {group.people.map((person) => (
                <li key={person.id}>
                  {linkNames ? <a href={`${profilesPath}#${person.id}`}>{person.name}</a> : person.name}
                  {person.role ? <Role>{person.role}</Role> : null}
                </li>
              ))}
            </Names>
          </Group>
        ))}
      </BalancedGrid>
      <More href={profilesPath}>{moreLabel}</More>
    </EditionSection>
  );
}
