import type { CountdownState } from "@duci/time/types";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { colors, font, radius, space, text } from "./theme/tokens.ts";

export interface CountdownDisplayProps extends ComponentProps<"div"> {
  /** From `countdownState(steps, now)`; its text labels the time left, or is the ended message. */
  state: CountdownState;
  /** "light" for dark grounds. */
  tone?: "dark" | "light";
}

// Centred, unless a page sets --countdown-align (e.g. "start" beside left-aligned words).
const Root = styled.div({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "var(--countdown-align, center)",
  gap: space[3],
  color: colors.text,
  "&[data-tone='light']": { color: colors.white },
});

const Label = styled.p({
  fontWeight: font.bold,
  fontSize: text.large.fontSize,
  textAlign: "var(--countdown-align, center)" as "center",
  textWrap: "balance",
});

const Units = styled.div({ display: "flex", gap: space[2] });

// On an edition page, the tiles of its theme.
const Unit = styled.div({
  minWidth: 68,
  padding: `${space[2]}px ${space[3]}px`,
  borderRadius: radius.md,
  background: `var(--ed-unit-bg, ${colors.white})`,
  color: `var(--ed-unit-ink, ${colors.text})`,
  border: `var(--ed-unit-border, 2px solid ${colors.black})`,
  textAlign: "center",
  boxShadow: `var(--ed-unit-shadow, 3px 3px 0 ${colors.black})`,
});

const Digits = styled.span({
  display: "block",
  fontSize: 32,
  fontWeight: font.bold,
  fontVariantNumeric: "tabular-nums",
});

const Name = styled.span({
  display: "block",
  fontSize: text.caption.fontSize,
  color: `var(--ed-unit-muted, ${colors.textMuted})`,
});

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * Days, hours, minutes and seconds left under the current step's text, or the
 * ended message alone. Purely presentational: pass a fresh `state` each tick.
 * Not a live region, so screen readers are not interrupted every second.
 */
export function CountdownDisplay({ state, tone = "dark", ...rest }: CountdownDisplayProps) {
  const { remaining } = state;
  return (
    <Root data-tone={tone} data-state={state.ended ? "ended" : "running"} {...rest}>
      <Label>{state.text}</Label>
      {remaining ? (
        <Units>
          {(
            [
              ["days", remaining.days],
              ["hours", remaining.hours],
              ["minutes", remaining.minutes],
              ["seconds", remaining.seconds],
            ] as const
          ).map(([name, value]) => (
            <Unit key={name} data-unit={name}>
              <Digits>{name === "days" ? value : pad(value)}</Digits>
              <Name>{name}</Name>
            </Unit>
          ))}
        </Units>
      ) : null}
    </Root>
  );
}
