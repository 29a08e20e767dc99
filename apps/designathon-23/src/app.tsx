import {
  faq2023,
  judges2023,
  keynote2023,
  prizes2023,
  rules2023,
  sections2023,
  sponsors2023,
  workshopHosts2023,
  youBelongHereDates,
  youBelongHereLinks,
} from "@duci/data/designathon-23";
import { editionOf } from "@duci/data/editions";
import { paths } from "@duci/data/paths";
import { designathonJsonLd } from "@duci/data/structured-data";
import { Accordion } from "@duci/ui/accordion";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { ErrorBoundary } from "@duci/ui/error-boundary";
import { GlobalStyles } from "@duci/ui/global-styles";
import { JsonLd } from "@duci/ui/json-ld";
import { newTab } from "@duci/ui/link";
import { PageTitle } from "@duci/ui/page-title";
import { SectionNav } from "@duci/ui/section-nav";
import { SiteFooter } from "@duci/ui/site-footer";
import { SiteNav } from "@duci/ui/site-nav";
import { SkipLink } from "@duci/ui/skip-link";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import { UnavailableLink } from "@duci/ui/unavailable-link";
import styled from "@emotion/styled";
import { Badge, Card } from "./card.tsx";
import { Countdown } from "./countdown.tsx";
import { HeroBackground } from "./hero-background.tsx";
import { NavActions } from "./nav-actions.tsx";
import { PeopleGrid } from "./people-grid.tsx";
import { ScheduleSection } from "./schedule-section.tsx";
import { Section } from "./section.tsx";
import { Winners } from "./winners.tsx";

const edition = editionOf(2023);

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

const Cards = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[5],
  [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
  [mq.md]: { gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" },
});

const SubTitle = styled.h3({ fontSize: 24, margin: `${space[7]}px 0 ${space[4]}px` });

const Rules = styled.ol({
  margin: 0,
  paddingLeft: space[6],
  display: "grid",
  gap: space[3],
  maxWidth: 820,
  "li::marker": { fontWeight: font.bold },
});

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

function Edition() {
  return (
    <>
      <JsonLd data={designathonJsonLd(23)} />
      <PageTitle
        title={`Design-a-thon 2023: ${edition.title}`}
        description="You Belong Here, Design at UCI's 2023 Design-a-thon on Community & Inclusivity, February 24-26, 2023."
      />
      <SkipLink />
      <SiteNav currentPath={paths.designathon23} />
      <main id="main" tabIndex={-1}>
        <Hero>
          <HeroBackground />
          <HeroContent>
            <Eyebrow>Design-a-thon 2023 · {youBelongHereDates}</Eyebrow>
            <Title>{edition.title}</Title>
            <Theme>Theme: {edition.theme}</Theme>
            <Countdown />
            <BackLink href={paths.designathon}>All Design-a-thons</BackLink>
          </HeroContent>
        </Hero>
        <SectionNav items={sections2023} offset={80} aria-label="You Belong Here sections" actions={<NavActions />} />
        <Winners />
        <Section id="overview" title="About">
          <About>
            <p>
              You Belong Here is Design at UCI's 2023 Design-a-thon, on the theme of Community & Inclusivity. Over three
              days, more than 300 students designed products that make people feel they belong: solo or in teams of up
              to 4, with live workshops, a keynote, mentors and judges from the industry.
            </p>
            <p>
              It is free and online, with in-person work sessions on campus for UCI students. Sign-ups were extended
              from February 15 to February 19 at 11:59 PM PST.
            </p>
            <p>
              {youBelongHereLinks.signUp ? (
                <ButtonLink href={youBelongHereLinks.signUp} data-variant="outline" {...newTab}>
                  Sign-up form<span className="visually-hidden"> (opens in a new tab)</span>
                </ButtonLink>
              ) : (
                <UnavailableLink label="Sign-up form" />
              )}
            </p>
          </About>
        </Section>
        <Section id="speakers" title="Judges & Speakers" tone="tint">
          <SubTitle style={{ marginTop: 0 }}>Keynote Speaker</SubTitle>
          <PeopleGrid people={[keynote2023]} />
          <SubTitle>Judges</SubTitle>
          <PeopleGrid people={judges2023} />
          <SubTitle>Workshop Hosts</SubTitle>
          <PeopleGrid people={workshopHosts2023} />
        </Section>
        <Section id="rules" title="Rules">
          <Rules>
            {rules2023.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Rules>
        </Section>
        <Section id="prizes" title="Prizes" tone="tint">
          <Cards>
            {prizes2023.map((group) => (
              <Card key={group.id} data-symbol={group.symbol}>
                <Badge>{group.symbol}</Badge>
                <h3>{group.label}</h3>
                <ul style={{ margin: 0, paddingLeft: space[5] }}>
                  {group.prizes.map((prize) => (
                    <li key={prize}>{prize}</li>
                  ))}
                </ul>
              </Card>
            ))}
          </Cards>
        </Section>
        <Section id="schedule" title="Schedule">
          <ScheduleSection />
        </Section>
        <Section id="faq" title="FAQ" tone="tint">
          <Accordion
            headingLevel={3}
            items={faq2023.map((item) => ({
              id: item.id,
              question: item.question,
              answer: (
                <p>
                  {item.answer}{" "}
                  {item.link ? (
                    <a href={item.link.href} {...newTab}>
                      {item.link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : null}
                </p>
              ),
            }))}
          />
        </Section>
        <Section id="sponsors" title="Sponsors">
          <Sponsors>
            {sponsors2023.map((sponsor) => (
              <li key={sponsor.id}>
                {sponsor.link ? (
                  <a href={sponsor.link} style={{ background: sponsor.background }} {...newTab}>
                    <img
                      src={sponsor.logo}
                      alt={`${sponsor.alt}, ${sponsor.kind} (opens in a new tab)`}
                      width={240}
                      height={96}
                    />
                  </a>
                ) : (
                  <div style={{ background: sponsor.background }}>
                    <img src={sponsor.logo} alt={`${sponsor.alt}, ${sponsor.kind}`} width={240} height={96} />
                  </div>
                )}
              </li>
            ))}
          </Sponsors>
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
