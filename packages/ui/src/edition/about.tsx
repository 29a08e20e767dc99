import styled from "@emotion/styled";
import { EditionSection } from "../edition-section.tsx";
import { font, mq, space } from "../theme/tokens.ts";
import { UnbrokenNames } from "../unbroken-names.tsx";

export interface EditionFact {
  term: string;
  detail: string;
}

export interface AboutProps {
  /** What the edition is; the first paragraph is set larger as the lead. */
  paragraphs: readonly string[];
  /** A link after the text, e.g. to the host's own page. */
  link?: { label: string; href: string };
  /** Key facts (when, where, who, cost) in a card beside the text. */
  facts: readonly EditionFact[];
  /** A heading on the facts card, e.g. "Event organizers" when the facts are who did what. */
  factsTitle?: string;
  /** The section's anchor. */
  id?: string;
  tone?: "plain" | "tint";
}

const FactsTitle = styled.h3({ fontSize: 20 });

const Grid = styled.div({ display: "grid", gap: space[6], [mq.md]: { gridTemplateColumns: "3fr 2fr" } });

const Text = styled.div({
  "& p:first-of-type": { fontSize: 20 },
  "& p + p": { marginTop: space[4] },
});

// A card of the edition's theme.
const Card = styled.div({
  display: "grid",
  gap: space[3],
  padding: space[5],
  alignSelf: "start",
  "& dt": { fontSize: 14, color: "var(--muted)" },
  "& dd": { margin: 0, fontWeight: font.bold, fontSize: 18 },
});

const Facts = styled.dl({ display: "grid", gap: space[3], margin: 0 });

/** What the edition is, beside a card of its key facts. */
export function About({ paragraphs, link, facts, factsTitle, id = "about", tone = "plain" }: AboutProps) {
  return (
    <EditionSection id={id} title="About" tone={tone}>
      <Grid>
        <Text>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <UnbrokenNames>{paragraph}</UnbrokenNames>
            </p>
          ))}
          {link ? (
            <p>
              <a href={link.href}>{link.label}</a>
            </p>
          ) : null}
        </Text>
        <Card data-ed="card">
          {factsTitle ? <FactsTitle>{factsTitle}</FactsTitle> : null}
          <Facts>
            {facts.map((fact) => (
              <div key={`${fact.term}: ${fact.detail}`}>
                <dt>{fact.term}</dt>
                <dd>{fact.detail}</dd>
              </div>
            ))}
          </Facts>
        </Card>
      </Grid>
    </EditionSection>
  );
}
