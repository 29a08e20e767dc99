import type { ImpactPerson } from "@duci/data/designathon-22";
import { Avatar } from "@duci/ui/avatar";
import { colors, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[5],
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
});

const Card = styled.li({
  padding: space[4],
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.silver}`,
  display: "grid",
  gap: space[2],
  alignContent: "start",
  img: { borderRadius: radius.md },
});

const Muted = styled.p({ color: colors.textMuted });

/** Judges or workshop hosts: photo or drawn portrait, name, pronouns and role, and their own words where they gave some. */
export function PeopleGrid({ people }: { people: readonly ImpactPerson[] }) {
  return (
    <Grid>
      {people.map((person) => (
        <Card key={person.id}>
          <Avatar name={person.name} photo={person.photo} size={120} alt="" />
          <h3>{person.name}</h3>
          <Muted>{person.pronouns ? `${person.pronouns} · ${person.role}` : person.role}</Muted>
          {person.about ? <p>{person.about}</p> : null}
        </Card>
      ))}
    </Grid>
  );
}
