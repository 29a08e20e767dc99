import type { EventDate } from "@duci/time/event-date";
import type { EventStatus } from "@duci/time/types";
import styled from "@emotion/styled";
import { Children, type ComponentProps, type ReactNode } from "react";
import { type EventLink, EventLinks, visibleEventLinks } from "./event-links.tsx";
import { EventTypeTag } from "./event-type-tag.tsx";
import { colors, font, mq, radius, space, text } from "./theme/tokens.ts";
import { UnbrokenNames } from "./unbroken-names.tsx";

// The date in a column of its own, so a grid of cards reads down its dates like a calendar.
const Root = styled.article({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  alignItems: "start",
  gap: space[4],
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

const Leaf = styled.time({
  display: "grid",
  justifyItems: "center",
  minWidth: 56,
  padding: `${space[2]}px ${space[1]}px`,
  borderRadius: radius.md,
  background: colors.black,
  color: colors.white,
  lineHeight: 1.1,
  fontWeight: font.bold,
  "& [data-part='month']": { ...text.caption, textTransform: "uppercase", letterSpacing: 1 },
  "& [data-part='day']": { fontSize: text.h3.fontSize },
  "& [data-part='year']": { ...text.caption, color: colors.sky },
});

const Body = styled.div({ display: "flex", flexDirection: "column", gap: space[3], minWidth: 0 });

const Top = styled.p({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space[2],
  margin: 0,
  ...text.caption,
  fontWeight: font.bold,
  color: colors.textMuted,
});

const Title = styled.h2({ ...text.h4, margin: 0 });

// The buttons run under the date as well as the words, so a label keeps to one line on a phone.
const Actions = styled.div({
  gridColumn: "1 / -1",
  display: "grid",
  justifyItems: "start",
  gap: space[2],
  minWidth: 0,
});

const Desc = styled.p({ margin: 0, whiteSpace: "pre-line" });

/** What the event cards (`EventCard`, `EventDetail`) show of an event. */
export interface CardEvent {
  title: string;
  /** An invalid date when the event's time could not be read: the card then gives no machine-readable date. */
  start: Date;
  /** Empty for none. */
  type: string;
  desc: string;
  place: string;
  links: readonly EventLink[];
}

export interface EventCardProps extends ComponentProps<"article"> {
  event: CardEvent;
  status: EventStatus;
  /** When, relative to now, in the card's scale ("Hours ago", "In 2 weeks"). */
  relativeTime: string;
  /** The start date in the visitor's zone, with the year when it is not the current one. */
  date?: EventDate;
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
  /** Names kept on one line in the title (the app's own, such as its programs). */
  unbrokenNames?: readonly string[];
}

/** An archive card: date, type tag, relative time, title, description and link buttons. */
export function EventCard({
  event,
  status,
  relativeTime,
  date,
  headingLevel = 2,
  unbrokenNames = [],
  children,
  ...rest
}: EventCardProps) {
  const iso = Number.isNaN(event.start.getTime()) ? undefined : event.start.toISOString();
  return (
    <Root data-status={status} {...rest}>
      <Leaf dateTime={iso}>
        {date ? (
          <>
            <span data-part="month">{date.month}</span> <span data-part="day">{date.day}</span>
            {date.year ? (
              <>
                {" "}
                <span data-part="year">{date.year}</span>
              </>
            ) : null}
          </>
        ) : (
          <span data-part="month">TBA</span>
        )}
      </Leaf>
      <Body>
        <Top>
          {event.type ? <EventTypeTag type={event.type} /> : <span />}
          <span>{relativeTime}</span>
        </Top>
        <Title as={`h${headingLevel}`}>
          <UnbrokenNames names={unbrokenNames}>{event.title}</UnbrokenNames>
        </Title>
        {event.desc ? <Desc>{event.desc}</Desc> : null}
      </Body>
      {visibleEventLinks(event.links, status).length > 0 || Children.toArray(children).length > 0 ? (
        <Actions>
          <EventLinks links={event.links} status={status} aria-label={`Links for ${event.title}`} />
          {children}
        </Actions>
      ) : null}
    </Root>
  );
}
