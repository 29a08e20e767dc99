import styled from "@emotion/styled";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { colors, font, space } from "../theme/tokens.ts";

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
   * "badge": a round coloured badge drawn from the symbol, above the label.
   * "mark": the symbol itself, large, in the card's accent.
   */
  look?: "badge" | "mark";
}

// Cards of the edition's theme, in rows balanced so that no card is left alone where it can be helped.
const Card = styled.li({
  padding: space[5],
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: space[2],
  alignContent: "start",
  // The mark's size follows the card's width.
  containerType: "inline-size",
});

const Badge = styled.span({
  display: "inline-grid",
  placeItems: "center",
  justifySelf: "start",
  minWidth: 64,
  height: 64,
  padding: `0 ${space[2]}px`,
  borderRadius: "50%",
  border: `2px solid ${colors.black}`,
  color: colors.text,
  fontWeight: font.bold,
  fontSize: 22,
});

// 40 px, or smaller where a long word ("Presentation") would not fit the card: a bold letter is about 0.62 em wide.
const Mark = styled.p({
  fontSize: "min(40px, calc(100cqi / (var(--mark-letters) * 0.62)))",
  fontWeight: font.bold,
  lineHeight: 1,
  whiteSpace: "nowrap",
});

const Label = styled.h3({ fontSize: 22 });

const Items = styled.ul({ margin: 0, paddingLeft: space[5], display: "grid", gap: space[1] });

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
      <BalancedGrid columns={{ sm: 3, lg: 4 }} gap={space[5]}>
        {prizes.map((group) => {
          const badge = badges[group.symbol] ?? { text: group.symbol, background: colors.white };
          return (
            <Card key={group.label} data-ed="card" data-symbol={group.symbol}>
              {look === "badge" ? (
                <Badge aria-hidden="true" data-ed="badge" style={{ background: badge.background }}>
                  {badge.text}
                </Badge>
              ) : (
                <Mark data-ed="mark" style={{ ["--mark-letters" as string]: group.symbol.length }}>
                  {group.symbol}
                </Mark>
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
      </BalancedGrid>
    </EditionSection>
  );
}
