import { colors, font, radius, space, text, visuallyHidden } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useEffect, useState } from "react";
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

const Swatch = styled.span({ ...text.small, display: "inline-flex", alignItems: "center", gap: space[1] });

const Actual = styled(Swatch)({ gridArea: "actual" });

const Guess = styled(Swatch)({ gridArea: "guess" });

// Labels make way for the swatches on narrow screens, but stay for screen readers.
const Label = styled.span({ "@media (max-width: 899px)": visuallyHidden });

const Time = styled.time({ ...text.small, gridArea: "when", color: colors.textMuted });

const Note = styled.p({ color: colors.textMuted });

const Warning = styled.p({
  marginBottom: space[3],
  padding: space[3],
  borderRadius: radius.md,
  border: `2px solid ${colors.orange}`,
  background: colors.peach,
});

// Made once a score is shown, not as the page starts, and in a task of its own after that
// frame: a page's first Intl date format costs it 50-90 ms on a phone, too long for the tap
// (Submit) that shows the first score.
let dateTime: Intl.DateTimeFormat | undefined;

/** The date format, once the list has a score and the frame that shows it has been painted. */
function useDateTime(needed: boolean): Intl.DateTimeFormat | undefined {
  const [format, setFormat] = useState(dateTime);
  useEffect(() => {
    if (format || !needed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        dateTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
        setFormat(dateTime);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [format, needed]);
  return format;
}

/** When a score was made, or nothing when its instant is not a date (formatting it would throw). */
function When({ timestamp, format }: { timestamp: number; format: Intl.DateTimeFormat | undefined }) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  return <Time dateTime={date.toISOString()}>{format?.format(date)}</Time>;
}

/** React keys for the rows: two identical reports (same colours, same instant) still get distinct keys. */
function rowKeys(scores: readonly ColorReport[]) {
  const seen = new Map<string, number>();
  return scores.map((score) => {
    const base = `${score.timestamp}-${score.guess}-${score.actual}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  });
}

export interface HighScoreListProps {
  scores: readonly ColorReport[];
  /** "loading" until the browser storage has been read (never during the prerender). */
  status: StoreStatus | "loading";
}

/** The best reports so far: percentage, the two colours and when. */
export function HighScoreList({ scores, status }: HighScoreListProps) {
  const keys = rowKeys(scores);
  const format = useDateTime(scores.length > 0);
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
          {scores.map((score, index) => (
            <Row key={keys[index]}>
              <Percent>{score.similarityPercentage.toFixed(2)}%</Percent>
              <Actual>
                <ColorChip hex={score.actual} />
                <Label>Actual #{score.actual}</Label>
              </Actual>
              <Guess>
                <ColorChip hex={score.guess} />
                <Label>Guess #{score.guess}</Label>
              </Guess>
              <When timestamp={score.timestamp} format={format} />
            </Row>
          ))}
        </List>
      ) : null}
    </>
  );
}
