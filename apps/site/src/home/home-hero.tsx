import { paths } from "@duci/data/paths";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { colors, font, mq, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { HomeArtwork } from "./home-artwork.tsx";

const Hero = styled.section({
  padding: `${space[7]}px 0 ${space[7]}px`,
  background: `linear-gradient(180deg, ${colors.sky} 0%, ${colors.white} 100%)`,
  [mq.md]: { padding: `${space[8]}px 0` },
});

const HeroGrid = styled.div({
  display: "grid",
  gap: space[6],
  alignItems: "center",
  [mq.md]: { gridTemplateColumns: "minmax(0, 11fr) minmax(0, 9fr)", gap: space[7] },
});

const Eyebrow = styled.p({
  ...text.small,
  fontWeight: font.bold,
  textTransform: "uppercase",
  letterSpacing: 1.2,
  color: colors.textMuted,
  marginBottom: space[3],
});

// Capitals are wider in the fallback than in DM Sans, more than its average letter
// allows for, so a line of them that fits a phone in one font can wrap in the
// other, and the font's arrival would move the page. On a phone the eyebrow
// breaks at the same place in both (each half fits 320 px in either); wider,
// it fits one line in either.
const PhoneBreak = styled.br({ [mq.sm]: { display: "none" } });

const Title = styled.h1(text.display);

const Lead = styled.p({
  ...text.lead,
  maxWidth: 560,
  margin: `${space[5]}px 0 ${space[6]}px`,
  color: colors.textMuted,
});

const Actions = styled.div({ display: "flex", flexWrap: "wrap", gap: space[3] });

const Art = styled(HomeArtwork)({
  display: "block",
  width: "100%",
  maxWidth: 360,
  height: "auto",
  margin: "0 auto",
  [mq.md]: { maxWidth: 480 },
});

/** The club in a line, what it offers, the ways in, and its artwork. */
export function HomeHero() {
  return (
    <Hero>
      <Container>
        <HeroGrid>
          <div>
            <Eyebrow>
              UC Irvine's UI, UX and <PhoneBreak />
              graphic design club
            </Eyebrow>
            <Title>Design at UCI</Title>
            <Lead>
              A free community for digital designers to connect, learn and innovate. Everyone is welcome, whatever your
              major or experience.
            </Lead>
            <Actions>
              <ButtonLink href={paths.join}>Get involved</ButtonLink>
              <ButtonLink href={paths.events} data-variant="outline">
                See events
              </ButtonLink>
            </Actions>
          </div>
          <Art />
        </HeroGrid>
      </Container>
    </Hero>
  );
}
