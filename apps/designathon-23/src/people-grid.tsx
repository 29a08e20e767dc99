import type { DesignathonPerson } from "@duci/data/designathon-types";
import { PersonCard } from "@duci/ui/person-card";
import { space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[6],
  gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
});

const tilts = [-2, 1.5, -1, 2];

/** Profile cards; a click opens the person's modal, and any click in it (or Escape) closes it. */
export function PeopleGrid({ people }: { people: readonly DesignathonPerson[] }) {
  return (
    <Grid>
      {people.map((person, index) => (
        <li key={person.id}>
          <PersonCard
            person={person}
            tilt={tilts[index % tilts.length]}
            closeOnContentClick
            aboutTitle="About Me"
            funFactLabel="Fun Fact"
          />
        </li>
      ))}
    </Grid>
  );
}
