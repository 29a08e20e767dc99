import styled from "@emotion/styled";
import { EditionSection } from "../edition-section.tsx";
import { colors, font, mq, radius, space } from "../theme/tokens.ts";

export interface RulesProps {
  rules: readonly string[];
  /** The section's anchor. */
  id?: string;
  tone?: "plain" | "tint";
  /**
   * "list": a numbered list with bold numbers.
   * "cards": two columns of numbered cards, each on one of four coloured grounds with its own corner shape.
   */
  look?: "list" | "cards";
}

const List = styled.ol({
  margin: 0,
  display: "grid",
  "&[data-look='list']": {
    paddingLeft: space[6],
    gap: space[3],
    maxWidth: 820,
    "li::marker": { fontWeight: font.bold },
  },
  "&[data-look='cards']": {
    listStyle: "none",
    padding: 0,
    gap: space[4],
    [mq.md]: { gridTemplateColumns: "1fr 1fr" },
  },
});

// The decoration varies by index: four grounds, each with its own corner shape.
const Card = styled.li({
  position: "relative",
  overflow: "hidden",
  display: "flex",
  gap: space[4],
  alignItems: "flex-start",
  padding: space[5],
  borderRadius: radius.lg,
  border: `2px solid ${colors.black}`,
  "&::before": { content: '""', position: "absolute", width: 96, height: 96, right: -28, bottom: -28, opacity: 0.5 },
  "&[data-variant='0']": { background: colors.sky, "&::before": { background: colors.blue, borderRadius: "50%" } },
  "&[data-variant='1']": {
    background: colors.blush,
    "&::before": { background: colors.pink, transform: "rotate(20deg)" },
  },
  "&[data-variant='2']": { background: colors.lime, "&::before": { background: colors.green, borderRadius: "50% 0" } },
  "&[data-variant='3']": { background: colors.peach, "&::before": { background: colors.orange, borderRadius: 16 } },
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

const Text = styled.p({ position: "relative", fontSize: 17 });

/** The edition's rules, numbered from 1. */
export function Rules({ rules, id = "rules", tone = "plain", look = "list" }: RulesProps) {
  return (
    <EditionSection id={id} title="Rules" tone={tone}>
      <List data-look={look}>
        {rules.map((rule, index) =>
          look === "cards" ? (
            <Card key={rule} data-variant={index % 4}>
              <Index aria-hidden="true">{index + 1}</Index>
              <Text>
                <span className="visually-hidden">Rule {index + 1}: </span>
                {rule}
              </Text>
            </Card>
          ) : (
            <li key={rule}>{rule}</li>
          ),
        )}
      </List>
    </EditionSection>
  );
}
