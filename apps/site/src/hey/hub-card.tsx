import type { HubCard as HubCardData } from "@duci/data/link-hub";
import { ArrowIcon } from "@duci/ui/arrow-icon";
import { SocialIcon } from "@duci/ui/icons";
import { AppLink, newTab } from "@duci/ui/link";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const tones = {
  sky: colors.sky,
  peach: colors.peach,
  blush: colors.blush,
  lime: colors.lime,
  silver: colors.silver,
} as const;

const Card = styled(AppLink)({
  display: "grid",
  gap: space[1],
  height: "100%",
  padding: `${space[4]}px ${space[5]}px`,
  borderRadius: radius.lg,
  background: "var(--tone)",
  color: colors.text,
  textDecoration: "none",
  border: "2px solid transparent",
  "&:hover": { borderColor: colors.black },
  "&[data-size='large']": { padding: space[5], [mq.sm]: { padding: space[6] } },
});

const Title = styled.span({
  display: "flex",
  justifyContent: "space-between",
  gap: space[2],
  ...text.large,
  fontWeight: font.bold,
  overflowWrap: "anywhere",
  // "designatuci.com" is one unbreakable word: it shrinks to fit a 320 px phone.
  "[data-size='large'] &": { fontSize: "clamp(22px, 7vw, 26px)" },
});

const Name = styled.span({ display: "inline-flex", alignItems: "center", gap: space[2] });

const Text = styled.span(text.small);

export interface HubCardProps {
  card: HubCardData;
  size?: "large" | "normal";
}

/** A link card of the hub; external ones open in a new tab and say so. */
export function HubCard({ card, size = "normal" }: HubCardProps) {
  const external = card.href.startsWith("http");
  return (
    <Card
      href={card.href}
      {...(external ? newTab : {})}
      data-size={size}
      style={{ "--tone": tones[card.tone] } as React.CSSProperties}
    >
      <Title>
        <Name>
          {card.network ? <SocialIcon name={card.network} /> : null}
          {card.title}
        </Name>
        <ArrowIcon kind={external ? "up-right" : "right"} />
      </Title>
      <Text>{card.description}</Text>
      {external ? <span className="visually-hidden">(opens in a new tab)</span> : null}
    </Card>
  );
}
