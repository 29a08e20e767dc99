import { IMPACT_RUBRIC_TOTAL, impactRubric } from "@duci/data/editions/2022/rubric";
import { Button } from "@duci/ui/button";
import { useHydrated } from "@duci/ui/hooks/use-hydrated";
import { NoScriptToggle, WhenClosed, WhenOpen } from "@duci/ui/no-script-toggle";
import { colors, font, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useId, useRef, useState } from "react";

const Criteria = styled.div({
  display: "grid",
  gap: space[5],
  marginTop: space[4],
  "&[hidden]": { display: "none" },
  // Before scripts run, the native toggle opens the rubric (`~`: the prerender puts style tags between them).
  "details[open] ~ &[hidden]": { display: "grid" },
});

const Criterion = styled.section({
  border: `2px solid ${colors.silver}`,
  borderRadius: radius.md,
  padding: space[4],
});

const Head = styled.div({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: space[2] });

const Tag = styled.span({
  fontSize: 14,
  padding: `2px ${space[2]}px`,
  borderRadius: radius.pill,
  background: colors.blush,
  fontWeight: font.bold,
});

const Table = styled.table({
  width: "100%",
  borderCollapse: "collapse",
  marginTop: space[3],
  "th, td": {
    textAlign: "left",
    verticalAlign: "top",
    padding: `${space[2]}px ${space[2]}px`,
    borderTop: `1px solid ${colors.silver}`,
  },
  th: { whiteSpace: "nowrap" },
});

/** The Grading Rubric: a summary always, the full table behind View/Hide Full Rubric (collapsed at first). */
export function Rubric() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const noScriptToggle = useRef<HTMLDetailsElement>(null);
  // A rubric opened before its button replaced the native toggle stays open.
  const hydrated = useHydrated(() => {
    if (noScriptToggle.current?.open) setOpen(true);
  });
  return (
    <div>
      <h4>Grading Rubric</h4>
      <p>
        {`Projects are graded out of ${IMPACT_RUBRIC_TOTAL} points: ${impactRubric.map((criterion) => `${criterion.name} ${criterion.points}`).join(", ")}. Target Audience, User Research and Design Thinking Process are graded for finalists only, on their presentation.`}
      </p>
      {hydrated ? (
        <Button
          type="button"
          id={`${panelId}-toggle`}
          data-variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          style={{ marginTop: space[3] }}
        >
          {open ? "Hide Full Rubric" : "View Full Rubric"}
        </Button>
      ) : (
        <NoScriptToggle ref={noScriptToggle}>
          <Button as="summary" id={`${panelId}-toggle`} data-variant="outline" style={{ marginTop: space[3] }}>
            <WhenClosed>View Full Rubric</WhenClosed>
            <WhenOpen>Hide Full Rubric</WhenOpen>
          </Button>
        </NoScriptToggle>
      )}
      <Criteria id={panelId} hidden={!open} data-state={open ? "open" : "closed"}>
        {impactRubric.map((criterion) => (
          <Criterion key={criterion.id} aria-labelledby={`${panelId}-${criterion.id}`}>
            <Head>
              <h5 id={`${panelId}-${criterion.id}`} style={{ fontSize: 18 }}>
                {`${criterion.name}: ${criterion.points} points`}
              </h5>
              {criterion.finalistsOnly ? <Tag>Finalists only</Tag> : null}
            </Head>
            <p>{criterion.description}</p>
            <Table>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">What it looks like</th>
                </tr>
              </thead>
              <tbody>
                {criterion.levels.map((level) => (
                  <tr key={level.level}>
                    <th scope="row">{level.level}</th>
                    <td>{level.text}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Criterion>
        ))}
      </Criteria>
    </div>
  );
}
