import { colors, font, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { ColorChip } from "./color-chip.tsx";
import type { StoreStatus } from "./high-scores.ts";
import type { ColorReport } from "./report.ts";

const List = styled.ol({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space[2] });

const Row = styled.li({
  display: "grid",
  gridTemplateColumns: "auto auto 1fr",
  gridTemplateAreas: '"percent actual guess" "when when when"',
  alignItems: "center",
  columnGap: space[3],
  rowGap: space[1],
  padding: `${space[2]}px ${space[3]}px`,
  borderRadius: radius.md,
  background: colors.white,
  border: `1px solid ${colors.silver}`,
  animation: "score-in 500ms ease",
  "@keyframes score-in": { from: { opacity: 0, transform: "translateY(-4px)" }, to: { opacity: 1, transform: "none" } },
  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
});

const Percent = styled.span({
  gridArea: "percent",
  fontWeight: font.bold,
  minWidth: "6ch",
  fontVariantNumeric: "tabular-nums",
});

const Swatch = styled.span({ display: "inline-flex", alignItems: "center", gap: space[1], fontSize: 14 });

const Actual = styled(Swatch)({ gridArea: "actual" });

const Guess = styled(Swatch)({ gridArea: "guess" });

// Labels make way for the swatches on narrow screens, but stay for screen readers.
const Label = styled.span({
  "@media (max-width: 899px)": {
    position: "absolute",
    width: 1,
    height: 1,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
  },
});

const When = styled.time({ gridArea: "when", color: colors.textMuted, fontSize: 14 });

const Note = styled.p({ color: colors.textMuted });

const Warning = styled.p({
  marginBottom: space[3],
  padding: space[3],
  borderRadius: radius.md,
  border: `2px solid ${colors.orange}`,
  background: colors.peach,
});

const dateTime = (timestamp: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(timestamp);

export interface HighScoreListProps {
  scores: readonly ColorReport[];
  /** "loading" until the browser storage has been read (never during the prerender). */
  status: StoreStatus | "loading";
}

/** The best reports so far: percentage, the two colours and when. */
export function HighScoreList({ scores, status }: HighScoreListProps) {
  return (
    <>
      {status === "unavailable" ? (
        <Warning>
          Scores can't be saved in this browser (its storage is blocked or holds something else). You can keep playing;
          this list lasts until you leave the page.
        </Warning>
      ) : null}
      {status !== "loading" && scores.length === 0 ? <Note>No previous scores to show.</Note> : null}
      {scores.length > 0 ? (
        <List aria-label="Best scores, highest first">
          {scores.map((score) => (
            <Row key={`${score.timestamp}-${score.guess}-${score.actual}`}>
              <Percent>{score.similarityPercentage.toFixed(2)}%</Percent>
              <Actual>
                <ColorChip hex={score.actual} />
                <Label>Actual #{score.actual}</Label>
              </Actual>
              <Guess>
                <ColorChip hex={score.guess} />
                <Label>Guess #{score.guess}</Label>
              </Guess>
              <When dateTime={new Date(score.timestamp).toISOString()}>{dateTime(score.timestamp)}</When>
            </Row>
          ))}
        </List>
      ) : null}
    </>
  );
}
