import styled from "@emotion/styled";
import { EditionSection } from "../edition-section.tsx";
import { colors, font, mq, radius, space } from "../theme/tokens.ts";

export interface EditionPrizeGroup {
  /** "1st", "2nd", "3rd", "Raffle", "Presentation", "Creative", "Honorable" or "Extras". */
  symbol: string;
  label: string;
  prizes: readonly string[];
}

export interface PrizesProps {
  prizes: readonly EditionPrizeGroup[];
  /** The section's anchor. */
  id?: string;
  tone?: "plain" | "tint";
  /**
   * "badge": white cards with a pink shadow and a round coloured badge drawn from the symbol.
   * "shadow": white cards with a hard black shadow and the symbol as a small label.
   * "dark": black cards two across, the symbol large in yellow.
   */
  look?: "badge" | "shadow" | "dark";
}

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[5],
  "&[data-look='badge']": { gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))" },
  "&[data-look='shadow']": {
    [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [mq.md]: { gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" },
  },
  "&[data-look='dark']": { gap: space[4], [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" } },
});

const Card = styled.li({
  padding: space[5],
  borderRadius: radius.lg,
  "[data-look='badge'] > &": {
    background: colors.white,
    border: `2px solid ${colors.black}`,
    boxShadow: `6px 6px 0 ${colors.pink}`,
  },
  "[data-look='shadow'] > &": {
    background: colors.white,
    border: `2px solid ${colors.black}`,
    boxShadow: `4px 4px 0 ${colors.black}`,
    display: "grid",
    gap: space[2],
    alignContent: "start",
  },
  "[data-look='dark'] > &": { background: colors.black, color: colors.white },
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

const Mark = styled.p({
  fontWeight: font.bold,
  "[data-look='shadow'] &": { color: colors.link, textTransform: "uppercase", letterSpacing: "0.06em" },
  "[data-look='dark'] &": { fontSize: 48, color: colors.yellow, lineHeight: 1 },
});

const Label = styled.h3({
  "[data-look='badge'] &": { margin: `${space[3]}px 0`, fontSize: 22 },
  "[data-look='dark'] &": { marginTop: space[2] },
});

const Items = styled.ul({
  margin: 0,
  "[data-look='badge'] &": { paddingLeft: space[5], display: "grid", gap: space[1] },
  "[data-look='shadow'] &": { paddingLeft: space[5] },
  "[data-look='dark'] &": { listStyle: "none", padding: 0 },
});

const badges: Record<string, { text: string; background: string }> = {
  "1st": { text: "1st", background: colors.yellow },
  "2nd": { text: "2nd", background: colors.silver },
  "3rd": { text: "3rd", background: colors.peach },
  Raffle: { text: "🎟", background: colors.lime },
  Presentation: { text: "♥", background: colors.pink },
  Creative: { text: "✦", background: colors.sky },
  Honorable: { text: "★", background: colors.sky },
  Extras: { text: "+", background: colors.lime },
};

/** The edition's prizes: a card per group with its symbol, name and what it wins. */
export function Prizes({ prizes, id = "prizes", tone = "plain", look = "badge" }: PrizesProps) {
  return (
    <EditionSection id={id} title="Prizes" tone={tone}>
      <Grid data-look={look}>
        {prizes.map((group) => {
          const badge = badges[group.symbol] ?? { text: group.symbol, background: colors.white };
          return (
            <Card key={group.label} data-symbol={group.symbol}>
              {look === "badge" ? (
                <Badge aria-hidden="true" style={{ background: badge.background }}>
                  {badge.text}
                </Badge>
              ) : (
                <Mark>{group.symbol}</Mark>
              )}
              <Label>{group.label}</Label>
              <Items>
                {group.prizes.map((prize) => (
                  <li key={prize}>{prize}</li>
                ))}
              </Items>
            </Card>
          );
        })}
      </Grid>
    </EditionSection>
  );
}
