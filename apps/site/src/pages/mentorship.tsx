import { paths } from "@duci/data/paths";
import { PageTitle } from "@duci/shell/page-title";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { StatusChip } from "@duci/ui/status-chip";
import { colors } from "@duci/ui/theme/tokens";
import { MentorshipArt } from "../heroes/mentorship-art.tsx";
import { PageHero } from "../resources/page-hero.tsx";
import { Notice, Prose, Section, SectionTitle } from "../resources/program-layout.tsx";

export function MentorshipPage() {
  return (
    <>
      <PageTitle
        title="Mentorship"
        description="Design at UCI's mentorship program groups students into mentorship families. Applications are closed."
      />
      <PageHero
        art={<MentorshipArt />}
        title="Mentorship"
        lead="Learn from students a few steps ahead of you, in a small mentorship family."
        background={`linear-gradient(180deg, ${colors.lime} 0%, ${colors.white} 100%)`}
      />
      <Container>
        <Notice aria-labelledby="mentorship-closed">
          <StatusChip tone="danger">Closed</StatusChip>
          <h2 id="mentorship-closed">Mentorship applications are closed</h2>
          <p>
            If you applied, keep an eye on your inbox: expect an email during Week 8 telling you about your mentorship
            family.
          </p>
          <p>Missed it this time? Join our mailing list to hear when the next applications open.</p>
          <ButtonLink href={paths.join}>Get notified</ButtonLink>
        </Notice>
        <Section aria-labelledby="mentorship-what">
          <SectionTitle id="mentorship-what">How mentorship works</SectionTitle>
          <Prose>
            <p>
              The mentorship program groups newer designers with experienced students into small mentorship families.
              Mentors share what they have learned about classes, portfolios, internships and finding your style.
            </p>
            <p>
              Families meet through the quarter in whatever way suits them: coffee chats, portfolio reviews, working
              sessions before a deadline, or a trip to one of our events together.
            </p>
            <p>Anyone can apply as a mentee, whatever their major or experience.</p>
          </Prose>
        </Section>
      </Container>
    </>
  );
}
