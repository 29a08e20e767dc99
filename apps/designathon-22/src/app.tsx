import { club } from "@duci/data/config";
import { editionDescription, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import {
  impactDates,
  impactFaq,
  impactHost,
  impactOrganizers,
  impactPrizes,
  impactRules,
  impactSchedule,
  impactWinners,
} from "@duci/data/editions/2022/content";
import { edition2022 as edition } from "@duci/data/editions/2022/record";
import { impactTimeline, prerenderedAt } from "@duci/data/editions/2022/timeline";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { EditionPage } from "@duci/shell/edition-page";
import { withBuiltWinnerScreens } from "@duci/shell/winner-screens";
import { Container } from "@duci/ui/container";
import { DateRange } from "@duci/ui/date-range";
import { About } from "@duci/ui/edition/about";
import { EditionNav } from "@duci/ui/edition/edition-nav";
import { Faq } from "@duci/ui/edition/faq";
import { PeoplePrints } from "@duci/ui/edition/people-prints";
import { Prizes } from "@duci/ui/edition/prizes";
import { Rules } from "@duci/ui/edition/rules";
import { ScheduleColumns, type ScheduleWrittenDay } from "@duci/ui/edition/schedule-columns";
import { ScheduleLinks } from "@duci/ui/edition/schedule-links";
import { Sponsors } from "@duci/ui/edition/sponsors";
import { Winners } from "@duci/ui/edition/winners";
import { EditionSection } from "@duci/ui/edition-section";
import { colors, font, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { ImpactBackground } from "./background/impact-background.tsx";
import { ChallengeBrief } from "./challenge-brief.tsx";
import { Orbits } from "./orbits.tsx";
import { Resources } from "./resources.tsx";
import { StatusPanel } from "./status-panel.tsx";
import { StatusPill } from "./status-pill.tsx";
import { theme2022 } from "./theme.ts";

// The winners show with the "concluded" state, one second after its start like every state.
const concluded = impactTimeline.find((entry) => entry.kind === "concluded");
const winnersAnnouncedAt = concluded ? new Date(concluded.start.getTime() + 1000) : undefined;

// A start and an end in the same half of the day read "6:00-8:00 PM", as 2023's times do.
function writtenTime(start: string, end?: string): string {
  if (!end) return start;
  const half = start.slice(-3);
  return end.endsWith(half) ? `${start.slice(0, -3)}-${end}` : `${start}-${end}`;
}

// The 2022 schedule gives its times as written, all Pacific, with the submission form and each recording;
// the whole weekend shows at once.
const days: readonly ScheduleWrittenDay[] = impactSchedule.map((day, index) => ({
  date: edition.days[index] ?? day.id,
  label: day.label.slice(0, 3),
  name: day.label,
  items: day.items.map((item) => {
    const links = [
      ...(item.link ? [item.link] : []),
      ...(item.recording ? [{ label: "Watch the recording", href: item.recording, context: `of ${item.title}` }] : []),
    ];
    return {
      kind: "written",
      id: item.id,
      title: item.title,
      time: writtenTime(item.time, item.end),
      description: item.description,
      more: links.length > 0 ? <ScheduleLinks links={links} /> : undefined,
    };
  }),
}));

// The wordmarks are drawn at 240 by 96.
const sponsors = edition.sponsors.map((card) => ({ ...card, size: { width: 240, height: 96 } }));

// A full screen at every width, as the canvas behind it is (it pauses once
// scrolled past about a screen): the words at the top and the sun below them
// (orbits.tsx), beside them from md up. So the section bar and every section
// start below the first screen, and the page carries only the hero's styles
// (entry-server.tsx).
const Hero = styled.header({
  position: "relative",
  overflow: "hidden",
  display: "grid",
  alignItems: "start",
  minHeight: "calc(100vh - 64px)",
  color: colors.white,
  padding: `${space[8]}px 0`,
  isolation: "isolate",
  [mq.sm]: { padding: `${space[9]}px 0` },
  [mq.md]: { alignItems: "center" },
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
          <Dates>
            <DateRange>{impactDates}</DateRange>
          </Dates>
          <StatusPill />
          <BackLink href={paths.designathon}>All Design-a-thons</BackLink>
        </HeroContent>
      </Hero>
      <EditionNav id="sections" sections={edition.sections} aria-label="Impact 2022 sections" />
      <Winners
        winners={withBuiltWinnerScreens(impactWinners, edition.year)}
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
      <PeoplePrints
        id="judges"
        title="Judges & Workshop Hosts"
        look="left"
        more={{ href: editionPeoplePath(edition), label: "All judges, workshop hosts and organizers" }}
        groups={[
          { title: "Judges", people: edition.people.judges },
          { title: "Workshop Hosts", people: edition.people.workshopHosts },
        ]}
      />
      <Rules rules={impactRules} tone="tint" />
      <ScheduleColumns days={days} />
      <EditionSection id="resources" title="Resources" tone="tint">
        <Resources />
      </EditionSection>
      <Faq items={impactFaq} contactEmail={club.email} />
      <About
        tone="tint"
        paragraphs={[`Hosted by ${impactHost.name}.`, impactHost.text]}
        link={{ label: "More about us", href: impactHost.href }}
        factsTitle="Event organizers"
        facts={impactOrganizers.map((person) => ({ term: person.role, detail: person.name }))}
      />
      <Sponsors title="Sponsors" tone="tint" groups={[{ cards: sponsors }]} />
    </EditionPage>
  );
}
