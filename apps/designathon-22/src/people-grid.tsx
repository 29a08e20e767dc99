import type { ImpactPerson } from "@duci/data/designathon-22";
import { Avatar } from "@duci/ui/avatar";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { colors, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

// A card of the edition's theme: the portrait in a circle with an orbit around it.
const Card = styled.li({
  padding: space[5],
  display: "grid",
  gap: space[2],
  alignContent: "start",
  justifyItems: "center",
  textAlign: "center",
  img: { borderRadius: "50%", boxShadow: `0 0 0 6px ${colors.white}, 0 0 0 8px ${colors.orange}` },
  "& > :first-child": { marginBottom: space[3] },
});

const Muted = styled.p({ color: "var(--muted)" });

/** Judges or workshop hosts: photo or drawn portrait, name, pronouns and role, and their own words where they gave some. */
export function PeopleGrid({ people }: { people: readonly ImpactPerson[] }) {
  return (
    <BalancedGrid columns={{ sm: 2, md: 3, lg: 4 }} gap={space[5]}>
      {people.map((person) => (
        <Card key={person.id} data-ed="card">
          <Avatar name={person.name} photo={person.photo} size={120} alt="" />
          <h3>{person.name}</h3>
          <Muted>{person.pronouns ? `${person.pronouns} · ${person.role}` : person.role}</Muted>
          {person.about ? <p>{person.about}</p> : null}
        </Card>
      ))}
    </BalancedGrid>
  );
}
