import type { ListedEvent } from "@duci/data/event-types";
import { ClubNames } from "@duci/shell/club-names";
import { eventDate } from "@duci/time/event-date";
import { formatEventTime } from "@duci/time/format-event-time";
import { BalancedGrid, columnWidth } from "@duci/ui/balanced-grid";
import { EventLinks, visibleEventLinks } from "@duci/ui/event-links";
import { EventTypeTag } from "@duci/ui/event-type-tag";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { groupByTerm } from "./group-by-term.ts";
import { leadSpans } from "./lead-spans.ts";
import { termSlug } from "./term-slug.ts";

const Term = styled.section({ "& + &": { marginTop: space[6] } });

const TermHeading = styled.h3({
  display: "flex",
  alignItems: "baseline",
  gap: space[3],
  ...text.h4,
  marginBottom: space[3],
  "& span": { ...text.small, fontWeight: font.medium, color: colors.textMuted },
});

// Rows that read across, newest first; where a term's count would leave its
// last event alone on a row, the newest spans the first row instead.
const columns = { sm: 2, lg: 3 } as const;

const List = styled(BalancedGrid)({
  [mq.sm]: { "&[data-lead~='sm'] > li:first-of-type": { flexBasis: "100%" } },
  [mq.lg]: {
    "&:not([data-lead~='lg']) > li:first-of-type": { flexBasis: columnWidth },
    "&[data-lead~='lg'] > li:first-of-type": { flexBasis: "100%" },
  },
});

const Row = styled.article({
  height: "100%",
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: space[3],
  alignItems: "start",
  padding: space[3],
  borderRadius: radius.md,
  border: `1px solid ${colors.silver}`,
  background: colors.white,
  // Titles, places and links come from editors: an unbroken one wraps inside the row.
  overflowWrap: "anywhere",
});

const Leaf = styled.time({
  display: "grid",
  justifyItems: "center",
  minWidth: 48,
  padding: `${space[2]}px ${space[1]}px`,
  borderRadius: radius.sm,
  background: colors.black,
  color: colors.white,
  lineHeight: 1.1,
  fontWeight: font.bold,
  "& [data-part='month']": { ...text.caption, textTransform: "uppercase", letterSpacing: 1 },
  "& [data-part='day']": { fontSize: 20 },
});

const Body = styled.div({ display: "grid", gap: space[1], minWidth: 0 });

const Title = styled.h4({ ...text.body, fontWeight: font.bold, margin: 0 });

const When = styled.p({ ...text.small, color: colors.textMuted, margin: 0 });

const Facts = styled.p({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${space[1]}px ${space[2]}px`,
  ...text.small,
  color: colors.textMuted,
  margin: 0,
});

// Under the date as well as the words, so a button's label keeps to one line on a phone.
const Links = styled.div({ gridColumn: "1 / -1", minWidth: 0 });

export interface PastEventListProps {
  /** Past events, newest first. */
  events: readonly ListedEvent[];
  now: Date;
  zone: string;
  /** Anything to add under an event (an editor's notes in the preview). */
  extra?: (event: ListedEvent) => ReactNode;
}

/**
 * Past events as compact rows (date, title, time, type and place, the links
 * kept after an event) grouped under the quarter they fell in.
 */
export function PastEventList({ events, now, zone, extra }: PastEventListProps) {
  return groupByTerm(events).map(({ term, events: inTerm }) => {
    const id = `past-${termSlug(term)}`;
    return (
      <Term key={term} aria-labelledby={id}>
        <TermHeading id={id}>
          {term} <span>{inTerm.length === 1 ? "1 event" : `${inTerm.length} events`}</span>
        </TermHeading>
        <List as="ol" columns={columns} data-lead={leadSpans(inTerm.length, columns) || undefined}>
          {inTerm.map((event) => {
            const date = eventDate(event.start, zone, now);
            const iso = Number.isNaN(event.start.getTime()) ? undefined : event.start.toISOString();
            return (
              <li key={event.key}>
                <Row data-status="past">
                  <Leaf dateTime={iso} aria-hidden="true">
                    <span data-part="month">{date?.month ?? "TBA"}</span>
                    <span data-part="day">{date?.day}</span>
                  </Leaf>
                  <Body>
                    <Title>
                      <ClubNames>{event.title}</ClubNames>
                    </Title>
                    <When>
                      <time dateTime={iso}>{formatEventTime(event.start, zone, now)}</time>
                    </When>
                    {event.type || event.place ? (
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
                    ) : null}
                    {extra?.(event)}
                  </Body>
                  {visibleEventLinks(event.links, "past").length > 0 ? (
                    <Links>
                      <EventLinks links={event.links} status="past" aria-label={`Links for ${event.title}`} />
                    </Links>
                  ) : null}
                </Row>
              </li>
            );
          })}
        </List>
      </Term>
    );
  });
}
