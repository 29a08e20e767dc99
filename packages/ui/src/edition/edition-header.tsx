import type { CountdownStep } from "@duci/time/types";
import styled from "@emotion/styled";
import type { CSSProperties, ReactNode } from "react";
import { BackArrow } from "../back-arrow.tsx";
import { Container } from "../container.tsx";
import { DateRange } from "../date-range.tsx";
import { colors, font, mq, radius, space } from "../theme/tokens.ts";
import { EditionCountdown } from "./edition-countdown.tsx";
import { useEditionTheme } from "./edition-theme.tsx";

export interface EditionHeaderProps {
  /** The small line above the name, e.g. the event and its year. */
  eyebrow: string;
  /** The edition's name, the page's only level-one heading. */
  name: string;
  /** As shown, e.g. "May 17th - May 19th". */
  dates: string;
  /** A short line of facts, e.g. "Hybrid · Free · Solo or teams of up to 4". */
  facts: string;
  /** The overview of every edition, and the back link's text. */
  backHref: string;
  backLabel: string;
  countdown: readonly CountdownStep[];
  /** The instant the page was prerendered at, for the countdown's first render. */
  initial: Date;
  /** The name drawn as the edition's lettering (decorative): the heading keeps the name as its text. */
  art?: ReactNode;
  /** Ornaments around the title (decorative, hidden from assistive technology). */
  decoration?: ReactNode;
}

// Graph paper in the accent colour on the tint; the name in the accent with a pink shadow.
const Root = styled.header({
  position: "relative",
  overflow: "hidden",
  padding: `${space[8]}px 0 ${space[9]}px`,
  backgroundColor: "var(--header-tint)",
  backgroundImage:
    "linear-gradient(var(--header-line) 1px, transparent 1px), linear-gradient(90deg, var(--header-line) 1px, transparent 1px)",
  backgroundSize: "40px 40px",
  textAlign: "center",
});

const Back = styled.a({ display: "inline-block", marginBottom: space[5], fontWeight: font.bold, color: colors.text });

const Eyebrow = styled.p({
  display: "inline-block",
  padding: `${space[1]}px ${space[4]}px`,
  borderRadius: radius.pill,
  background: colors.black,
  color: colors.white,
  fontWeight: font.bold,
  letterSpacing: 1,
  textTransform: "uppercase",
  fontSize: 14,
});

const Title = styled.h1({
  margin: `${space[4]}px 0 ${space[2]}px`,
  fontSize: "clamp(52px, 12vw, 120px)",
  lineHeight: 1,
  color: "var(--header-accent)",
  textShadow: `4px 4px 0 ${colors.pink}`,
});

// The edition's own lettering of the name, as wide as the stage.
const ArtTitle = styled.h1({
  margin: `${space[4]}px 0 ${space[2]}px`,
  "& > svg": { display: "block", width: "100%", height: "auto" },
});

// The title and the ornaments placed around it.
const Stage = styled.div({ position: "relative", maxWidth: 620, margin: "0 auto" });

const Dates = styled.p({ fontSize: "clamp(22px, 4vw, 32px)", fontWeight: font.bold });

// Sized with the screen on a phone, so the line fills the same share of any phone's width, with room
// to spare in DM Sans and in the fallback alike (at a fixed 18 px, 2024's line just fit a 360 px
// screen in DM Sans only, and the fonts' arrival rewrapped it).
const Facts = styled.p({ marginTop: space[2], color: colors.textMuted, fontSize: "clamp(14px, 4.7vw, 18px)" });

const CountdownBox = styled.div({ marginTop: space[7], [mq.md]: { marginTop: space[8] } });

/** "#RRGGBB" at 9 % opacity, for the grid lines. */
function faint(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, 0.09)`;
}

/**
 * An edition's page header in its colours: the way back to every
 * edition, the eyebrow, the name (or the edition's lettering of it, with
 * ornaments around), the dates and facts, and the countdown (the only part of
 * it that ticks).
 */
export function EditionHeader({
  eyebrow,
  name,
  dates,
  facts,
  backHref,
  backLabel,
  countdown,
  initial,
  art,
  decoration,
}: EditionHeaderProps) {
  const { tint, accent = colors.ultraviolet } = useEditionTheme();
  const variables = {
    "--header-tint": tint,
    "--header-accent": accent,
    "--header-line": faint(accent),
  } as CSSProperties;
  return (
    <Root style={variables} data-ed="hero">
      <Container>
        <Back href={backHref}>
          <BackArrow />
          {backLabel}
        </Back>
        <Stage>
          {decoration ? <div aria-hidden="true">{decoration}</div> : null}
          <div>
            <Eyebrow data-ed="eyebrow">{eyebrow}</Eyebrow>
          </div>
          {art ? (
            <ArtTitle>
              <span className="visually-hidden">{name}</span>
              {art}
            </ArtTitle>
          ) : (
            <Title>{name}</Title>
          )}
        </Stage>
        <Dates data-ed="dates">
          <DateRange>{dates}</DateRange>
        </Dates>
        <Facts>{facts}</Facts>
        <CountdownBox>
          <EditionCountdown steps={countdown} initial={initial} aria-label="Countdown" role="group" />
        </CountdownBox>
      </Container>
    </Root>
  );
}
