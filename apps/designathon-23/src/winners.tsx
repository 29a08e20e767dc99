import { WINNERS_ANNOUNCED_2023, winners2023, YOU_BELONG_HERE_PRERENDER_NOW } from "@duci/data/designathon-23";
import { hasPassed } from "@duci/time/has-passed";
import { useNow } from "@duci/ui/hooks/use-now";
import { colors, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Badge, Card } from "./card.tsx";
import { Section } from "./section.tsx";

const Cards = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[5],
  [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
  [mq.md]: { gridTemplateColumns: "repeat(4, 1fr)" },
});

const Muted = styled.p({ color: colors.textMuted });

/** The winning teams, from the closing ceremony on; nothing when there are none. */
export function Winners() {
  const now = useNow(60_000, YOU_BELONG_HERE_PRERENDER_NOW);
  if (winners2023.length === 0 || !hasPassed(WINNERS_ANNOUNCED_2023, now)) return null;
  return (
    <Section id="winners" title="Winners" tone="tint">
      <Cards>
        {winners2023.map((winner) => (
          <Card key={winner.id}>
            <Badge>{winner.place}</Badge>
            <h3>{winner.project}</h3>
            <Muted>
              {winner.team}: {winner.members.map((member) => `${member.name} (${member.school})`).join(", ")}
            </Muted>
            <p>{winner.description}</p>
          </Card>
        ))}
      </Cards>
    </Section>
  );
}
