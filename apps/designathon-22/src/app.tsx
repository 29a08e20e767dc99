import { impactDates, impactFaq, impactPrizes, impactRules, impactWinners } from "@duci/data/designathon-22";
import { impactTimeline, prerenderedAt } from "@duci/data/designathon-22-timeline";
import { editionDescription, editionPath, editionTitle } from "@duci/data/edition";
import { edition2022 as edition } from "@duci/data/editions/2022";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { Container } from "@duci/ui/container";
import { EditionNav } from "@duci/ui/edition/edition-nav";
import { EditionPage } from "@duci/ui/edition/edition-page";
import { Faq } from "@duci/ui/edition/faq";
import { Prizes } from "@duci/ui/edition/prizes";
import { Rules } from "@duci/ui/edition/rules";
import { Winners } from "@duci/ui/edition/winners";
import { EditionSection } from "@duci/ui/edition-section";
import { colors, font, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { About } from "./about.tsx";
import { ImpactBackground } from "./background/impact-background.tsx";
import { ChallengeBrief } from "./challenge-brief.tsx";
import { Orbits } from "./orbits.tsx";
import { PeopleGrid } from "./people-grid.tsx";
import { Resources } from "./resources.tsx";
import { Schedule } from "./schedule.tsx";
import { StatusPanel } from "./status-panel.tsx";
import { StatusPill } from "./status-pill.tsx";
import { theme2022 } from "./theme.ts";

// The winners show with the "concluded" state, one second after its start like every state.
const concluded = impactTimeline.find((entry) => entry.kind === "concluded");
const winnersAnnouncedAt = concluded ? new Date(concluded.start.getTime() + 1000) : undefined;

// A full screen from sm up; on a phone as tall as its words, so the title sits
// near the top of the first screen with the winners starting below it.
const Hero = styled.header({
  position: "relative",
  overflow: "hidden",
  display: "grid",
  alignItems: "center",
  color: colors.white,
  padding: `${space[8]}px 0`,
  isolation: "isolate",
  [mq.sm]: { minHeight: "calc(100vh - 64px)", padding: `${space[9]}px 0` },
});

// As wide as the page's content column, so the words start where the sections' do.
const HeroContent = styled(Container)({
  position: "relative",
  zIndex: 1,
  width: "100%",
  display: "grid",
  gap: space[4],
  justifyItems: "start",
});

const Eyebrow = styled.p({ fontWeight: font.bold, letterSpacing: "0.08em", textTransform: "uppercase" });
const Title = styled.h1({
  fontSize: "clamp(64px, 16vw, 168px)",
  lineHeight: 0.9,
  letterSpacing: "-0.03em",
  textShadow: "0 0 48px rgba(252, 89, 61, 0.6)",
});
const Dates = styled.p({ fontSize: "clamp(18px, 3vw, 24px)" });
const BackLink = styled.a({ color: colors.white, fontWeight: font.bold });

const Overview = styled.div({ display: "grid", gap: space[5], [mq.md]: { gridTemplateColumns: "1fr 1fr" } });
const Lead = styled.div({ display: "grid", gap: space[3], alignContent: "start" });

// The pill, the status panel and the challenge brief each follow the clock themselves.
export function App() {
  return (
    <EditionPage
      title={editionTitle(edition)}
      description={editionDescription(edition)}
      path={editionPath(edition)}
      jsonLd={designathonJsonLd(edition)}
      theme={theme2022}
    >
      <Hero>
        <ImpactBackground />
        <Orbits />
        <HeroContent>
          <Eyebrow>Design-a-thon 2022</Eyebrow>
          <Title>{edition.name}</Title>
          <Dates>{impactDates}</Dates>
          <StatusPill />
          <BackLink href={paths.designathon}>All Design-a-thons</BackLink>
        </HeroContent>
      </Hero>
      <EditionNav sections={edition.sections} aria-label="Impact 2022 sections" />
      <Winners
        winners={impactWinners}
        tone="tint"
        look="headline"
        announcedAt={winnersAnnouncedAt}
        initial={prerenderedAt}
      />
      <EditionSection id="overview" title="Overview">
        <Overview>
          <Lead>
            <p>
              Impact is Design at UCI's 2022 Design-a-thon: a free, three-day design competition. Work solo or with up
              to 3 teammates, design a prototype for our prompt, learn from industry designers at live workshops, and
              present to our judges. Over 100 students took part.
            </p>
            <StatusPanel />
          </Lead>
          <ChallengeBrief />
        </Overview>
      </EditionSection>
      <Prizes prizes={impactPrizes} tone="tint" look="mark" />
      <EditionSection id="judges" title="Judges">
        <PeopleGrid people={edition.people.judges} />
      </EditionSection>
      <EditionSection id="workshop-hosts" title="Workshop Hosts">
        <PeopleGrid people={edition.people.workshopHosts} />
      </EditionSection>
      <Rules rules={impactRules} tone="tint" />
      <EditionSection id="schedule" title="Schedule">
        <Schedule />
      </EditionSection>
      <EditionSection id="resources" title="Resources" tone="tint">
        <Resources />
      </EditionSection>
      <Faq items={impactFaq} />
      <EditionSection id="about" title="About" tone="tint">
        <About />
      </EditionSection>
    </EditionPage>
  );
}
