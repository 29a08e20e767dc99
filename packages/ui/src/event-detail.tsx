import type { ListedEvent } from "@duci/data/event-types";
import type { EventStatus } from "@duci/time/types";
import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";
import { EventLinks } from "./event-links.tsx";
import { colors, font, radius, space } from "./theme/tokens.ts";

const Root = styled.article({
  display: "grid",
  gap: space[3],
  padding: space[5],
  borderRadius: radius.lg,
  background: colors.white,
  border: `2px solid ${colors.silver}`,
  "&[data-status='live']": { borderColor: colors.danger },
  // Titles, places and links come from editors: an unbroken one wraps inside the card.
  minWidth: 0,
  overflowWrap: "anywhere",
});

const Title = styled.h3({ fontSize: "clamp(22px, 3vw, 30px)", lineHeight: 1.2, margin: 0 });

const When = styled.p({ margin: 0, fontWeight: font.bold, fontSize: 18 });

const Facts = styled.p({
  display: "flex",
  flexWrap: "wrap",
  gap: `${space[1]}px ${space[4]}px`,
  margin: 0,
  color: colors.textMuted,
});

const Desc = styled.p({ margin: 0, maxWidth: 680, whiteSpace: "pre-line" });

export interface EventDetailProps extends ComponentProps<"article"> {
  event: ListedEvent;
  status: EventStatus;
  /** The start as the visitor reads it: "Wednesday, Oct 9 at 6:00 PM your time". */
  timeText: string;
  /** Heading level of the title (the events page nests it under a section heading). */
  headingLevel?: 2 | 3 | 4;
  /** Extra actions or notes after the description (add to calendar, editor's notes). */
  children?: ReactNode;
}

/**
 * One event in full: title, time in the visitor's zone, type, place, link
 * buttons and description.
 */
export function EventDetail({ event, status, timeText, headingLevel = 3, children, ...rest }: EventDetailProps) {
  return (
    <Root data-status={status} {...rest}>
      <Title as={`h${headingLevel}`}>{event.title}</Title>
      <When>
        <time dateTime={Number.isNaN(event.start.getTime()) ? undefined : event.start.toISOString()}>{timeText}</time>
      </When>
      <Facts>
        <span>
          <span className="visually-hidden">Type: </span>
          {event.type}
        </span>
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
