import type { ListedEvent } from "@duci/data/event-types";
import type { EventStatus } from "@duci/time/types";
import styled from "@emotion/styled";
import type { ComponentProps, ReactNode } from "react";
import { EventLinks } from "./event-links.tsx";
import { colors, font, radius, space } from "./theme/tokens.ts";

const Root = styled.article({
  display: "flex",
  flexDirection: "column",
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

const Top = styled.p({
  display: "flex",
  justifyContent: "space-between",
  gap: space[3],
  margin: 0,
  fontSize: 14,
  fontWeight: font.bold,
  textTransform: "uppercase",
  letterSpacing: 0.5,
  color: colors.textMuted,
});

const Title = styled.h2({ fontSize: 22, lineHeight: 1.25, margin: 0 });

const Desc = styled.p({ margin: 0, whiteSpace: "pre-line" });

export interface EventCardProps extends ComponentProps<"article"> {
  event: ListedEvent;
  status: EventStatus;
  /** When, relative to now, in the card's scale ("Hours ago", "In 2 weeks"). */
  relativeTime: string;
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

/** An archive card: type, relative time, title, description and link buttons. */
export function EventCard({ event, status, relativeTime, headingLevel = 2, children, ...rest }: EventCardProps) {
  const iso = Number.isNaN(event.start.getTime()) ? undefined : event.start.toISOString();
  return (
    <Root data-status={status} {...rest}>
      <Top>
        <span>{event.type}</span>
        <time dateTime={iso}>{relativeTime}</time>
      </Top>
      <Title as={`h${headingLevel}`}>{event.title}</Title>
      {event.desc ? <Desc>{event.desc}</Desc> : null}
      <EventLinks links={event.links} status={status} aria-label={`Links for ${event.title}`} />
      {children}
    </Root>
  );
}
