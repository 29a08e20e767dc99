import { club } from "@duci/data/config";
import { PageTitle } from "@duci/shell/page-title";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { colors, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { SocialIcons } from "../contact/social-icons.tsx";

const Card = styled.section({
  margin: `${space[8]}px auto 0`,
  maxWidth: 720,
  padding: `${space[8]}px ${space[5]}px`,
  borderRadius: radius.lg,
  background: colors.sky,
  display: "grid",
  justifyItems: "center",
  gap: space[5],
  textAlign: "center",
});

const Title = styled.h1({ fontSize: "clamp(36px, 6vw, 56px)" });

const Text = styled.p({ ...text.lead, maxWidth: 520 });

const Mail = styled(ButtonLink)({ fontSize: text.lead.fontSize, wordBreak: "break-all" });

const Follow = styled.h2(text.large);

export function ContactPage() {
  return (
    <Container>
      <PageTitle title="Contact" description={`Email Design at UCI at ${club.email}, or find us on social media.`} />
      <Card>
        <Title>Contact us</Title>
        <Text>
          Questions, comments or feedback? Want to collaborate on an event, a talk or a project? Send us an email: a
          board member reads every message and will get back to you.
        </Text>
        <Mail href={`mailto:${club.email}`}>{club.email}</Mail>
        <Follow>Or find us on social media</Follow>
        <SocialIcons />
      </Card>
    </Container>
  );
}
