import { partners2024, sponsors2024 } from "@duci/data/designathon-24";
import type { SponsorCard } from "@duci/data/designathon-types";
import { colors, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Section } from "./section.tsx";

const Title = styled.h3({ fontSize: 28, margin: `${space[6]}px 0 ${space[4]}px`, "&:first-of-type": { marginTop: 0 } });

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[6],
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
});

const Card = styled.div({
  position: "relative",
  display: "block",
  padding: space[5],
  borderRadius: radius.md,
  border: `2px solid ${colors.black}`,
  boxShadow: `4px 4px 0 ${colors.black}`,
  transition: "transform 150ms ease",
  "a&:hover": { transform: "translateY(-3px)" },
  "@media (prefers-reduced-motion: reduce)": { transition: "none", "a&:hover": { transform: "none" } },
  "& img": { display: "block", width: "100%", height: "auto", borderRadius: radius.sm },
  // A strip of washi tape holding the card, on the left or mirrored to the right.
  "&[data-tape='true']::before": {
    content: '""',
    position: "absolute",
    top: -12,
    left: 20,
    width: 84,
    height: 24,
    background: "rgba(255, 204, 69, 0.85)",
    transform: "rotate(-8deg)",
  },
  "&[data-tape='true'][data-mirrored='true']::before": { left: "auto", right: 20, transform: "rotate(8deg)" },
});

function LogoCards({ cards }: { cards: readonly SponsorCard[] }) {
  return (
    <Grid>
      {cards.map((card) => (
        <li key={card.id}>
          {/* A card links out only when the board has the sponsor's real address. */}
          <Card
            as={card.link ? "a" : "div"}
            {...(card.link ? { href: card.link, target: "_blank", rel: "noopener noreferrer" } : {})}
            style={{ background: card.background }}
            data-tape={card.tape ? "true" : undefined}
            data-mirrored={card.tapeMirrored ? "true" : undefined}
          >
            <img
              src={card.logo}
              alt={card.link ? `${card.alt} (opens in a new tab)` : card.alt}
              width={400}
              height={120}
              loading="lazy"
            />
          </Card>
        </li>
      ))}
    </Grid>
  );
}

export function SponsorsSection() {
  return (
    <Section id="s-sponsors" title="Sponsors and Partners">
      <Title>Sponsors</Title>
      <LogoCards cards={sponsors2024} />
      <Title>Partners</Title>
      <LogoCards cards={partners2024} />
    </Section>
  );
}
