import { paths } from "@duci/data/paths";
import { ClubNames } from "@duci/shell/club-names";
import { NewsletterForm } from "@duci/shell/newsletter-form";
import { PageTitle } from "@duci/shell/page-title";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { Reveal } from "@duci/ui/reveal";
import { colors, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { SocialCards } from "../join/social-cards.tsx";

const Head = styled.header({ padding: `${space[8]}px 0 ${space[6]}px`, display: "grid", gap: space[3] });

const Title = styled.h1({ fontSize: "clamp(36px, 6vw, 64px)" });

const Lead = styled.p({ ...text.lead, maxWidth: 640, color: colors.textMuted });

const Newsletter = styled.section({
  display: "grid",
  gap: space[5],
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.sky,
  [mq.md]: { gridTemplateColumns: "1fr 1.4fr", padding: space[7], gap: space[7] },
});

const SectionTitle = styled.h2({ fontSize: "clamp(26px, 4vw, 36px)", marginBottom: space[3] });

const Section = styled.section({ paddingTop: space[8] });

const Intro = styled.p({ marginBottom: space[5], maxWidth: 640 });

const Next = styled.div({ display: "flex", flexWrap: "wrap", gap: space[3] });

export function JoinPage() {
  return (
    <Container>
      <PageTitle
        title="Join"
        description="Join Design at UCI for free: get the weekly newsletter and follow the club on social media."
      />
      <Head>
        <Title>
          Join <ClubNames>Design at UCI</ClubNames>
        </Title>
        <Lead>
          Membership is free for everyone, and there is nothing to fill in to be a member: come to a meeting. To hear
          about workshops, talks and programs first, get the newsletter and follow us.
        </Lead>
      </Head>
      <Newsletter aria-labelledby="join-newsletter">
        <div>
          <SectionTitle id="join-newsletter">Get the newsletter</SectionTitle>
          <p>
            One short email a week during the quarter: this week's events, program sign-ups like Project Teams and the{" "}
            <ClubNames>Design-a-thon</ClubNames>, and design opportunities on campus.
          </p>
        </div>
        <NewsletterForm variant="full" />
      </Newsletter>
      <Reveal>
        <Section aria-labelledby="join-socials">
          <SectionTitle id="join-socials">Follow us</SectionTitle>
          <Intro>Photos, reminders and the club chat, wherever you already are.</Intro>
          <SocialCards />
        </Section>
      </Reveal>
      <Reveal>
        <Section aria-labelledby="join-next">
          <SectionTitle id="join-next">Then come say hi</SectionTitle>
          <Intro>Everyone is welcome at every meeting. Find the next one, or start learning on your own.</Intro>
          <Next>
            <ButtonLink href={paths.events}>See upcoming events</ButtonLink>
            <ButtonLink href={paths.resources} data-variant="outline">
              Browse resources
            </ButtonLink>
          </Next>
        </Section>
      </Reveal>
    </Container>
  );
}
