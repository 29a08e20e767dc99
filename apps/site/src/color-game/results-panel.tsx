import { colors, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { Ref } from "react";
import { ColorChip } from "./color-chip.tsx";
import { type ColorReport, describeReport } from "./report.ts";

const Panel = styled.section({
  display: "grid",
  gap: space[4],
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.silver,
  // The display above would show a panel built ahead and kept hidden.
  "&[hidden]": { display: "none" },
});

const Heading = styled.h2({ ...text.h3, "&:focus": { outline: "none" } });

const Pair = styled.div({ display: "flex", flexWrap: "wrap", gap: space[5] });

const Labelled = styled.p({ display: "flex", alignItems: "center", gap: space[2], fontWeight: font.medium });

const Similarity = styled.p({ ...text.h3, fontWeight: font.bold });

const Needed = styled.ul({ margin: 0, paddingLeft: space[5], display: "grid", gap: space[1] });

const Tip = styled.p({ padding: space[3], borderRadius: radius.md, background: colors.white });

export interface ResultsPanelProps {
  report: ColorReport;
  tip: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Built but not shown (nor read): its styles and elements wait for the first guess. */
  hidden?: boolean;
}

/** How close the guess was: the two colours, the similarity, what each channel needed, and a tip. */
export function ResultsPanel({ report, tip, headingRef, hidden }: ResultsPanelProps) {
  const text = describeReport(report);
  return (
    <Panel aria-labelledby="results-heading" hidden={hidden}>
      <Heading id="results-heading" ref={headingRef} tabIndex={-1}>
        Results
      </Heading>
      <Pair>
        <Labelled>
          <ColorChip hex={report.actual} size={40} />
          Actual: #{report.actual}
        </Labelled>
        <Labelled>
          <ColorChip hex={report.guess} size={40} />
          Your guess: #{report.guess}
        </Labelled>
      </Pair>
      <Similarity>{text.similarity}</Similarity>
      <div>
        <h3>What you needed</h3>
        {text.perfect ? (
          <p>{text.perfect}</p>
        ) : (
          <Needed>
            {text.needed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Needed>
        )}
      </div>
      <Tip>
        <strong>Tip: </strong>
        {tip}
      </Tip>
    </Panel>
  );
}
