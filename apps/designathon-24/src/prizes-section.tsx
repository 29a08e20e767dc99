import { prizes2024 } from "@duci/data/designathon-24";
import type { PrizeSymbol } from "@duci/data/designathon-types";
import { colors, font, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Section } from "./section.tsx";

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[5],
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
});

const Card = styled.li({
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.black}`,
  boxShadow: `6px 6px 0 ${colors.pink}`,
});

const Badge = styled.span({
  display: "inline-grid",
  placeItems: "center",
  minWidth: 64,
  height: 64,
  padding: `0 ${space[2]}px`,
  borderRadius: "50%",
  border: `2px solid ${colors.black}`,
  fontWeight: font.bold,
  fontSize: 22,
});

const Label = styled.h3({ margin: `${space[3]}px 0`, fontSize: 22 });

const Items = styled.ul({ margin: 0, paddingLeft: space[5], display: "grid", gap: space[1] });

const badges: Record<PrizeSymbol, { text: string; background: string }> = {
  "1st": { text: "1st", background: colors.yellow },
  "2nd": { text: "2nd", background: colors.silver },
  "3rd": { text: "3rd", background: colors.peach },
  Raffle: { text: "🎟", background: colors.lime },
  Presentation: { text: "♥", background: colors.pink },
  Creative: { text: "✦", background: colors.sky },
  Honorable: { text: "★", background: colors.sky },
  Extras: { text: "+", background: colors.lime },
};

/** The 2024 prizes (spec §9). */
export function PrizesSection() {
  return (
    <Section id="s-prizes" title="Prizes">
      <Grid>
        {prizes2024.map((group) => (
          <Card key={group.label}>
            <Badge aria-hidden="true" style={{ background: badges[group.symbol].background }}>
              {badges[group.symbol].text}
            </Badge>
            <Label>{group.label}</Label>
            <Items>
              {group.prizes.map((prize) => (
                <li key={prize}>{prize}</li>
              ))}
            </Items>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
