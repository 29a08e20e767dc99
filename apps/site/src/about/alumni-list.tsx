import type { AlumniGroup } from "@duci/data/board";
import { colors, font, mq, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Groups = styled.div({
  display: "grid",
  gap: space[6],
  [mq.md]: { gridTemplateColumns: "repeat(3, 1fr)" },
});

const Year = styled.h3({ ...text.h4, marginBottom: space[3] });

const List = styled.ul({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space[2] });

const Name = styled.span({ display: "block", fontWeight: font.bold });

const Position = styled.span({ ...text.small, display: "block", color: colors.textMuted });

/** Former board members: text only, grouped by the year they left. */
export function AlumniList({ groups }: { groups: readonly AlumniGroup[] }) {
  return (
    <Groups>
      {groups.map((group) => (
        <section key={group.year} aria-labelledby={`departed-${group.year}`}>
          <Year id={`departed-${group.year}`}>Departed {group.year}</Year>
          <List>
            {group.members.map((member) => (
              <li key={member.name}>
                <Name>{member.name}</Name>
                <Position>{member.position}</Position>
              </li>
            ))}
          </List>
        </section>
      ))}
    </Groups>
  );
}
