import { unbrokenNames } from "@duci/data/config";
import type { ListedEvent } from "@duci/data/event-types";
import { paths } from "@duci/data/paths";
import { socials } from "@duci/data/socials";
import { formatEventTime } from "@duci/time/format-event-time";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { EventDetail } from "@duci/ui/event-detail";
import { newTab } from "@duci/ui/link";
import { colors, font, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ComponentProps } from "react";
import { lastTermHighlights } from "./last-term-highlights.ts";

const Root = styled.section({
  marginTop: space[6],
  "& h3": { ...text.h3, marginBottom: space[2] },
  "& > p": { ...text.body, color: colors.textMuted, maxWidth: 640, marginBottom: space[4] },
  "& > p a": { color: colors.link, fontWeight: font.bold },
});

const instagram = socials.find((social) => social.name === "Instagram")?.link;

export interface TermHighlightsProps extends ComponentProps<"section"> {
  events: readonly ListedEvent[];
  now: Date;
  zone: string;
}

/**
 * While nothing is upcoming: the newest events of the last quarter, so the
 * page leads with what just happened, and where the next ones are announced.
 */
export function TermHighlights({ events, now, zone, ...rest }: TermHighlightsProps) {
  const highlights = lastTermHighlights(events, now);
  if (!highlights) return null;
  return (
    <Root aria-labelledby="highlights-heading" id="highlights" data-testid="term-highlights" {...rest}>
      <h3 id="highlights-heading">Last term: {highlights.term}</h3>
      <p>
        The next events are announced on{" "}
        {instagram ? (
          <a href={instagram} {...newTab}>
            Instagram<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          "Instagram"
        )}{" "}
        and in <a href={paths.join}>the newsletter</a>. Until then, here is what we did last term.
      </p>
      {/* Three a row from 600 px: two would leave the third alone. */}
      <BalancedGrid columns={{ sm: 3 }}>
        {highlights.events.map((event) => (
          <li key={event.key}>
            <EventDetail
              event={event}
              unbrokenNames={unbrokenNames}
              status="past"
              size="compact"
              headingLevel={4}
              timeText={formatEventTime(event.start, zone, now)}
            />
          </li>
        ))}
      </BalancedGrid>
    </Root>
  );
}
