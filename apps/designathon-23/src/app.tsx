import "@duci/ui/fonts.css";
import {
  countdown2023,
  DESIGNATHON_2023_DAYS,
  faq2023,
  judges2023,
  keynote2023,
  prizes2023,
  rules2023,
  schedule2023,
  sections2023,
  sponsors2023,
  WINNERS_ANNOUNCED_2023,
  winners2023,
  workshopHosts2023,
  YOU_BELONG_HERE_PRERENDER_NOW,
  youBelongHereDates,
  youBelongHereLinks,
} from "@duci/data/designathon-23";
import { editionOf } from "@duci/data/editions";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { CHALLENGE_BRIEF_REVEAL_2023 } from "@duci/time/deadlines";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { EditionCountdown } from "@duci/ui/edition/edition-countdown";
import { EditionNav } from "@duci/ui/edition/edition-nav";
import { EditionPage } from "@duci/ui/edition/edition-page";
import { Faq } from "@duci/ui/edition/faq";
import { PeopleGrid } from "@duci/ui/edition/people-grid";
import { Prizes } from "@duci/ui/edition/prizes";
import { Rules } from "@duci/ui/edition/rules";
import { Schedule, type ScheduleDay } from "@duci/ui/edition/schedule";
import { Winners } from "@duci/ui/edition/winners";
import { EditionSection } from "@duci/ui/edition-section";
import { newTab } from "@duci/ui/link";
import { colors, font, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { HeroBackground } from "./hero-background.tsx";

const edition = editionOf(2023);

const theme = { tint: colors.sky };

// The 2023 schedule gives its times as written, all Pacific.
const days: readonly ScheduleDay[] = schedule2023.map((day, index) => ({
  date: DESIGNATHON_2023_DAYS[index] ?? day.id,
  label: day.label,
  name: day.name,
  items: day.items.map((item) => ({ kind: "written", ...item })),
}));

const Hero = styled.header({
  position: "relative",
  isolation: "isolate",
  color: colors.white,
  padding: `${space[9]}px 0`,
  minHeight: "min(90vh, 760px)",
  display: "grid",
  alignItems: "center",
  textAlign: "center",
});

const HeroContent = styled(Container)({ display: "grid", gap: space[4], justifyItems: "center" });
const Eyebrow = styled.p({ fontWeight: font.bold, letterSpacing: "0.08em", textTransform: "uppercase" });
const Title = styled.h1({ fontSize: "clamp(48px, 11vw, 120px)", lineHeight: 0.95 });
const Theme = styled.p({ fontSize: "clamp(18px, 3vw, 24px)" });
const BackLink = styled.a({ color: colors.white, fontWeight: font.bold });

const Sponsors = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: space[5],
  a: { display: "block", padding: space[3], borderRadius: radius.lg },
  img: { display: "block", maxWidth: "100%", height: "auto" },
});

const About = styled.div({ display: "grid", gap: space[3], maxWidth: 760 });

export function App() {
  return (
    <EditionPage
      title={`Design-a-thon 2023: ${edition.title}`}
      description="You Belong Here, Design at UCI's 2023 Design-a-thon on Community & Inclusivity, February 24-26, 2023."
      path={paths.designathon23}
      jsonLd={designathonJsonLd(23)}
      theme={theme}
    >
      <Hero>
        <HeroBackground />
        <HeroContent>
          <Eyebrow>Design-a-thon 2023 · {youBelongHereDates}</Eyebrow>
          <Title>{edition.title}</Title>
          <Theme>Theme: {edition.theme}</Theme>
          <EditionCountdown
            steps={countdown2023}
            initial={YOU_BELONG_HERE_PRERENDER_NOW}
            every={500}
            tone="light"
            data-testid="countdown"
          />
          <BackLink href={paths.designathon}>All Design-a-thons</BackLink>
        </HeroContent>
      </Hero>
      <EditionNav
        aria-label="You Belong Here sections"
        sections={sections2023}
        initial={YOU_BELONG_HERE_PRERENDER_NOW}
        links={[
          { label: "Submission Form", href: youBelongHereLinks.submission, variant: "primary" },
          {
            label: "Challenge Brief",
            href: youBelongHereLinks.challengeBrief,
            variant: "outline",
            from: CHALLENGE_BRIEF_REVEAL_2023,
          },
        ]}
      />
      <Winners
        winners={winners2023}
        tone="tint"
        look="shadow"
        announcedAt={WINNERS_ANNOUNCED_2023}
        initial={YOU_BELONG_HERE_PRERENDER_NOW}
      />
      <EditionSection id="overview" title="About">
        <About>
          <p>
            You Belong Here is Design at UCI's 2023 Design-a-thon, on the theme of Community & Inclusivity. Over three
            days, more than 300 students designed products that make people feel they belong: solo or in teams of up to
            4, with live workshops, a keynote, mentors and judges from the industry.
          </p>
          <p>
            It is free and online, with in-person work sessions on campus for UCI students. Sign-ups were extended from
            February 15 to February 19 at 11:59 PM PST.
          </p>
          <p>
            <ButtonLink href={youBelongHereLinks.signUp} data-variant="outline" {...newTab}>
              Sign-up form<span className="visually-hidden"> (opens in a new tab)</span>
            </ButtonLink>
          </p>
        </About>
      </EditionSection>
      <PeopleGrid
        tone="tint"
        look="left"
        groups={[
          { title: "Keynote Speaker", people: [keynote2023] },
          { title: "Judges", people: judges2023 },
          { title: "Workshop Hosts", people: workshopHosts2023 },
        ]}
      />
      <Rules rules={rules2023} />
      <Prizes prizes={prizes2023} tone="tint" look="shadow" />
      <Schedule
        days={days}
        initial={YOU_BELONG_HERE_PRERENDER_NOW}
        intro="The event runs from Friday, February 24 at 5:30 PM to Sunday, February 26 at 8:00 PM PST. In-person work sessions in the rooms below are for UCI students only, with food while supplies last; everything else is online."
      />
      <Faq items={faq2023} tone="tint" />
      <EditionSection id="sponsors" title="Sponsors">
        <Sponsors>
          {sponsors2023.map((sponsor) => (
            <li key={sponsor.id}>
              <a href={sponsor.link} style={{ background: sponsor.background }} {...newTab}>
                <img
                  src={sponsor.logo}
                  alt={`${sponsor.alt}, ${sponsor.kind} (opens in a new tab)`}
                  width={240}
                  height={96}
                />
              </a>
            </li>
          ))}
        </Sponsors>
      </EditionSection>
    </EditionPage>
  );
}
