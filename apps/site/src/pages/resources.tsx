import { resources } from "@duci/data/resources";
import { PageTitle } from "@duci/shell/page-title";
import { Container } from "@duci/ui/container";
import { colors, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { ResourcesArt } from "../heroes/resources-art.tsx";
import { PageHero } from "../resources/page-hero.tsx";
import { ResourceCard } from "../resources/resource-card.tsx";

const Grid = styled.ul({
  listStyle: "none",
  margin: `0 0 ${space[8]}px`,
  padding: 0,
  display: "grid",
  gap: space[5],
  gridTemplateColumns: "1fr",
  [mq.sm]: {
    gridTemplateColumns: "1fr 1fr",
    // An odd number of cards: the first takes the whole first row, so none is left alone at the end.
    "& > li:first-of-type:nth-last-of-type(odd)": { gridColumn: "1 / -1" },
  },
});

export function ResourcesPage() {
  return (
    <>
      <PageTitle
        title="Resources"
        description="Design tools, workshop slides, Project Teams, the Design-a-thon and our newsletter archive, in one place."
      />
      <PageHero
        art={<ResourcesArt />}
        title="Resources"
        lead="Your One-Stop Hub for Design Tools & Tips!"
        background={`linear-gradient(180deg, ${colors.peach} 0%, ${colors.white} 100%)`}
      />
      <Container>
        <Grid>
          {resources.map((resource) => (
            <li key={resource.title}>
              <ResourceCard resource={resource} />
            </li>
          ))}
        </Grid>
      </Container>
    </>
  );
}
