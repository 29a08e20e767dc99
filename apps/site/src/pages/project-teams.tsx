import { paths } from "@duci/data/paths";
import { PageTitle } from "@duci/shell/page-title";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { StatusChip } from "@duci/ui/status-chip";
import { colors } from "@duci/ui/theme/tokens";
import { PageHero } from "../resources/page-hero.tsx";
import { Facts, Notice, Prose, Section, SectionTitle } from "../resources/program-layout.tsx";

export function ProjectTeamsPage() {
  return (
    <>
      <PageTitle
        title="Project Teams"
        description="Design a product with a small team over one quarter. Fall 2024 applications are closed."
      />
      <PageHero
        symbols={["teams", "social", "workshop"]}
        title="Project Teams"
        lead="Spend a quarter designing something real with a small team of fellow students."
        background={`linear-gradient(180deg, ${colors.blush} 0%, ${colors.white} 100%)`}
      />
      <Container>
        <Notice aria-labelledby="pt-closed">
          <StatusChip tone="danger">Closed</StatusChip>
          <h2 id="pt-closed">Fall 2024 applications are closed</h2>
          <p>
            Thank you for the interest! Applications for the Fall 2024 project teams are closed because every team has
            reached capacity.
          </p>
          <p>Join our mailing list and we will tell you when applications for the next teams open.</p>
          <ButtonLink href={paths.join}>Get notified</ButtonLink>
        </Notice>
        <Section aria-labelledby="pt-what">
          <SectionTitle id="pt-what">What are Project Teams?</SectionTitle>
          <Prose>
            <p>
              Project Teams is a quarterly program. You and a few other students pick a project you care about and
              design it together over the quarter, with the board there to help when you get stuck.
            </p>
            <p>
              Projects can be UI/UX design, marketing or graphic design: an app, a campaign, a brand identity. Whatever
              you choose, you finish the quarter with a piece for your portfolio and experience working on a team.
            </p>
            <p>
              No prior experience is needed. Spots are first-come, first-served and capacity is limited, so apply early
              when the next round opens.
            </p>
          </Prose>
          <Facts>
            <div>
              <dt>Season</dt>
              <dd>Fall 2024</dd>
            </div>
            <div>
              <dt>Meetings</dt>
              <dd>Wednesdays 5-7 PM</dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>Weeks 2 through 9</dd>
            </div>
          </Facts>
        </Section>
      </Container>
    </>
  );
}
