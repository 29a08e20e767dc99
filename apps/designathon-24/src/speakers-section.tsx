import { judges2024, workshopHosts2024 } from "@duci/data/designathon-24";
import { PersonCard } from "@duci/ui/person-card";
import { mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Section } from "./section.tsx";

const Group = styled.div({ "& + &": { marginTop: space[8] } });

const GroupTitle = styled.h3({ fontSize: 28, marginBottom: space[5], textAlign: "center" });

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[6],
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
  [mq.md]: { gridTemplateColumns: "repeat(auto-fit, minmax(200px, 240px))", justifyContent: "center" },
});

const tilts = [-3, 2, -1, 3, -2];

const [keynote, ...judges] = judges2024;

/** Keynote speaker (the first judge entry), judges and workshop hosts as polaroids. */
export function SpeakersSection() {
  const groups = [
    { title: "Keynote Speaker", people: [keynote] },
    { title: "Judges", people: judges },
    { title: "Workshop Hosts", people: workshopHosts2024 },
  ];
  return (
    <Section id="s-speakers" title="Judges & Speakers">
      {groups.map((group) => (
        <Group key={group.title}>
          <GroupTitle>{group.title}</GroupTitle>
          <Grid>
            {group.people.map((person, index) => (
              <li key={person.id}>
                <PersonCard person={person} tilt={tilts[index % tilts.length]} />
              </li>
            ))}
          </Grid>
        </Group>
      ))}
    </Section>
  );
}
