import { PersonCard } from "@duci/ui/person-card";
import { space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { edition } from "./edition-data.ts";
import { Section } from "./section.tsx";

const Grid = styled.div({ display: "flex", flexWrap: "wrap", gap: space[5] });

/** Judges, speakers and hosts: a card each, opening their profile. */
export function SpeakersSection() {
  return (
    <Section id="speakers" title="Judges and speakers" tone="tint">
      <Grid>
        {edition.people.map((person, index) => (
          <PersonCard key={person.id} person={person} tilt={index % 2 === 0 ? -2 : 2} />
        ))}
      </Grid>
    </Section>
  );
}
