import styled from "@emotion/styled";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { colors, font, space } from "../theme/tokens.ts";

export interface RulesProps {
  rules: readonly string[];
  /** The section's anchor. */
  id?: string;
  tone?: "plain" | "tint";
  /**
   * "list": a numbered list with bold numbers.
   * "cards": numbered cards of the edition's theme, in rows balanced so that no card is left alone where it can be helped.
   */
  look?: "list" | "cards";
}

const List = styled.ol({
  margin: 0,
  display: "grid",
  paddingLeft: space[6],
  gap: space[3],
  maxWidth: 820,
  "li::marker": { fontWeight: font.bold },
});

// A card of the edition's theme; its number sits in its own column, clear of the text.
const Card = styled.li({
  display: "flex",
  gap: space[4],
  alignItems: "flex-start",
  padding: space[5],
});

const Index = styled.span({
  flex: "none",
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: "50%",
  background: colors.black,
  color: colors.white,
  fontWeight: font.bold,
  fontSize: 20,
});

const Text = styled.p({ fontSize: 17 });

/** The edition's rules, numbered from 1. */
export function Rules({ rules, id = "rules", tone = "plain", look = "list" }: RulesProps) {
  return (
    <EditionSection id={id} title="Rules" tone={tone}>
      {look === "cards" ? (
        <BalancedGrid as="ol" columns={{ sm: 2, md: 3 }} gap={space[5]}>
          {rules.map((rule, index) => (
            // The variant (0-3) lets an edition vary its ornament from card to card.
            <Card key={rule} data-ed="card" data-variant={index % 4}>
              <Index aria-hidden="true" data-ed="index">
                {index + 1}
              </Index>
              <Text>
                <span className="visually-hidden">Rule {index + 1}: </span>
                {rule}
              </Text>
            </Card>
          ))}
        </BalancedGrid>
      ) : (
        <List>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </List>
      )}
    </EditionSection>
  );
}
