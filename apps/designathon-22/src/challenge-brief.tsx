import { impactPrompt } from "@duci/data/editions/2022/content";
import { edition2022 } from "@duci/data/editions/2022/record";
import { prerenderedAt } from "@duci/data/editions/2022/timeline";
import { hasPassed } from "@duci/time/has-passed";
import { useNow } from "@duci/ui/hooks/use-now";
import { space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { Rubric } from "./rubric.tsx";

// A card of the edition's theme.
const Panel = styled.div({
  padding: space[5],
  display: "grid",
  gap: space[4],
});

const Tracks = styled.ul({ margin: `${space[3]}px 0 0`, paddingLeft: space[5], display: "grid", gap: space[1] });

/** The challenge brief: a promise before the reveal (28 Jan 2022 6:30 PM Pacific), then the prompt and the rubric. */
export function ChallengeBrief() {
  const now = useNow([edition2022.briefReveal], prerenderedAt);
  const revealed = hasPassed(edition2022.briefReveal, now);
  return (
    <Panel data-ed="card" data-testid="challenge-brief" data-state={revealed ? "revealed" : "hidden"}>
      <h3>Challenge Brief</h3>
      {revealed ? (
        <>
          <div>
            <h4>{impactPrompt.title}</h4>
            {impactPrompt.text.map((paragraph) => (
              <p key={paragraph} style={{ marginTop: space[2] }}>
                {paragraph}
              </p>
            ))}
            <Tracks>
              {impactPrompt.tracks.map((track) => (
                <li key={track.name}>
                  <strong>{`${track.name}:`}</strong>
                  {` ${track.text}`}
                </li>
              ))}
            </Tracks>
          </div>
          <Rubric />
        </>
      ) : (
        <p>
          The prompt will be revealed at the opening ceremony on Friday, January 28, 2022 at 6:30 PM PST. Check back
          here then.
        </p>
      )}
    </Panel>
  );
}
