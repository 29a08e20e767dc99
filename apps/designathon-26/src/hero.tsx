import type { CountdownStep } from "@duci/time/types";
import { BackArrow } from "@duci/ui/back-arrow";
import { Container } from "@duci/ui/container";
import { EditionCountdown } from "@duci/ui/edition/edition-countdown";
import { font, mq, radius, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { NightSky } from "./night-sky.tsx";
import { glare, glass, ink, lavender, muted, teal, violetBorder } from "./palette.ts";

export interface HeroProps {
  year: number;
  /** The edition's name: the page's only level-one heading. */
  name: string;
  /** As the header shows them, e.g. "April 24th - April 26th". */
  dates: string;
  venue: string;
  facts: string;
  backHref: string;
  countdown: readonly CountdownStep[];
  /** The instant the page was prerendered at, for the countdown's first render. */
  initial: Date;
}

// The night sky behind a centred column: the name, then two glass panels (where and when; the countdown).
const Root = styled.header({
  position: "relative",
  overflow: "hidden",
  color: ink,
  textAlign: "center",
  padding: `${space[5]}px 0 ${space[8]}px`,
  // The whole first screen under the site's bar (64 px), on every screen: the moon rises from
  // the foot of the sky, and the section bar and About (whose styles come later) start below it.
  minHeight: ["calc(100vh - 64px)", "calc(100svh - 64px)"],
  [mq.md]: { padding: `${space[6]}px 0 ${space[9]}px` },
});

const Inner = styled(Container)({ position: "relative", display: "grid", justifyItems: "center" });

const Back = styled.a({ justifySelf: "start", fontWeight: font.bold, color: ink });

const Eyebrow = styled.p({
  marginTop: space[6],
  padding: `${space[1]}px ${space[4]}px`,
  borderRadius: radius.pill,
  border: `1px solid ${violetBorder}`,
  background: glass,
  color: lavender,
  fontWeight: font.bold,
  fontSize: 14,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  whiteSpace: "nowrap",
  [mq.md]: { marginTop: space[7] },
});

// White with a purple glow, the "&" in teal: the record's wordmark, set in our type.
const Title = styled.h1({
  margin: `${space[4]}px 0 ${space[6]}px`,
  // On one line on every screen, with room to spare in DM Sans and in its fallback alike
  // (the name is about 6.4 em wide), so the fonts' arrival never rewraps it.
  fontSize: "min(12vw, 136px)",
  whiteSpace: "nowrap",
  fontStyle: "italic",
  fontWeight: font.medium,
  lineHeight: 1,
  letterSpacing: "0.01em",
  color: "#FFFFFF",
  textShadow: "0 0 6px rgba(255, 255, 255, 0.5), 0 0 24px rgba(180, 120, 255, 0.9), 0 0 56px rgba(140, 70, 255, 0.7)",
  "& > span": { color: teal, textShadow: "0 0 18px rgba(111, 252, 226, 0.8)" },
});

const Panels = styled.div({
  display: "grid",
  gap: space[4],
  width: "100%",
  maxWidth: 760,
  [mq.sm]: { gridTemplateColumns: "1fr 1fr", alignItems: "stretch" },
});

// The record's glass panel: dark, a violet edge, a thicker blue one at the left, a glare along the top.
const Panel = styled.div({
  position: "relative",
  display: "grid",
  alignContent: "center",
  justifyItems: "center",
  gap: space[1],
  padding: `${space[5]}px ${space[4]}px`,
  borderRadius: radius.lg,
  background: glass,
  border: `1px solid ${violetBorder}`,
  borderLeft: "3px solid rgba(70, 100, 255, 0.8)",
  "&::before": {
    content: '""',
    position: "absolute",
    top: -1,
    left: space[6],
    right: space[6],
    height: 2,
    background: glare,
  },
});

const Dates = styled.p({ fontSize: "clamp(22px, 4vw, 28px)", fontWeight: font.bold, whiteSpace: "nowrap" });

const Venue = styled.p({ fontSize: 18, fontWeight: font.bold, color: teal });

const Facts = styled.p({ color: muted, fontSize: "clamp(14px, 4vw, 16px)" });

/**
 * Lost & Found's header: the night sky, the way back to every Design-a-thon,
 * the year, the name, and two glass panels: the dates, place and facts, and
 * the countdown (the only part that ticks).
 */
export function Hero({ year, name, dates, venue, facts, backHref, countdown, initial }: HeroProps) {
  const [before, after] = name.split(" & ");
  return (
    <Root data-ed="hero">
      <NightSky />
      <Inner>
        <Back href={backHref}>
          <BackArrow />
          All Design-a-thons
        </Back>
        <Eyebrow>Design-a-thon {year}</Eyebrow>
        {after === undefined ? (
          <Title>{name}</Title>
        ) : (
          <Title>
            {before} <span>&amp;</span> {after}
          </Title>
        )}
        <Panels>
          <Panel>
            <Dates data-ed="dates">{dates}</Dates>
            <Venue>{venue}</Venue>
            <Facts>{facts}</Facts>
          </Panel>
          <Panel>
            <EditionCountdown steps={countdown} initial={initial} tone="light" aria-label="Countdown" role="group" />
          </Panel>
        </Panels>
      </Inner>
    </Root>
  );
}
