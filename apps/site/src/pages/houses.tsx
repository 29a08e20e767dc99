import { houseFaq, housePerks, houses } from "@duci/data/houses";
import { PageTitle } from "@duci/shell/page-title";
import { Accordion } from "@duci/ui/accordion";
import { Container } from "@duci/ui/container";
import { StatusChip } from "@duci/ui/status-chip";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { HousesArt } from "../heroes/houses-art.tsx";
import { HousesJoin, HousesJoinLink, useHousesSignUp } from "../houses/houses-join.tsx";

// Centred under its drawing on a phone; from 600 px the text on the left, the temple beside it.
const Landing = styled.header({
  display: "grid",
  justifyItems: "center",
  gap: space[5],
  padding: `${space[8]}px 0`,
  [mq.sm]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center", gap: space[6] },
  // Two lines at every width, in DM Sans and in the fallback alike, so DM Sans's arrival never rewraps it.
  "& h1": { fontSize: "clamp(46px, 9vw, 88px)", letterSpacing: -1.5, lineHeight: 1 },
});

const LandingText = styled.div({
  display: "grid",
  justifyItems: "center",
  gap: space[4],
  textAlign: "center",
  [mq.sm]: { justifyItems: "start", textAlign: "left" },
});

const Tagline = styled.p({ ...text.lead, color: colors.textMuted, maxWidth: 560 });

// A sticker, not a button: the chip tilted, in the prize's yellow.
const PrizeBadge = styled(StatusChip)({ fontSize: text.small.fontSize, transform: "rotate(-3deg)" });

// Two even rows on a phone (four houses make two by two, never three and one), one row from `sm`.
const Emblems = styled.ul({
  display: "grid",
  gridTemplateColumns: `repeat(${Math.ceil(houses.length / 2)}, auto)`,
  justifyContent: "center",
  // From 600 px the row starts under the text it illustrates.
  [mq.sm]: { gridTemplateColumns: `repeat(${houses.length}, auto)`, justifyContent: "start" },
  gap: space[5],
  listStyle: "none",
  padding: 0,
  margin: `${space[5]}px 0 0`,
  "& li": { display: "grid", justifyItems: "center", gap: space[2], fontWeight: font.bold },
});

const Section = styled.section({
  padding: `${space[7]}px 0`,
  scrollMarginTop: space[5],
  "& > h2": { fontSize: "clamp(28px, 4vw, 44px)", marginBottom: space[4] },
  "& > p": { ...text.large, maxWidth: 720 },
  "& > p + p": { marginTop: space[3] },
});

const Perks = styled.ul({
  display: "grid",
  gap: space[4],
  listStyle: "none",
  padding: 0,
  [mq.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  "& li": { padding: space[5], borderRadius: radius.lg },
  "& li:nth-of-type(1)": { background: colors.sky },
  "& li:nth-of-type(2)": { background: colors.lime },
  "& li:nth-of-type(3)": { background: colors.peach },
  "& li:nth-of-type(4)": { background: colors.blush },
  "& h3": { ...text.h4, marginBottom: space[2] },
});

const DiscordLine = styled.p({
  marginTop: space[5],
  "& a": { color: colors.link, fontWeight: font.bold },
});

const faqItems = houseFaq.map((item, index) => ({
  id: `faq-${index + 1}`,
  question: item.q,
  answer: (
    <>
      {item.a.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  ),
}));

/** /houses: the houses competition, its sign-up (open or closed by the deadline), perks and FAQ. */
export function HousesPage() {
  const signUp = useHousesSignUp();
  return (
    <Container>
      <PageTitle
        title="Houses"
        description="Join one of four Greek Gods Houses, earn points at every event and win a prize at the end of the quarter."
      />
      <Landing>
        <LandingText>
          <h1>Greek Gods Houses</h1>
          <Tagline>
            Be part of a design family: find your people, earn points together and make every event count.
          </Tagline>
          <PrizeBadge tone="yellow">WIN A PRIZE</PrizeBadge>
          <HousesJoinLink state={signUp.state} />
        </LandingText>
        <HousesArt />
      </Landing>

      <Section id="about" aria-labelledby="about-heading">
        <h2 id="about-heading">What are Houses?</h2>
        <p>
          Every member can join one of four houses, each named after a Greek god. Your house is your crew for the
          quarter: you sit together at meetings, team up at workshops and cheer each other on at socials.
        </p>
        <p>
          Houses earn points from general meetings, industry events, workshop events and socials. At the end of each
          event, scan the QR code to mark your attendance. The house with the most points at the end of the quarter wins
          a prize, announced later in the quarter.
        </p>
        <Emblems>
          {houses.map((house) => (
            <li key={house.name}>
              <img src={house.icon} alt="" width={72} height={72} />
              {house.name}
            </li>
          ))}
        </Emblems>
      </Section>

      <HousesJoin {...signUp} />

      <Section aria-labelledby="perks-heading">
        <h2 id="perks-heading">Perks</h2>
        <Perks>
          {housePerks.map((perk) => (
            <li key={perk.title}>
              <h3>{perk.title}</h3>
              <p>{perk.text}</p>
            </li>
          ))}
        </Perks>
      </Section>

      <Section id="FAQ" aria-labelledby="faq-heading">
        <h2 id="faq-heading">FAQ</h2>
        <Accordion items={faqItems} headingLevel={3} />
        <DiscordLine>
          More questions? Ask us any time on <a href="/discord/">our Discord server</a>.
        </DiscordLine>
      </Section>
    </Container>
  );
}
