import { rules2024 } from "@duci/data/designathon-24";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Section } from "./section.tsx";

const List = styled.ol({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[4],
  [mq.md]: { gridTemplateColumns: "1fr 1fr" },
});

// The decoration varies by index: four grounds, each with its own corner shape.
const Rule = styled.li({
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

/** The 2024 rules (spec §5), numbered from 1. */
export function RulesSection() {
  return (
    <Section id="s-rules" title="Rules" tone="tint">
      <List>
        {rules2024.map((rule, index) => (
          <Rule key={rule} data-variant={index % 4}>
            <Index aria-hidden="true">{index + 1}</Index>
            <Text>
              <span className="visually-hidden">Rule {index + 1}: </span>
              {rule}
            </Text>
          </Rule>
        ))}
      </List>
    </Section>
  );
}
