import { countdownState } from "@duci/time/countdown-state";
import { parseEventTime } from "@duci/time/parse-event-time";
import { CountdownDisplay } from "@duci/ui/countdown-display";
import { useNow } from "@duci/ui/hooks/use-now";
import { useEffect, useState } from "react";
import { edition } from "./edition-data.ts";

const steps = [
  { at: parseEventTime(edition.start), text: "Design-a-thon begins in" },
  { at: parseEventTime(edition.submissionDeadline), text: "Submissions close in" },
].flatMap((step) => (step.at ? [{ at: step.at, text: step.text }] : []));

/** Counts down to the start, then to the deadline; shown once the page runs in a browser, since it depends on the clock. */
export function EditionCountdown() {
  const [mounted, setMounted] = useState(false);
  const now = useNow(1000, new Date(0));
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <CountdownDisplay
      state={countdownState(
        [...steps, { at: "end", text: "This Design-a-thon has ended. Thank you for joining us!" }],
        now,
      )}
      tone="light"
    />
  );
}
