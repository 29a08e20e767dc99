import {
  countdown2023,
  faq2023,
  prizes2023,
  rules2023,
  schedule2023,
  winners2023,
  YOU_BELONG_HERE_PRERENDER_NOW,
  youBelongHereDates,
  youBelongHereLinks,
} from "@duci/data/designathon-23";
import { editionDescription, editionPath, editionPeoplePath, editionTitle } from "@duci/data/edition";
import { edition2023 as edition } from "@duci/data/editions/2023";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
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
import { speakers } from "./speakers.ts";

// The 2023 headings have no accent bar.
const theme = { tint: edition.colors.tint };

// The 2023 schedule gives its times as written, all Pacific.
const days: readonly ScheduleDay[] = schedule2023.map((day, index) => ({
  date: edition.days[index] ?? day.id,
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
// 46 px at the smallest keeps "You Belong Here" on one line at 412 px in the fallback font too, so the swap to DM Sans moves nothing.
const Title = styled.h1({ fontSize: "clamp(46px, 11vw, 120px)", lineHeight: 0.95 });
const Theme = styled.p({ fontSize: "clamp(18px, 3vw, 24px)" });
const BackLink = styled.a({ color: colors.white, fontWeight: font.bold });

const Sponsors = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: space[5],
  "& > li > *": { display: "block", padding: space[3], borderRadius: radius.lg },
  img: { display: "block", maxWidth: "100%", height: "auto" },
});

const About = styled.div({ display: "grid", gap: space[3], maxWidth: 760 });

export function App() {
  return (
    <EditionPage
      title={editionTitle(edition)}
      description={editionDescription(edition)}
      path={editionPath(edition)}
      jsonLd={designathonJsonLd(edition)}
      theme={theme}
    >
      <Hero>
        <HeroBackground />
        <HeroContent>
          <Eyebrow>Design-a-thon 2023 · {youBelongHereDates}</Eyebrow>
          <Title>{edition.name}</Title>
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
        sections={edition.sections}
        initial={YOU_BELONG_HERE_PRERENDER_NOW}
        links={[
          { label: "Submission Form", href: youBelongHereLinks.submission, variant: "primary" },
          {
            label: "Challenge Brief",
            href: youBelongHereLinks.challengeBrief,
            variant: "outline",
            from: edition.briefReveal,
          },
        ]}
      />
      <Winners
        winners={winners2023}
        tone="tint"
        look="shadow"
        announcedAt={edition.winnersAnnounced}
        initial={YOU_BELONG_HERE_PRERENDER_NOW}
      />
      <EditionSection id="overview" title="About">
        <About>
          <p>
            You Belong Here was Design at UCI's 2023 Design-a-thon: from Friday, February 24 at 5:30 PM to Sunday,
            February 26 at 8:00 PM PST, students designed a product on the theme of Community & Inclusivity, solo or in
            teams of up to 4. More than 300 took part.
          </p>
          <p>
            It was free and online, with workshops, mentor office hours, a keynote and a panel of judges from the
            industry, and in-person work sessions on campus for UCI students. Sign-ups were extended to February 19 at
            11:59 PM PST.
          </p>
          <p>
            <ButtonLink href={youBelongHereLinks.signUp} data-variant="outline" {...newTab}>
              Participant sign-up form<span className="visually-hidden"> (opens in a new tab)</span>
            </ButtonLink>
          </p>
        </About>
      </EditionSection>
      <PeopleGrid tone="tint" look="left" groups={speakers} profilesPath={editionPeoplePath(edition)} />
      <Rules rules={rules2023} />
      <Prizes prizes={prizes2023} tone="tint" look="shadow" />
      <Schedule
        days={days}
        initial={YOU_BELONG_HERE_PRERENDER_NOW}
        intro="All times are PST. Events marked (IP) are in person, in the rooms shown, for UCI students only; everything else is online, on Zoom or Discord."
      />
      <Faq items={faq2023} tone="tint" />
      <EditionSection id="sponsors" title="Sponsors">
        <Sponsors>
          {edition.sponsors.map((sponsor) => (
            <li key={sponsor.id}>
              {sponsor.link ? (
                <a href={sponsor.link} style={{ background: sponsor.background }} {...newTab}>
                  <img
                    src={sponsor.logo}
                    alt={`${sponsor.alt}, ${sponsor.kind} (opens in a new tab)`}
                    width={240}
                    height={96}
                    loading="lazy"
                  />
                </a>
              ) : (
                <div style={{ background: sponsor.background }}>
                  <img
                    src={sponsor.logo}
                    alt={`${sponsor.alt}, ${sponsor.kind}`}
                    width={240}
                    height={96}
                    loading="lazy"
                  />
                </div>
              )}
            </li>
          ))}
        </Sponsors>
      </EditionSection>
    </EditionPage>
  );
}
