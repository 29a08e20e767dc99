import { boardAlumni, boardInterns, boardMembers } from "@duci/data/board";
import { partners } from "@duci/data/partners";
import { paths } from "@duci/data/paths";
import { quoteCards } from "@duci/data/quotes";
import { ClubNames } from "@duci/shell/club-names";
import { PageTitle } from "@duci/shell/page-title";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { AppLink } from "@duci/ui/link";
import { QuoteCarousel } from "@duci/ui/quote-carousel";
import { Reveal } from "@duci/ui/reveal";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { AlumniList } from "../about/alumni-list.tsx";
import { BoardSection } from "../about/board-section.tsx";
import { PartnerLogos } from "../about/partner-logos.tsx";
import { AboutArt } from "../heroes/about-art.tsx";
import { builtMemberPhotos } from "../photos/built-photos.ts";

// The drawing above the title on a phone, beside it from 600 px.
const Intro = styled.header({
  display: "grid",
  gap: space[5],
  padding: `${space[8]}px 0 ${space[5]}px`,
  [mq.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center", gap: space[6] },
});

const Title = styled.h1({ fontSize: "clamp(34px, 6vw, 60px)", maxWidth: 900 });

const Highlight = styled.span({ color: colors.link });

// At desktop width the intro text shares its row with the programs card, so the row has no empty third.
const IntroRow = styled.div({
  display: "grid",
  gap: space[6],
  [mq.lg]: { gridTemplateColumns: "minmax(0, 760px) minmax(260px, 1fr)", alignItems: "start" },
});

const Body = styled.div({
  display: "grid",
  gap: space[4],
  ...text.large,
  maxWidth: 760,
  "& a": { fontWeight: font.bold },
});

const Programs = styled.nav({
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.sky,
  "& > p": { ...text.h4, fontWeight: font.bold, marginBottom: space[3] },
  "& ul": { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space[2] },
  "& a": { fontWeight: font.bold, color: colors.text },
});

const programs = [
  { label: "Design-a-thon", href: paths.designathon },
  { label: "Project Teams", href: paths.projectTeams },
  { label: "Mentorship", href: paths.mentorship },
  { label: "House points", href: paths.houses },
  { label: "Resources", href: paths.resources },
];

const Section = styled.section({ paddingTop: space[8], display: "grid", gap: space[5] });

const SectionTitle = styled.h2({ fontSize: "clamp(26px, 4vw, 40px)" });

const SectionLead = styled.p({ color: colors.textMuted, maxWidth: 640, marginTop: -space[3] });

const WorkWithUs = styled.div({
  display: "grid",
  gap: space[3],
  justifyItems: "start",
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.peach,
  [mq.md]: { gridTemplateColumns: "1fr auto", alignItems: "center" },
});

export function AboutPage() {
  return (
    <Container>
      <PageTitle
        title="About"
        description="Design at UCI is the premier UI, UX and graphic design club at UC Irvine. Meet the board and our partners."
      />
      <Intro>
        <Title>
          {/* The intro line. */}
          We are the premier <Highlight>UI, UX and graphic design</Highlight> club at UC Irvine.
        </Title>
        <AboutArt />
      </Intro>
      <IntroRow>
        <Body>
          <p>
            Design at UCI is a community for digital designers to connect, learn and innovate. Membership is free for
            everyone, whatever your major or experience: anyone may come to our meetings and use our resources.
          </p>
          <p>
            We meet weekly during the academic quarter for workshops, talks by professional designers and socials, and
            we run bigger programs too: Project Teams, mentorship, the house points competition and the{" "}
            <ClubNames>Design-a-thon</ClubNames>.
          </p>
          <p>
            Start with our <AppLink href={paths.resources}>resources</AppLink>, come to one of our{" "}
            <AppLink href={paths.events}>events</AppLink>, or <AppLink href={paths.join}>join our newsletter</AppLink>{" "}
            to be notified about what's next.
          </p>
        </Body>
        {/* A navigation aside, not one of the page's sections: its label is not a heading. */}
        <Programs aria-labelledby="about-programs">
          <p id="about-programs">What we run</p>
          <ul>
            {programs.map((program) => (
              <li key={program.href}>
                <AppLink href={program.href}>{program.label}</AppLink>
              </li>
            ))}
          </ul>
        </Programs>
      </IntroRow>

      <Reveal>
        <Section aria-labelledby="about-quotes">
          <SectionTitle id="about-quotes">From our board</SectionTitle>
          {/* The section is the landmark: the carousel in it a group, not a second region of the same name. */}
          <QuoteCarousel quotes={quoteCards} label="From our board" role="group" />
        </Section>
      </Reveal>

      <BoardSection
        id="about-board"
        title="Board Members"
        lead="The students who plan every workshop, talk and program this year."
        members={boardMembers}
        headshots={builtMemberPhotos}
      />
      {/* Interns appear only when there are any. */}
      <BoardSection id="about-interns" title="Board Interns" members={boardInterns} headshots={builtMemberPhotos} />

      <Reveal>
        <Section aria-labelledby="about-alumni">
          <SectionTitle id="about-alumni">Board Alumni</SectionTitle>
          <SectionLead>Thank you to everyone who built the club before us.</SectionLead>
          <AlumniList groups={boardAlumni} />
        </Section>
      </Reveal>

      <Reveal>
        <Section aria-labelledby="about-partners">
          <SectionTitle id="about-partners">Partners</SectionTitle>
          <PartnerLogos partners={partners} />
          <WorkWithUs>
            <p>Sponsoring an event, giving a talk or hiring designers? We would love to hear from you.</p>
            <ButtonLink href={paths.contact}>Want to work with us?</ButtonLink>
          </WorkWithUs>
        </Section>
      </Reveal>
    </Container>
  );
}
