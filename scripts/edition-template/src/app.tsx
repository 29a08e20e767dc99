import "@duci/ui/fonts.css";
import { paths } from "@duci/data/paths";
import { Accordion } from "@duci/ui/accordion";
import { Container } from "@duci/ui/container";
import { GlobalStyles } from "@duci/ui/global-styles";
import { PageTitle } from "@duci/ui/page-title";
import { PersonCard } from "@duci/ui/person-card";
import { SectionNav } from "@duci/ui/section-nav";
import { SiteFooter } from "@duci/ui/site-footer";
import { SiteNav } from "@duci/ui/site-nav";
import { colors, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { EditionCountdown } from "./edition-countdown.tsx";
import { edition } from "./edition-data.ts";
import { ScheduleSection } from "./schedule-section.tsx";

const sections = [
  { id: "about", label: "About" },
  { id: "schedule", label: "Schedule" },
  { id: "people", label: "People" },
  { id: "rules", label: "Rules" },
  { id: "prizes", label: "Prizes" },
  { id: "faq", label: "FAQ" },
  { id: "sponsors", label: "Sponsors" },
];

const Header = styled.header({ padding: `${space[9]}px 0`, background: colors.black, color: colors.white });
const Title = styled.h1({ fontSize: "clamp(40px, 8vw, 88px)", margin: `${space[2]}px 0` });
const Section = styled.section({ padding: `${space[8]}px 0`, scrollMarginTop: 80 });
const People = styled.div({ display: "flex", flexWrap: "wrap", gap: space[5], marginTop: space[5] });

export function App() {
  const title = `Design-a-thon ${edition.year}: ${edition.name}`;
  return (
    <>
      <GlobalStyles />
      <PageTitle title={title} />
      <SiteNav currentPath={paths.designathon__YY__} />
      <main id="main">
        <Header>
          <Container>
            <p>Design-a-thon {edition.year}</p>
            <Title>{edition.name}</Title>
            <p>{edition.dates}</p>
            <EditionCountdown />
            <p>
              <a href={paths.designathon} style={{ color: colors.white }}>
                All Design-a-thons
              </a>
            </p>
          </Container>
        </Header>
        <SectionNav items={sections} />
        <Container>
          <Section id="about" aria-labelledby="about-title">
            <h2 id="about-title">Theme: {edition.theme}</h2>
            <p>{edition.tagline}</p>
          </Section>
          <Section id="schedule" aria-labelledby="schedule-title">
            <h2 id="schedule-title">Schedule</h2>
            <ScheduleSection days={edition.schedule} />
          </Section>
          <Section id="people" aria-labelledby="people-title">
            <h2 id="people-title">Judges and speakers</h2>
            <People>
              {edition.people.map((person) => (
                <PersonCard key={person.id} person={person} />
              ))}
            </People>
          </Section>
          <Section id="rules" aria-labelledby="rules-title">
            <h2 id="rules-title">Rules</h2>
            <ol>
              {edition.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </Section>
          <Section id="prizes" aria-labelledby="prizes-title">
            <h2 id="prizes-title">Prizes</h2>
            {edition.prizes.map((group) => (
              <div key={group.label}>
                <h3>{group.label}</h3>
                <ul>
                  {group.prizes.map((prize) => (
                    <li key={prize}>{prize}</li>
                  ))}
                </ul>
              </div>
            ))}
          </Section>
          <Section id="faq" aria-labelledby="faq-title">
            <h2 id="faq-title">FAQ</h2>
            <Accordion
              items={edition.faq.map((item) => ({
                id: item.id,
                question: item.question,
                answer: (
                  <>
                    {item.answer} {item.link ? <a href={item.link.href}>{item.link.label}</a> : null}
                  </>
                ),
              }))}
            />
          </Section>
          <Section id="sponsors" aria-labelledby="sponsors-title">
            <h2 id="sponsors-title">Sponsors</h2>
            {edition.sponsors.length === 0 ? (
              <p>Sponsors will be announced soon.</p>
            ) : (
              <ul>
                {edition.sponsors.map((sponsor) => (
                  <li key={sponsor.id}>
                    <a href={sponsor.link}>
                      <img src={sponsor.logo} alt={sponsor.alt} width={160} height={80} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}
