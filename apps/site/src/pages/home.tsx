import { paths } from "@duci/data/paths";
import { organizationJsonLd } from "@duci/data/structured-data";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { JsonLd } from "@duci/ui/json-ld";
import { AppLink } from "@duci/ui/link";
import { Reveal } from "@duci/ui/reveal";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Hero = styled.section({
  padding: `${space[9]}px 0 ${space[8]}px`,
  background: `linear-gradient(180deg, ${colors.sky} 0%, ${colors.white} 100%)`,
});

const Title = styled.h1({
  fontSize: "clamp(40px, 8vw, 80px)",
  letterSpacing: -1.5,
  maxWidth: 820,
});

const Lead = styled.p({
  fontSize: 20,
  maxWidth: 620,
  margin: `${space[5]}px 0 ${space[6]}px`,
  color: colors.textMuted,
});

const Features = styled.div({ display: "grid", gap: space[5], padding: `${space[8]}px 0` });

const Feature = styled.section({
  display: "grid",
  gap: space[4],
  padding: space[6],
  borderRadius: radius.lg,
  [mq.md]: { gridTemplateColumns: "1fr 1fr", alignItems: "center", padding: space[8] },
  "&[data-tone='peach']": { background: colors.peach },
  "&[data-tone='lime']": { background: colors.lime },
  "&[data-tone='blush']": { background: colors.blush },
});

const FeatureTitle = styled.h2({ fontSize: "clamp(28px, 4vw, 40px)" });

const FeatureText = styled.p({ fontSize: 18, marginBottom: space[4] });

const Closing = styled.section({
  textAlign: "center",
  padding: `${space[8]}px ${space[4]}px`,
  borderRadius: radius.lg,
  background: colors.black,
  color: colors.white,
  display: "grid",
  justifyItems: "center",
  gap: space[4],
});

const AboutLink = styled(AppLink)({ color: colors.sky, fontWeight: font.bold });

const features = [
  {
    tone: "peach",
    title: "Workshops nearly every week",
    text: "Hands-on sessions on UX concepts, visual design and prototyping, taught by students who were beginners not long ago.",
    cta: "See upcoming workshops",
    href: paths.events,
  },
  {
    tone: "lime",
    title: "Talks with working designers",
    text: "Industry speakers share how they got hired, what their days look like and what they wish they had known in school.",
    cta: "Find the next talk",
    href: paths.events,
  },
  {
    tone: "blush",
    title: "Resources for every project",
    text: "Workshop slides, curated tools and guides, and programs like Project Teams and the Design-a-thon.",
    cta: "Browse resources",
    href: paths.resources,
  },
] as const;

export function HomePage() {
  return (
    <>
      <title>Design at UCI</title>
      <meta
        name="description"
        content="Design at UCI is the student club for UI, UX and graphic design at UC Irvine: weekly workshops, industry talks and a free community."
      />
      <JsonLd data={organizationJsonLd()} />
      <Hero>
        <Container>
          <Title>Design at UCI</Title>
          <Lead>
            A free community for digital designers to connect, learn and innovate. Everyone is welcome, whatever your
            major or experience.
          </Lead>
          <ButtonLink href={paths.join}>Get involved</ButtonLink>
        </Container>
      </Hero>
      <Container>
        <Features>
          {features.map((feature) => (
            <Reveal key={feature.title}>
              <Feature data-tone={feature.tone} aria-labelledby={`feature-${feature.tone}`}>
                <FeatureTitle id={`feature-${feature.tone}`}>{feature.title}</FeatureTitle>
                <div>
                  <FeatureText>{feature.text}</FeatureText>
                  <ButtonLink href={feature.href} data-variant="outline">
                    {feature.cta}
                  </ButtonLink>
                </div>
              </Feature>
            </Reveal>
          ))}
        </Features>
        <Reveal>
          <Closing aria-labelledby="home-join">
            <h2 id="home-join">Join the club</h2>
            <p>Membership is free. Get event news in your inbox and follow us on social media.</p>
            <ButtonLink href={paths.join} data-variant="light">
              Join Design at UCI
            </ButtonLink>
            <AboutLink href={paths.about}>Learn more about us</AboutLink>
          </Closing>
        </Reveal>
      </Container>
    </>
  );
}
