import styled from "@emotion/styled";
import { EditionSection } from "../edition-section.tsx";
import { useNow } from "../hooks/use-now.ts";
import { colors, font, mq, radius, space } from "../theme/tokens.ts";

export interface EditionWinner {
  /** e.g. "1st" or "Best Presentation". */
  place: string;
  /** What the team won, shown beside the place in the "headline" look. */
  prize?: string;
  team: string;
  members: readonly { name: string; school: string }[];
  project: string;
  description: string;
}

export interface WinnersProps {
  winners: readonly EditionWinner[];
  /** The section's anchor. */
  id?: string;
  tone?: "plain" | "tint";
  /** Shown from this instant on (the closing ceremony); at once when absent. */
  announcedAt?: Date;
  /** The instant the page was prerendered at, for the first render. */
  initial?: Date;
  /**
   * "outline": bordered cards in as many columns as fit, the place in the accent colour.
   * "shadow": cards with a hard shadow, up to four across, the place as a small badge.
   * "headline": borderless cards two across, the place large with its prize.
   */
  look?: "outline" | "shadow" | "headline";
}

const Grid = styled.ol({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: space[5],
  "&[data-look='outline']": { gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))" },
  "&[data-look='shadow']": {
    [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [mq.md]: { gridTemplateColumns: "repeat(4, 1fr)" },
  },
  "&[data-look='headline']": { [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" } },
});

const Card = styled.li({
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  display: "grid",
  gap: space[2],
  "[data-look='outline'] > &": { border: `2px solid ${colors.black}` },
  "[data-look='shadow'] > &": {
    border: `2px solid ${colors.black}`,
    boxShadow: `4px 4px 0 ${colors.black}`,
    alignContent: "start",
  },
  "[data-look='headline'] > &": { alignContent: "start" },
});

const Place = styled.p({
  fontWeight: font.bold,
  "[data-look='outline'] &": { color: colors.ultraviolet },
  "[data-look='shadow'] &": { color: colors.link, textTransform: "uppercase", letterSpacing: "0.06em" },
  "[data-look='headline'] &": { fontSize: 32, color: colors.danger },
});

const Prize = styled.span({ fontSize: 18, color: colors.text });

const Team = styled.p({ "[data-look='shadow'] &, [data-look='headline'] &": { color: colors.textMuted } });

/**
 * The winning teams as cards: place, project, team and members with their
 * schools, and what they made. Nothing at all while there are none or before
 * they are announced; only this section re-reads the clock, at that instant.
 */
export function Winners({
  winners,
  id = "winners",
  tone = "plain",
  announcedAt,
  initial,
  look = "outline",
}: WinnersProps) {
  const now = useNow(announcedAt ? [announcedAt] : [], initial);
  if (winners.length === 0 || (announcedAt && announcedAt.getTime() > now.getTime())) return null;
  return (
    <EditionSection id={id} title="Winners" tone={tone}>
      <Grid data-look={look}>
        {winners.map((winner) => (
          <Card key={`${winner.place}-${winner.team}`}>
            <Place>
              {winner.place}
              {look === "headline" && winner.prize ? (
                <>
                  {" "}
                  <Prize>· {winner.prize}</Prize>
                </>
              ) : null}
            </Place>
            <h3>{winner.project}</h3>
            <Team>
              {winner.team}: {winner.members.map((member) => `${member.name} (${member.school})`).join(", ")}
            </Team>
            <p>{winner.description}</p>
          </Card>
        ))}
      </Grid>
    </EditionSection>
  );
}
