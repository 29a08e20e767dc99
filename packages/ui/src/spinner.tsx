import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { colors, mq, space } from "./theme/tokens.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

const Root = styled.div({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  color: colors.textMuted,
});

const Ring = styled.span({
  width: 20,
  height: 20,
  borderRadius: "50%",
  border: `3px solid ${colors.silver}`,
  borderTopColor: colors.link,
  animation: `${spin} 800ms linear infinite`,
  // Reduced motion: a slow pulse of the ring is enough to say "working".
  [mq.reducedMotion]: { animationDuration: "3s" },
});

export interface SpinnerProps extends ComponentProps<"div"> {
  /** What is being waited for, read by screen readers (and shown when `showLabel`). */
  label: string;
  showLabel?: boolean;
}

/** A small busy indicator announced politely as a status. */
export function Spinner({ label, showLabel = false, ...rest }: SpinnerProps) {
  return (
    <Root role="status" {...rest}>
      <Ring aria-hidden="true" />
      <span className={showLabel ? undefined : "visually-hidden"}>{label}</span>
    </Root>
  );
}
