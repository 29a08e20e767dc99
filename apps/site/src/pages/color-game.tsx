import { PageTitle } from "@duci/shell/page-title";
import { ArrowIcon } from "@duci/ui/arrow-icon";
import { Button } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { useHydrated } from "@duci/ui/hooks/use-hydrated";
import { colors, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { type FormEvent, memo, startTransition, useEffect, useRef, useState } from "react";
import { AnimatedHeight } from "../color-game/animated-height.tsx";
import { HEX_LENGTH, HexInput } from "../color-game/hex-input.tsx";
import { HighScoreList } from "../color-game/high-score-list.tsx";
import { addScore, browserStorage, loadScores, type StoreStatus, saveScores } from "../color-game/high-scores.ts";
import { randomHex } from "../color-game/random-hex.ts";
import { type ColorReport, createReport } from "../color-game/report.ts";
import { ResultsPanel } from "../color-game/results-panel.tsx";
import { pickTip } from "../color-game/tips.ts";

const Layout = styled.div({
  display: "grid",
  gap: space[7],
  padding: `${space[7]}px 0 ${space[8]}px`,
  [mq.md]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
});

const Game = styled.div({ display: "grid", gap: space[5], alignContent: "start" });

const Title = styled.h1({ fontSize: "clamp(36px, 7vw, 56px)", lineHeight: 1.05 });

const Target = styled.div({
  width: "100%",
  maxWidth: 420,
  aspectRatio: "3 / 2",
  borderRadius: radius.lg,
  border: `1px solid ${colors.silver}`,
  background: "var(--target)",
  "&[data-state='drawing']": {
    background: `repeating-linear-gradient(45deg, ${colors.silver} 0 12px, ${colors.white} 12px 24px)`,
  },
});

const Form = styled.form({ display: "grid", gap: space[3], justifyItems: "start" });

const Actions = styled.div({ display: "flex", flexWrap: "wrap", gap: space[3] });

const Side = styled.aside({ display: "grid", gap: space[5] });

const Panel = styled.section({
  padding: space[5],
  borderRadius: radius.lg,
  border: `2px solid ${colors.silver}`,
  "& h2": { ...text.h3, marginBottom: space[3] },
});

const Steps = styled.ol({ paddingLeft: space[5], display: "grid", gap: space[2] });

const Submit = styled(Button)({
  "&[aria-disabled='true']": { background: colors.silver, borderColor: colors.silver, color: colors.textMuted },
});

const empty = (): string[] => Array.from({ length: HEX_LENGTH }, () => "");

/** The best scores kept in this browser, loaded after hydration (the prerendered page has none). */
function useHighScores() {
  const [scores, setScores] = useState<ColorReport[]>([]);
  const [status, setStatus] = useState<StoreStatus | "loading">("loading");
  useEffect(() => {
    const loaded = loadScores(browserStorage());
    setScores(loaded.scores);
    setStatus(loaded.status);
  }, []);
  const add = (report: ColorReport) => {
    const ranked = addScore(scores, report);
    setScores(ranked);
    if (status === "ok" && !saveScores(browserStorage(), ranked)) setStatus("unavailable");
  };
  return { scores, status, add };
}

/** The colour to guess; a neutral placeholder until one is drawn. */
const TargetSwatch = memo(function TargetSwatch({ target }: { target: string | null }) {
  return (
    <Target
      role="img"
      aria-label={target ? "The color to guess" : "Drawing a color to guess"}
      data-state={target ? "ready" : "drawing"}
      style={target ? { ["--target" as string]: `#${target}` } : undefined}
    />
  );
});

const HowToPlay = memo(function HowToPlay() {
  return (
    <Panel aria-labelledby="how-to-play">
      <h2 id="how-to-play">How to play</h2>
      <Steps>
        <li>Look at the color in the box.</li>
        <li>
          Type your guess as a six-digit hex code: two digits each for red, green and blue, from 00 (none) to FF (full).
          Only 0-9 and A-F work.
        </li>
        <li>Press Submit to see how close you were and how much of each channel you were missing.</li>
        <li>Press New color for another round. Your best 15 scores are kept in this browser.</li>
      </Steps>
    </Panel>
  );
});

interface GuessFormProps {
  /** The colour to guess; null until drawn (Submit waits for it). */
  target: string | null;
  onGuess: (guess: string) => void;
  onNewColor: () => void;
}

/**
 * The six boxes, Submit and New color. The digits live here, so a keystroke
 * renders this form and nothing else of the page.
 */
function GuessForm({ target, onGuess, onNewColor }: GuessFormProps) {
  const [digits, setDigits] = useState<string[]>(empty);
  const firstBox = useRef<HTMLInputElement>(null);
  const canSubmit = digits.every((digit) => digit !== "") && target !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onGuess(digits.join(""));
  };

  const reset = () => {
    onNewColor();
    setDigits(empty());
    firstBox.current?.focus();
  };

  return (
    <Form onSubmit={submit} aria-label="Your guess">
      <HexInput value={digits} onChange={setDigits} firstBoxRef={firstBox} />
      <Actions>
        <Submit
          type="submit"
          data-variant="primary"
          aria-disabled={canSubmit ? undefined : "true"}
          data-state={canSubmit ? "ready" : "blocked"}
        >
          Submit
        </Submit>
        <Button type="button" data-variant="outline" onClick={reset}>
          <ArrowIcon kind="refresh" /> New color
        </Button>
      </Actions>
    </Form>
  );
}

/** What the hidden results panel holds until the first guess; never shown. */
const placeholderReport = createReport("000000", "000000", 0);

export function ColorGamePage() {
  // Drawn in an effect: the prerendered page shows a neutral placeholder, so hydration matches.
  const [target, setTarget] = useState<string | null>(null);
  const [report, setReport] = useState<ColorReport | null>(null);
  const [tip, setTip] = useState("");
  const highScores = useHighScores();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const ready = useHydrated();

  useEffect(() => setTarget(randomHex()), []);

  // Focus moves to the results in the frame that paints them: focusing during the tap's own
  // render would lay the page out once more before it is painted.
  useEffect(() => {
    if (!report) return;
    const frame = requestAnimationFrame(() => resultsHeading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [report]);

  // Another try at the same colour is a new report: it replaces the panel and enters the high scores too.
  const guess = (hex: string) => {
    if (!target) return;
    const next = createReport(target, hex, Date.now());
    setReport(next);
    setTip(pickTip(Math.random()));
    // The tap paints the results first; the score joins the list in a render of its own.
    startTransition(() => highScores.add(next));
  };

  const newColor = () => {
    let next = randomHex();
    while (next === target) next = randomHex();
    setTarget(next);
    setReport(null);
  };

  return (
    <Container>
      <PageTitle
        title="Color Game"
        description="Guess the hex code of a random colour and see how close you got. Your best scores stay in your browser."
      />
      <Layout>
        <Game>
          <Title>Guess the color</Title>
          <TargetSwatch target={target} />
          <GuessForm target={target} onGuess={guess} onNewColor={newColor} />
          <AnimatedHeight>
            {report ? (
              <ResultsPanel report={report} tip={tip} headingRef={resultsHeading} />
            ) : ready ? (
              // Built, hidden, once the page is idle: the first Submit then fills it in instead of
              // making its elements and styles, and answers the tap sooner.
              <ResultsPanel report={placeholderReport} tip="" hidden />
            ) : null}
          </AnimatedHeight>
        </Game>
        <Side>
          <HowToPlay />
          <Panel aria-labelledby="high-scores">
            <h2 id="high-scores">High Scores</h2>
            <AnimatedHeight>
              <HighScoreList scores={highScores.scores} status={highScores.status} />
            </AnimatedHeight>
          </Panel>
        </Side>
      </Layout>
    </Container>
  );
}
