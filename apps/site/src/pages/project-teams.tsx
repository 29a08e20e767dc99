import { paths } from "@duci/data/paths";
import { projectTeamsSeason } from "@duci/data/project-teams";
import { PageTitle } from "@duci/shell/page-title";
import { signUpState } from "@duci/time/sign-up-state";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { useNow } from "@duci/ui/hooks/use-now";
import { StatusChip } from "@duci/ui/status-chip";
import { colors } from "@duci/ui/theme/tokens";
import { useRenderedNow } from "../events/use-rendered-now.ts";
import { ProjectTeamsArt } from "../heroes/project-teams-art.tsx";
import { PageHero } from "../resources/page-hero.tsx";
import { Facts, Notice, Prose, Section, SectionTitle } from "../resources/program-layout.tsx";

/**
 * Whether applications are taken, from the season's dates in the record: the
 * prerender shows the state at build time and the clock corrects it after
 * hydration. Closed names no season, so it never goes stale.
 */
function ApplicationsNotice() {
  const renderedAt = useRenderedNow();
  const applications = projectTeamsSeason.applications;
  const now = useNow(
    applications ? [applications.opens, applications.closes].filter((at) => at !== undefined) : [],
    renderedAt,
  );
  const state = signUpState(applications, now);
  return (
    <Notice aria-labelledby="pt-applications" data-rendered-at={renderedAt.toISOString()} data-state={state}>
      {state === "open" ? (
        <>
          <StatusChip tone="lime">Open</StatusChip>
          <h2 id="pt-applications">{projectTeamsSeason.season} applications are open</h2>
          <p>Spots are first-come, first-served and capacity is limited, so apply early.</p>
          {/* Forwards to the application form. */}
          <ButtonLink href="/project-teams/registration/">Apply now</ButtonLink>
        </>
      ) : (
        <>
          <StatusChip tone="danger">Closed</StatusChip>
          <h2 id="pt-applications">Project team applications are closed</h2>
          <p>Thank you for the interest! Applications open each fall and close once every team has reached capacity.</p>
          <p>Join our mailing list and we will tell you when applications for the next teams open.</p>
          <ButtonLink href={paths.join}>Get notified</ButtonLink>
        </>
      )}
    </Notice>
  );
}

export function ProjectTeamsPage() {
  return (
    <>
      <PageTitle
        title="Project Teams"
        description="Design a product with a small team over one quarter. Applications open each fall."
      />
      <PageHero
        art={<ProjectTeamsArt />}
        title="Project Teams"
        lead="Spend a quarter designing something real with a small team of fellow students."
        background={`linear-gradient(180deg, ${colors.blush} 0%, ${colors.white} 100%)`}
      />
      <Container>
        <ApplicationsNotice />
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
              <dt>Latest season</dt>
              <dd>{projectTeamsSeason.season}</dd>
            </div>
            <div>
              <dt>Meetings</dt>
              <dd>{projectTeamsSeason.meetings}</dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>{projectTeamsSeason.weeks}</dd>
            </div>
          </Facts>
        </Section>
      </Container>
    </>
  );
}
