import type { Winner } from "@duci/data/designathon-types";
import { colors, font, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Section } from "./section.tsx";

const Grid = styled.ul({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[5],
  gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
});

const Card = styled.li({
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.black}`,
  display: "grid",
  gap: space[2],
});

const Place = styled.p({ fontWeight: font.bold, color: colors.ultraviolet });

export interface WinnersSectionProps {
  winners: readonly Winner[];
}

/** The winning teams; nothing at all while there are none. */
export function WinnersSection({ winners }: WinnersSectionProps) {
  if (winners.length === 0) return null;
  return (
    <Section id="s-winners" title="Winners">
      <Grid>
        {winners.map((winner) => (
          <Card key={`${winner.place}-${winner.team}`}>
            <Place>{winner.place}</Place>
            <h3>{winner.project}</h3>
            <p>
              {winner.team}: {winner.members.map((member) => `${member.name} (${member.school})`).join(", ")}
            </p>
            <p>{winner.description}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
