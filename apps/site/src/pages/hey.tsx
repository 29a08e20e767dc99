import { club } from "@duci/data/config";
import { hubCards, socialJusticeResource, stickerOrder, websiteCard } from "@duci/data/link-hub";
import { ClubNames } from "@duci/shell/club-names";
import { NewsletterForm } from "@duci/shell/newsletter-form";
import { PageTitle } from "@duci/shell/page-title";
import { ArrowIcon } from "@duci/ui/arrow-icon";
import { Logo } from "@duci/ui/icons";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { HubCard } from "../hey/hub-card.tsx";

const Column = styled.div({
  maxWidth: 680,
  margin: "0 auto",
  padding: `${space[7]}px ${space[4]}px 0`,
  display: "grid",
  gap: space[6],
});

const Head = styled.header({ display: "grid", justifyItems: "center", gap: space[3], textAlign: "center" });

const Title = styled.h1({ fontSize: "clamp(32px, 6vw, 48px)" });

const Lead = styled.p({ color: colors.textMuted, maxWidth: 520 });

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[3],
  [mq.sm]: {
    gridTemplateColumns: "1fr 1fr",
    // An odd number of cards: the first takes the whole first row, so none is left alone at the end.
    "& > li:first-of-type:nth-last-of-type(odd)": { gridColumn: "1 / -1" },
  },
});

const Box = styled.section({
  padding: space[5],
  borderRadius: radius.lg,
  border: `2px solid ${colors.black}`,
  display: "grid",
  gap: space[3],
});

const BoxTitle = styled.h2(text.h3);

const More = styled.ul({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space[3] });

const TextLink = styled.a({
  display: "grid",
  gap: space[1],
  padding: `${space[4]}px ${space[5]}px`,
  borderRadius: radius.lg,
  background: colors.black,
  color: colors.white,
  textDecoration: "none",
  "& strong": {
    display: "flex",
    justifyContent: "space-between",
    gap: space[2],
    fontSize: text.large.fontSize,
    fontWeight: font.bold,
  },
  "&:hover strong": { textDecoration: "underline" },
});

export function HeyPage() {
  return (
    <Column>
      <PageTitle title="Hey" description="Every Design at UCI link in one place: website, socials and newsletter." />
      <Head>
        <Logo size={64} />
        <Title>
          Hey there, we're <ClubNames>{club.name}</ClubNames>
        </Title>
        <Lead>The student club for UI, UX and graphic design at UC Irvine. Everything we're up to, one tap away.</Lead>
      </Head>
      <nav aria-label="Our website">
        <HubCard card={websiteCard} size="large" />
      </nav>
      <section aria-labelledby="hey-links">
        <h2 id="hey-links" className="visually-hidden">
          Find us elsewhere
        </h2>
        <Grid>
          {hubCards.map((card) => (
            <li key={card.title}>
              <HubCard card={card} />
            </li>
          ))}
        </Grid>
      </section>
      <Box aria-labelledby="hey-newsletter">
        <BoxTitle id="hey-newsletter">Get the newsletter</BoxTitle>
        <p>This week's events in your inbox, once a week during the quarter.</p>
        {/* Far down this page, the spec's jump to 384 px would hide the result: it stays where it appears. */}
        <NewsletterForm variant="simple" scrollOffset={null} />
      </Box>
      <section aria-labelledby="hey-more">
        <h2 id="hey-more" className="visually-hidden">
          More
        </h2>
        <More>
          {[stickerOrder, socialJusticeResource].map((item) => (
            <li key={item.href}>
              <TextLink href={item.href} target="_blank" rel="noopener noreferrer">
                <strong>
                  {item.title}
                  <ArrowIcon kind="up-right" />
                </strong>
                <span>{item.description}</span>
                <span className="visually-hidden">(opens in a new tab)</span>
              </TextLink>
            </li>
          ))}
        </More>
      </section>
    </Column>
  );
}
