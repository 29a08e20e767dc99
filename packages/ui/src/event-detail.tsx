import type { EventStatus } from "@duci/time/types";
import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";
import type { CardEvent } from "./event-card.tsx";
import { EventLinks } from "./event-links.tsx";
import { EventTypeTag } from "./event-type-tag.tsx";
import { colors, font, mq, radius, space, text } from "./theme/tokens.ts";
import { UnbrokenNames } from "./unbroken-names.tsx";

const Root = styled.article({
  display: "grid",
  alignContent: "start",
  gap: space[3],
  height: "100%",
  // A little narrower on a phone, so the longest button label fits on one line.
  padding: space[4],
  [mq.sm]: { padding: space[5] },
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.silver}`,
  "&[data-status='live']": { borderColor: colors.danger },
  // Titles, places and links come from editors: an unbroken one wraps inside the card.
  minWidth: 0,
  overflowWrap: "anywhere",
});

// In a grid of several (data-size="compact") the title and time step down the type scale.
const Title = styled.h3({
  ...text.h3,
  fontSize: "clamp(22px, 3vw, 30px)",
  margin: 0,
  "[data-size='compact'] > &": text.h4,
});

const When = styled.p({ margin: 0, fontWeight: font.bold, ...text.large, "[data-size='compact'] > &": text.body });

const Facts = styled.p({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${space[1]}px ${space[3]}px`,
  margin: 0,
  color: colors.textMuted,
});

const Desc = styled.p({ margin: 0, maxWidth: 680, whiteSpace: "pre-line" });

export interface EventDetailProps extends ComponentProps<"article"> {
  event: CardEvent;
  status: EventStatus;
  /** The start as the visitor reads it: "Wednesday, Oct 9 at 6:00 PM your time". */
  timeText: string;
  /** Heading level of the title (the events page nests it under a section heading). */
  headingLevel?: 2 | 3 | 4;
  /** "compact" in a grid of several events; "large" for the one featured event. */
  size?: "large" | "compact";
  /** Extra actions or notes after the description (add to calendar, editor's notes). */
  children?: ReactNode;
  /** Names kept on one line in the title (the app's own, such as its programs). */
  unbrokenNames?: readonly string[];
}

/**
 * One event in full: title, time in the visitor's zone, type, place, link
 * buttons and description.
 */
export function EventDetail({
  event,
  status,
  timeText,
  headingLevel = 3,
  size = "large",
  unbrokenNames = [],
  children,
  ...rest
}: EventDetailProps) {
  return (
    <Root data-status={status} data-size={size} {...rest}>
      <Title as={`h${headingLevel}`}>
        <UnbrokenNames names={unbrokenNames}>{event.title}</UnbrokenNames>
      </Title>
      <When>
        <time dateTime={Number.isNaN(event.start.getTime()) ? undefined : event.start.toISOString()}>{timeText}</time>
      </When>
      <Facts>
        {event.type ? (
          <span>
            <span className="visually-hidden">Type: </span>
            <EventTypeTag type={event.type} />
          </span>
        ) : null}
        {event.place ? (
          <span>
            <span className="visually-hidden">Place: </span>
            {event.place}
          </span>
        ) : null}
      </Facts>
      <EventLinks links={event.links} status={status} aria-label={`Links for ${event.title}`} />
      {event.desc ? <Desc>{event.desc}</Desc> : null}
      {children}
    </Root>
  );
}
