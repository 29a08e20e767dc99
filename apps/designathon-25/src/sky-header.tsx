import type { CountdownStep } from "@duci/time/types";
import { BackArrow } from "@duci/ui/back-arrow";
import { Container } from "@duci/ui/container";
import { DateRange } from "@duci/ui/date-range";
import { EditionCountdown } from "@duci/ui/edition/edition-countdown";
import { font, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { palette2025 as p } from "./palette.ts";
import { SkyRide } from "./sky-ride.tsx";

export interface SkyHeaderProps {
  year: number;
  /** The edition's name: the page's only level-one heading. */
  name: string;
  /** As shown, e.g. "April 18th - April 20th". */
  dates: string;
  /** A short line of facts, each kept whole on its line. */
  facts: string;
  /** The overview of every Design-a-thon. */
  backHref: string;
  countdown: readonly CountdownStep[];
  /** The instant the page was prerendered at, for the countdown's first render. */
  initial: Date;
}

// Daylight sky fading to cream; the words over it, the ride along its foot.
const Root = styled.header({
  position: "relative",
  overflow: "hidden",
  paddingTop: space[6],
  background: `linear-gradient(${p.sky}, #CFE3FA 45%, ${p.cream})`,
  color: p.navy,
  textAlign: "center",
  [mq.md]: { paddingTop: space[7] },
});

// Above the scene, which rises behind the countdown.
const Words = styled(Container)({ position: "relative", zIndex: 1, display: "grid", justifyItems: "center" });

const Back = styled.a({ justifySelf: "start", fontWeight: font.bold, color: p.navy });

// Cream on periwinkle (7.5:1).
const Eyebrow = styled.p({
  marginTop: space[5],
  padding: `${space[1]}px ${space[4]}px`,
  borderRadius: 999,
  background: p.blue,
  color: p.cream,
  fontWeight: font.bold,
  letterSpacing: 1,
  textTransform: "uppercase",
  fontSize: 14,
});

// Puffy lettering from type: periwinkle (4.7:1 on the sky, 7.5:1 on cream) in a cream outline, on a pink underside.
const outline = [
  [-3, -3],
  [0, -3],
  [3, -3],
  [3, 0],
  [3, 3],
  [0, 3],
  [-3, 3],
  [-3, 0],
]
  .map(([x, y]) => `${x}px ${y}px 0 ${p.cream}`)
  .join(", ");

const Title = styled.h1({
  margin: `${space[4]}px 0 ${space[3]}px`,
  fontFamily: "var(--ed-display-font)",
  fontWeight: 800,
  fontSize: "clamp(44px, 7.4vw, 96px)",
  lineHeight: 1.02,
  letterSpacing: "-0.015em",
  color: p.blue,
  textShadow: `${outline}, 0 9px 0 ${p.pink}`,
  textWrap: "balance",
});

const Dates = styled.p({ fontSize: "clamp(22px, 4vw, 30px)", fontWeight: font.bold });

const Facts = styled.p({ marginTop: space[1], color: p.ink, fontSize: "clamp(14px, 4.2vw, 18px)" });

// A cream pill, as the record's countdown had.
const Countdown = styled.div({
  marginTop: space[5],
  padding: `${space[3]}px ${space[5]}px`,
  borderRadius: 32,
  background: "rgba(255, 252, 237, 0.85)",
  boxShadow: `0 4px 0 ${p.pink}`,
  maxWidth: "100%",
});

// The scene is as wide as the screen: its middle 1440 units at a laptop's width, all of it on a wide
// screen, the loop on a phone. Its sky rises behind the words.
const Scene = styled.div({
  marginTop: "calc(-1 * clamp(24px, 6vw, 96px))",
  "& > svg": { display: "block", width: "100%", height: "clamp(190px, 29.17vw, 450px)" },
});

/** The hero: the way back, the year, the name in puffy type, the dates and facts, the countdown, and the sky ride. */
export function SkyHeader({ year, name, dates, facts, backHref, countdown, initial }: SkyHeaderProps) {
  // Each fact whole on its line: no-break spaces inside a fact and before each dot.
  const unbrokenFacts = facts
    .split(" · ")
    .map((fact) => fact.replaceAll(" ", "\u00a0"))
    .join("\u00a0· ");
  return (
    <Root>
      <Words>
        <Back href={backHref}>
          <BackArrow />
          All Design-a-thons
        </Back>
        <Eyebrow>Design-a-thon {year}</Eyebrow>
        <Title>{name}</Title>
        <Dates data-ed="dates">
          <DateRange>{dates}</DateRange>
        </Dates>
        <Facts>{unbrokenFacts}</Facts>
        <Countdown>
          <EditionCountdown steps={countdown} initial={initial} aria-label="Countdown" role="group" />
        </Countdown>
      </Words>
      <Scene>
        <SkyRide />
      </Scene>
    </Root>
  );
}
