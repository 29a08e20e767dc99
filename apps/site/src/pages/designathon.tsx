import { overviewCards } from "@duci/data/designathon-overview";
import { currentEdition, editionDates, editionPath } from "@duci/data/edition";
import { paths } from "@duci/data/paths";
import { ClubNames } from "@duci/shell/club-names";
import { PageTitle } from "@duci/shell/page-title";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { AppLink } from "@duci/ui/link";
import { ShowcaseCard } from "@duci/ui/showcase-card";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { SymbolIcon } from "../home/club-symbols.tsx";

const current = currentEdition();

const Header = styled.header({
  background: colors.blue,
  color: colors.black,
  padding: `${space[9]}px 0 ${space[8]}px`,
});

const HeaderRow = styled.div({
  [mq.lg]: { display: "grid", gridTemplateColumns: "1fr auto", alignItems: "center", gap: space[7] },
});

// "Design-a-thon" on one line down to a 320 px phone.
const Title = styled.h1({ fontSize: "clamp(36px, 11vw, 96px)", lineHeight: 1 });

// On a laptop, the club's Design-a-thon symbol with the workshop and
// industry tiles fills the header's right side; narrower screens give the title the whole width.
const Symbols = styled.div({
  display: "none",
  [mq.lg]: { display: "block", position: "relative", width: 280, height: 220 },
  "& svg": { position: "absolute", filter: "drop-shadow(0 8px 0 rgba(0, 0, 36, 0.18))" },
  "& svg:nth-of-type(1)": { left: 56, top: 24, transform: "rotate(-6deg)" },
  "& svg:nth-of-type(2)": { right: 0, top: 0, transform: "rotate(10deg)" },
  "& svg:nth-of-type(3)": { left: 0, bottom: 0, transform: "rotate(-12deg)" },
});

const Intro = styled.p({
  marginTop: space[4],
  maxWidth: 640,
  ...text.lead,
  "& a": { color: colors.black, fontWeight: font.bold, whiteSpace: "nowrap" },
});

const About = styled.section({ padding: `${space[8]}px 0`, background: colors.sky });

const H2 = styled.h2({ fontSize: "clamp(28px, 5vw, 40px)", marginBottom: space[4] });

const Text = styled.p({ ...text.large, maxWidth: 720 });

const Hero = styled.section({
  minHeight: "100svh",
  display: "grid",
  placeItems: "center",
  alignContent: "center",
  gap: space[5],
  padding: `${space[8]}px ${space[4]}px`,
  textAlign: "center",
  background: colors.white,
  backgroundImage:
    "linear-gradient(rgba(8, 154, 255, 0.14) 1px, transparent 1px), linear-gradient(90deg, rgba(8, 154, 255, 0.14) 1px, transparent 1px)",
  backgroundSize: "40px 40px",
});

// The featured edition's own cover, as its card below has it: each year's art, not one mark for all.
const Cover = styled.img({
  display: "block",
  width: "min(480px, 100%)",
  height: "auto",
  aspectRatio: "640 / 400",
  borderRadius: radius.md,
  boxShadow: "0 12px 32px rgba(0, 0, 36, 0.18)",
});

const HeroTitle = styled.h2({ fontSize: "clamp(32px, 6vw, 56px)", color: colors.text });

const HeroDates = styled.p({ ...text.h3, fontWeight: font.bold });

// The page ends on this band: it runs on through the footer's top margin (96 px), so no white stripe
// lies between them. (A `:has()` rule on the footer did this for any page and cost every page's
// hydration about 50 ms of style work on a phone.)
const List = styled.section({
  padding: `${space[8]}px 0 ${space[9] * 2}px`,
  marginBottom: -space[9],
  background: colors.sky,
});

// A card grows when its showcase opens; its neighbours keep their height.
const Grid = styled(BalancedGrid)({ alignItems: "flex-start" });

/** The Design-a-thon overview: what it is, the current edition and a card for every edition, newest first. */
export function DesignathonPage() {
  return (
    <>
      <PageTitle
        title="Design-a-thons"
        description="Design at UCI's yearly Design-a-thon: three days of designing, workshops and prizes, open to everyone."
      />
      <Header>
        <Container>
          <HeaderRow>
            <div>
              <Title>
                <ClubNames>Design-a-thon</ClubNames>
              </Title>
              <Intro>
                Applications for the next <ClubNames>Design-a-thon</ClubNames> open later this year.{" "}
                <AppLink href={paths.join}>Join us</AppLink> to get a message the moment they do.
              </Intro>
            </div>
            <Symbols>
              <SymbolIcon name="designathon" size={168} />
              <SymbolIcon name="workshop" size={84} />
              <SymbolIcon name="industry" size={76} />
            </Symbols>
          </HeaderRow>
        </Container>
      </Header>
      <About aria-labelledby="what-is">
        <Container>
          <H2 id="what-is">
            What is <ClubNames>Design-a-thon</ClubNames> at UCI?
          </H2>
          <Text>
            Once a year, Design at UCI hosts a design competition that is open to everyone. Bring a team or form one
            during the event, receive a prompt, and design a solution to it over a weekend. Along the way you attend
            workshops with industry professionals, and at the end you present your work to judges for prizes.
          </Text>
        </Container>
      </About>
      <Hero aria-labelledby="current-edition">
        {/* The heading beside it names the edition: the art needs no words of its own. */}
        <Cover src={current.card.image} alt="" width={640} height={400} />
        <HeroTitle id="current-edition">
          <span className="visually-hidden">Design-a-thon {current.year}: </span>
          {current.name}
        </HeroTitle>
        <HeroDates>{editionDates(current)}</HeroDates>
        <ButtonLink href={editionPath(current)} data-variant="primary">
          Event Page
        </ButtonLink>
      </Hero>
      <List aria-labelledby="editions">
        <Container>
          <H2 id="editions">
            Every <ClubNames>Design-a-thon</ClubNames>
          </H2>
          <Grid columns={{ sm: 3, lg: 4 }} gap={space[6]}>
            {overviewCards.map((edition) => (
              <li key={edition.year}>
                <ShowcaseCard event={{ ...edition, title: `${edition.year}: ${edition.title}` }} headingLevel={3} />
              </li>
            ))}
          </Grid>
        </Container>
      </List>
    </>
  );
}
