import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { BalancedGrid } from "../balanced-grid.tsx";
import { EditionSection } from "../edition-section.tsx";
import { useNow } from "../hooks/use-now.ts";
import { font, space } from "../theme/tokens.ts";

export interface EditionWinner {
  /** e.g. "1st" or "Best Presentation". */
  place: string;
  /** What the team won, shown beside the place in the "headline" look. */
  prize?: string;
  /** The team's name, where the record gives one. */
  team?: string;
  /** Each member, with their school where the record gives it. */
  members: readonly { name: string; school?: string }[];
  project: string;
  /** What they made, in our words; left out where the record does not say. */
  description?: string;
  /** The entry's screen (a `WinnerScreen`), at the top of its card; none where the board gave none. */
  screen?: ReactNode;
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
   * "card": the place as a label above the project.
   * "headline": the place large, with its prize beside it.
   */
  look?: "card" | "headline";
}

// Cards of the edition's theme, in rows balanced so that no card is left alone where it can be helped.
const Card = styled.li({ padding: space[5], display: "grid", gap: space[2], alignContent: "start" });

const Place = styled.p({
  fontWeight: font.bold,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  "&[data-look='headline']": { fontSize: 32, textTransform: "none", letterSpacing: 0 },
});

// On a line of its own under the place; the dot only separates them in the text.
const Prize = styled.span({ display: "block", fontSize: 18, color: "var(--muted)", "& > span": { display: "none" } });

const Team = styled.p({ color: "var(--muted)" });

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
  look = "card",
}: WinnersProps) {
  const now = useNow(announcedAt ? [announcedAt] : [], initial);
  if (winners.length === 0 || (announcedAt && announcedAt.getTime() > now.getTime())) return null;
  return (
    <EditionSection id={id} title="Winners" tone={tone}>
      <BalancedGrid as="ol" columns={{ sm: 3 }} gap={space[5]}>
        {winners.map((winner) => (
          <Card key={`${winner.place}-${winner.team}`} data-ed="card">
            {winner.screen}
            <Place data-ed="mark" data-look={look}>
              {/* Each text in one piece: React writes an empty comment between adjacent pieces in the page. */}
              {look === "headline" && winner.prize ? (
                <>
                  {`${winner.place} `}
                  <Prize>
                    <span>· </span>
                    {winner.prize}
                  </Prize>
                </>
              ) : (
                winner.place
              )}
            </Place>
            <h3>{winner.project}</h3>
            <Team>
              {`${winner.team ? `${winner.team}: ` : "By "}${winner.members
                .map((member) => (member.school ? `${member.name} (${member.school})` : member.name))
                .join(", ")}`}
            </Team>
            {winner.description ? <p>{winner.description}</p> : null}
          </Card>
        ))}
      </BalancedGrid>
    </EditionSection>
  );
}
