import { EditionSection } from "@duci/ui/edition-section";
import { colors, font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";

const Grid = styled.div({ display: "grid", gap: space[6], [mq.md]: { gridTemplateColumns: "3fr 2fr" } });

const Lead = styled.p({ fontSize: 20, "& + p": { marginTop: space[4] } });

const Facts = styled.dl({
  display: "grid",
  gap: space[3],
  margin: 0,
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.black}`,
  boxShadow: `6px 6px 0 ${colors.ultraviolet}`,
  "& dt": { fontSize: 14, color: colors.textMuted },
  "& dd": { margin: 0, fontWeight: font.bold, fontSize: 18 },
});

export function AboutSection() {
  return (
    <EditionSection id="s-about" title="About" tone="tint">
      <Grid>
        <div>
          <Lead>
            Design-a-thon is Design at UCI's yearly design competition, and in 2024 it asks you to be True to You. Over
            three days, solo designers and teams of up to four turn a prompt into a prototype, learn from industry
            professionals in workshops and present their work to a panel of judges.
          </Lead>
          <p>
            The event is hybrid: follow the ceremonies and workshops on Zoom from anywhere, or join us in person on
            campus. It is free, and no design experience is needed: the Friday and Saturday workshops cover Figma,
            research and prototyping from the start. The challenge brief is revealed when designing officially begins on
            Friday at 5:30 PM.
          </p>
        </div>
        <Facts>
          <div>
            <dt>When</dt>
            <dd>May 17-19, 2024 (3 days)</dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>Hybrid: UC Irvine and online</dd>
          </div>
          <div>
            <dt>Who</dt>
            <dd>Undergraduate and graduate students in the US</dd>
          </div>
          <div>
            <dt>Registration deadline</dt>
            <dd>April 28th, 2024 11:59 PM</dd>
          </div>
          <div>
            <dt>Cost</dt>
            <dd>Free</dd>
          </div>
        </Facts>
      </Grid>
    </EditionSection>
  );
}
