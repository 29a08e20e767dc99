import { countdown2023, YOU_BELONG_HERE_PRERENDER_NOW } from "@duci/data/designathon-23";
import { countdownState } from "@duci/time/countdown-state";
import { CountdownDisplay } from "@duci/ui/countdown-display";
import { useNow } from "@duci/ui/hooks/use-now";

/** The hero countdown: the first step still ahead, refreshed every 500 ms, or the ended message. */
export function Countdown() {
  const now = useNow(500, YOU_BELONG_HERE_PRERENDER_NOW);
  return <CountdownDisplay state={countdownState(countdown2023, now)} tone="light" data-testid="countdown" />;
}
