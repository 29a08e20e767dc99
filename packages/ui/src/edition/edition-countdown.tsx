import { countdownState } from "@duci/time/countdown-state";
import type { CountdownStep } from "@duci/time/types";
import { CountdownDisplay, type CountdownDisplayProps } from "../countdown-display.tsx";
import { useNow } from "../hooks/use-now.ts";

export interface EditionCountdownProps extends Omit<CountdownDisplayProps, "state"> {
  /** The edition's steps, in order; the first one still ahead is shown. */
  steps: readonly CountdownStep[];
  /** The instant the page was prerendered at, for the first render. */
  initial?: Date;
  /** How often the display is refreshed, in ms. */
  every?: number;
}

/** The header countdown: the only part of the page that re-renders every tick. */
export function EditionCountdown({ steps, initial, every = 1000, ...rest }: EditionCountdownProps) {
  const now = useNow(every, initial);
  return <CountdownDisplay state={countdownState(steps, now)} {...rest} />;
}
