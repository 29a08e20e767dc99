import styled from "@emotion/styled";
import type { CSSProperties } from "react";
import { EditionSection } from "../edition-section.tsx";
import { colors, font, mq, radius, space } from "../theme/tokens.ts";

export interface EditionFact {
  term: string;
  detail: string;
}

export interface AboutProps {
  /** What the edition is; the first paragraph is set larger as the lead. */
  paragraphs: readonly string[];
  /** Key facts (when, where, who, cost) in a card beside the text. */
  facts: readonly EditionFact[];
  /** The section's anchor. */
  id?: string;
  tone?: "plain" | "tint";
  /** The colour of the facts card's shadow (by default the edition's accent). */
  accent?: string;
}

const Grid = styled.div({ display: "grid", gap: space[6], [mq.md]: { gridTemplateColumns: "3fr 2fr" } });

const Text = styled.div({
  "& p:first-of-type": { fontSize: 20 },
  "& p + p": { marginTop: space[4] },
});

const Facts = styled.dl({
  display: "grid",
  gap: space[3],
  margin: 0,
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.black}`,
  boxShadow: `6px 6px 0 var(--facts-shadow)`,
  "& dt": { fontSize: 14, color: colors.textMuted },
  "& dd": { margin: 0, fontWeight: font.bold, fontSize: 18 },
});

/** What the edition is, beside a card of its key facts. */
export function About({ paragraphs, facts, id = "about", tone = "plain", accent }: AboutProps) {
  return (
    <EditionSection id={id} title="About" tone={tone}>
      <Grid>
        <Text>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
        <Facts style={{ "--facts-shadow": accent ?? "var(--section-accent)" } as CSSProperties}>
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </Facts>
      </Grid>
    </EditionSection>
  );
}
