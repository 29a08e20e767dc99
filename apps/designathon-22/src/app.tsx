import {
  impactDates,
  impactFaq,
  impactJudges,
  impactPrizes,
  impactRules,
  impactWorkshopHosts,
} from "@duci/data/designathon-22";
import { IMPACT_PRERENDER_NOW, impactTimeline } from "@duci/data/designathon-22-timeline";
import { editionOf } from "@duci/data/editions";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { CHALLENGE_BRIEF_REVEAL_2022 } from "@duci/time/deadlines";
import { timelineState } from "@duci/time/timeline-state";
import { Accordion } from "@duci/ui/accordion";
import { Container } from "@duci/ui/container";
import { ErrorBoundary } from "@duci/ui/error-boundary";
import { GlobalStyles } from "@duci/ui/global-styles";
import { JsonLd } from "@duci/ui/json-ld";
import { PageTitle } from "@duci/ui/page-title";
import { SectionNav } from "@duci/ui/section-nav";
import { SiteFooter } from "@duci/ui/site-footer";
import { SiteNav } from "@duci/ui/site-nav";
import { SkipLink } from "@duci/ui/skip-link";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { About } from "./about.tsx";
import { ImpactBackground } from "./background/impact-background.tsx";
import { ChallengeBrief } from "./challenge-brief.tsx";
import { PeopleGrid } from "./people-grid.tsx";
import { Resources } from "./resources.tsx";
import { Schedule } from "./schedule.tsx";
import { Section } from "./section.tsx";
import { StatusPanel } from "./status-panel.tsx";
import { StatusPill } from "./status-pill.tsx";
import { useTimelineNow } from "./use-timeline-now.ts";
import { Winners } from "./winners.tsx";

const edition = editionOf(2022);

// The page re-reads the clock at each timeline start and at the prompt reveal.
const clockPoints = [...impactTimeline, { start: CHALLENGE_BRIEF_REVEAL_2022 }];

const sections = [
  { id: "overview", label: "Overview" },
  { id: "rules", label: "Rules" },
  { id: "schedule", label: "Schedule" },
  { id: "resources", label: "Resources" },
  { id: "faq", label: "FAQ" },
  { id: "about", label: "About" },
] as const;

const Hero = styled.header({
  position: "relative",
  minHeight: "calc(100vh - 64px)",
  display: "grid",
  alignItems: "center",
  color: colors.white,
  padding: `${space[9]}px 0`,
  isolation: "isolate",
});

const HeroContent = styled(Container)({
  position: "relative",
  zIndex: 1,
  display: "grid",
  gap: space[4],
  justifyItems: "start",
});

const Eyebrow = styled.p({ fontWeight: font.bold, letterSpacing: "0.08em", textTransform: "uppercase" });
const Title = styled.h1({ fontSize: "clamp(64px, 16vw, 168px)", lineHeight: 0.9 });
const Dates = styled.p({ fontSize: "clamp(18px, 3vw, 24px)" });
const BackLink = styled.a({ color: colors.white, fontWeight: font.bold });

const Overview = styled.div({ display: "grid", gap: space[5], [mq.md]: { gridTemplateColumns: "1fr 1fr" } });
const Lead = styled.div({ display: "grid", gap: space[3], alignContent: "start" });

const Prizes = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[4],
  [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
  li: { padding: space[5], borderRadius: radius.lg, background: colors.black, color: colors.white },
});

const PrizeSymbol = styled.p({ fontSize: 48, fontWeight: font.bold, color: colors.yellow, lineHeight: 1 });

const Rules = styled.ol({
  margin: 0,
  paddingLeft: space[6],
  display: "grid",
  gap: space[3],
  maxWidth: 820,
  "li::marker": { fontWeight: font.bold },
});

function Edition() {
  const now = useTimelineNow(clockPoints, IMPACT_PRERENDER_NOW);
  const { current } = timelineState(impactTimeline, now);
  const entry = current ?? impactTimeline[0];

  return (
    <>
      <JsonLd data={designathonJsonLd(22)} />
      <PageTitle
        title={`Design-a-thon 2022: ${edition.title}`}
        description="Impact, Design at UCI's 2022 Design-a-thon: a free weekend design competition, January 28-30, 2022."
      />
      <SkipLink />
      <SiteNav currentPath={paths.designathon22} />
      <main id="main" tabIndex={-1}>
        <Hero>
          <ImpactBackground />
          <HeroContent>
            <Eyebrow>Design-a-thon 2022</Eyebrow>
            <Title>{edition.title}</Title>
            <Dates>{impactDates}</Dates>
            {entry ? <StatusPill entry={entry} /> : null}
            <BackLink href={paths.designathon}>All Design-a-thons</BackLink>
          </HeroContent>
        </Hero>
        <SectionNav items={sections} offset={80} aria-label="Impact 2022 sections" />
        <Winners concluded={entry?.kind === "concluded"} />
        <Section id="overview" title="Overview">
          <Overview>
            <Lead>
              <p>
                Impact is Design at UCI's 2022 Design-a-thon: a free, three-day design competition. Work solo or with up
                to 3 teammates, design a prototype for our prompt, learn from industry designers at live workshops, and
                present to our judges. Over 100 students took part.
              </p>
              {entry ? <StatusPanel entry={entry} /> : null}
            </Lead>
            <ChallengeBrief now={now} />
          </Overview>
        </Section>
        <Section id="prizes" title="Prizes" tone="tint">
          <Prizes>
            {impactPrizes.map((prize) => (
              <li key={prize.id}>
                <PrizeSymbol>{prize.symbol}</PrizeSymbol>
                <h3 style={{ marginTop: space[2] }}>{prize.label}</h3>
                {prize.prizes.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </li>
            ))}
          </Prizes>
        </Section>
        <Section id="judges" title="Judges">
          <PeopleGrid people={impactJudges} />
        </Section>
        <Section id="workshop-hosts" title="Workshop Hosts">
          <PeopleGrid people={impactWorkshopHosts} />
        </Section>
        <Section id="rules" title="Rules" tone="tint">
          <Rules>
            {impactRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Rules>
        </Section>
        <Section id="schedule" title="Schedule">
          <Schedule />
        </Section>
        <Section id="resources" title="Resources" tone="tint">
          <Resources />
        </Section>
        <Section id="faq" title="FAQ">
          <Accordion
            headingLevel={3}
            items={impactFaq.map((item) => ({
              id: item.id,
              question: item.question,
              answer: (
                <p>
                  {item.answer} {item.link ? <a href={item.link.href}>{item.link.label}</a> : null}
                </p>
              ),
            }))}
          />
        </Section>
        <Section id="about" title="About" tone="tint">
          <About />
        </Section>
      </main>
      <SiteFooter />
    </>
  );
}

/** The edition inside the root error boundary: an error shows a notice over what was on screen, never a blank page. */
export function App() {
  return (
    <>
      {/* Outside the boundary: a failed edition keeps its global styles. */}
      <GlobalStyles />
      <ErrorBoundary>
        <Edition />
      </ErrorBoundary>
    </>
  );
}
