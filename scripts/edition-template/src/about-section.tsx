import { EditionSection } from "@duci/ui/edition-section";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { content } from "./edition-data.ts";

const Grid = styled.div({ display: "grid", gap: space[6], [mq.md]: { gridTemplateColumns: "3fr 2fr" } });

const Text = styled.div({ "& p": { fontSize: 18 }, "& p + p": { marginTop: space[4] } });

const Facts = styled.dl({
  display: "grid",
  gap: space[3],
  margin: 0,
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.black}`,
  boxShadow: `6px 6px 0 var(--section-accent, ${colors.black})`,
  "& dt": { fontSize: 14, color: colors.textMuted },
  "& dd": { margin: 0, fontWeight: font.bold, fontSize: 18 },
});

/** What the edition is, beside its key facts. */
export function AboutSection() {
  return (
    <EditionSection id="s-about" title="About" tone="tint">
      <Grid>
        <Text>
          {content.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
        <Facts>
          {content.aboutFacts.map((fact) => (
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
