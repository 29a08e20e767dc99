import { impactWinners } from "@duci/data/designathon-22";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Section } from "./section.tsx";

const Grid = styled.ol({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[5],
  [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
});

const Card = styled.li({
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  display: "grid",
  gap: space[2],
  alignContent: "start",
});

const Place = styled.p({ fontSize: 32, fontWeight: font.bold, color: colors.danger });
const Muted = styled.p({ color: colors.textMuted });

/** The winning teams, once the event has concluded; nothing at all when there are none. */
export function Winners({ concluded }: { concluded: boolean }) {
  if (!concluded || impactWinners.length === 0) return null;
  return (
    <Section id="winners" title="Winners" tone="tint">
      <Grid>
        {impactWinners.map((winner) => (
          <Card key={winner.place}>
            <Place>
              {winner.place} <span style={{ fontSize: 18, color: colors.text }}>· {winner.prize}</span>
            </Place>
            <h3>{winner.project}</h3>
            <Muted>
              {winner.team}: {winner.members.map((member) => `${member.name} (${member.school})`).join(", ")}
            </Muted>
            <p>{winner.description}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
