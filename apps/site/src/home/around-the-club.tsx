import { overviewCards } from "@duci/data/designathon-overview";
import type { ListedEvent } from "@duci/data/event-types";
import { paths } from "@duci/data/paths";
import { quoteCards } from "@duci/data/quotes";
import { academicTerm } from "@duci/time/academic-term";
import { eventStatus } from "@duci/time/event-status";
import { formatEventTime } from "@duci/time/format-event-time";
import { pastEvents } from "@duci/time/past-events";
import { relativeEventTime } from "@duci/time/relative-event-time";
import { EventTypeTag } from "@duci/ui/event-type-tag";
import { AppLink } from "@duci/ui/link";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useRef } from "react";
import { FollowLinks } from "../events/follow-links.tsx";
import { SymbolIcon } from "./club-symbols.tsx";
import { type EditionTiming, featuredEdition } from "./featured-edition.ts";
import { frontDoorEvent } from "./front-door-event.ts";
import { homeEvents } from "./home-events.ts";
import { Name } from "./nowrap.ts";
import { useHomeEvents } from "./use-home-events.ts";

const SectionTitle = styled.h2({ ...text.h2, marginBottom: space[5] });

const Now = styled.section({ padding: `${space[7]}px 0 0` });

// Two columns from 600 px: the event and board cards side by side, the Design-a-thon
// card across both below them, its cover beside its words; three in a row on a wide screen.
const NowGrid = styled.div({
  display: "grid",
  gap: space[4],
  [mq.sm]: {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gridAutoFlow: "dense",
    // The board's card, beside taller ones, fills the rest of its height with the club's symbols.
    "& > [data-testid='home-board']::before": {
      content: '""',
      order: 1,
      flexGrow: 1,
      minHeight: 96,
      background: "url(/art/board-symbols.svg) center / contain no-repeat",
    },
    "& > [data-testid='home-board'] > a": { order: 2 },
    "& > [data-testid='home-edition']": {
      gridColumn: "1 / -1",
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      alignContent: "center",
      columnGap: space[5],
      "& > img": { gridRow: "1 / span 4" },
      "& > :last-child": { marginTop: 0 },
    },
  },
  [mq.md]: {
    gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
    gridAutoFlow: "row",
    gap: space[5],
    "& > [data-testid='home-edition']": {
      gridColumn: "auto",
      display: "flex",
      "& > img": { gridRow: "auto" },
      "& > :last-child": { marginTop: "auto" },
    },
  },
});

const Card = styled.article({
  display: "flex",
  flexDirection: "column",
  gap: space[3],
  padding: space[5],
  borderRadius: radius.lg,
  "&[data-tone='sky']": { background: colors.sky },
  "&[data-tone='blush']": { background: colors.blush },
  "&[data-tone='peach']": { background: colors.peach },
  "& > :last-child": { marginTop: "auto" },
});

const Kicker = styled.p({
  ...text.small,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space[2],
  fontWeight: font.bold,
  textTransform: "uppercase",
  letterSpacing: 1,
});

const CardTitle = styled.h3(text.h3);

const Meta = styled.p({ ...text.body, color: colors.textMuted });

// Three lines at most: the full text is one click away on /events.
const Desc = styled.p({
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: 3,
  overflow: "hidden",
  overflowWrap: "anywhere",
});

const CardLink = styled(AppLink)({ fontWeight: font.bold, color: colors.text, paddingTop: space[2] });

const Cover = styled.img({ display: "block", width: "100%", height: "auto", borderRadius: radius.md });

const Quote = styled.blockquote({
  margin: 0,
  ...text.h4,
  fontWeight: font.bold,
  "&::before": { content: '"“"', display: "block", fontSize: 64, lineHeight: 0.8, color: colors.orange },
});

const editionLabel: Record<EditionTiming, string> = {
  now: "Happening now",
  upcoming: "Coming up",
  latest: "Most recent",
  archive: "The archive",
};

/**
 * The next event, or the latest one while it is recent; when nothing is
 * planned and the last event is weeks old, last term's highlights.
 * Built from the events /events shows, then upgraded from the content service.
 */
function EventCard({ now, zone }: { now: Date; zone: string }) {
  const ref = useRef<HTMLElement>(null);
  const events = useHomeEvents(homeEvents, ref);
  const shown = frontDoorEvent(events, now);
  // One card element whatever it shows: the service is asked when this very element comes on screen.
  return (
    <Card
      ref={ref}
      data-tone="sky"
      aria-labelledby="home-event"
      data-testid="home-event"
      data-state={shown.kind === "quiet" ? "quiet" : undefined}
    >
      {shown.kind === "quiet" ? (
        <QuietCardContent events={events} now={now} />
      ) : (
        <EventCardContent event={shown.event} next={shown.kind === "next"} now={now} zone={zone} />
      )}
    </Card>
  );
}

function EventCardContent({ event, next, now, zone }: { event: ListedEvent; next: boolean; now: Date; zone: string }) {
  const status = eventStatus(event, now);
  const heading = status === "live" ? "Live now" : next ? "Next event" : "Latest event";
  return (
    <>
      <Kicker>
        {status === "live" ? (
          heading
        ) : (
          <>
            <span>{heading} ·</span>
            <span>{relativeEventTime(event, now, zone)}</span>
          </>
        )}
      </Kicker>
      <CardTitle id="home-event">{event.title}</CardTitle>
      <Meta>
        <time dateTime={event.start.toISOString()}>{formatEventTime(event.start, zone, now)}</time>
        {event.place ? ` · ${event.place}` : null}
      </Meta>
      {event.type ? (
        <p>
          <EventTypeTag type={event.type} />
        </p>
      ) : null}
      {event.desc ? <Desc>{event.desc}</Desc> : null}
      <CardLink href={paths.events}>{next ? "All upcoming events" : "See what is next"}</CardLink>
    </>
  );
}

/**
 * Between quarters: what the club did last term, a way to it on /events, and
 * where the next events are announced; the archive when no event is over yet.
 */
function QuietCardContent({ events, now }: { events: readonly ListedEvent[]; now: Date }) {
  // The quarter of the latest event over, as /events' highlights name it (not the term-grouping code, for first-load size).
  const latest = pastEvents(events, now)[0];
  const term = latest && academicTerm(latest.start)?.label;
  return (
    <>
      <SymbolIcon name="social" size={56} />
      <Kicker>{term ? "Last term" : "Event archive"}</Kicker>
      <CardTitle id="home-event">{term ? `${term} highlights` : "Every past event"}</CardTitle>
      <Meta>The next events are announced on Instagram and in the newsletter.</Meta>
      <FollowLinks />
      {term ? (
        <CardLink href={`${paths.events}#highlights`}>See last term's highlights</CardLink>
      ) : (
        <CardLink href={paths.eventsAll}>Browse the archive</CardLink>
      )}
    </>
  );
}

function EditionCard({ now }: { now: Date }) {
  const featured = featuredEdition(overviewCards, now);
  if (!featured) return null;
  const { edition, timing } = featured;
  return (
    <Card data-tone="blush" aria-labelledby="home-edition" data-testid="home-edition">
      <Cover src={edition.image} alt="" width={640} height={400} loading="lazy" />
      <Kicker>
        {/* The dot ends the first part, so a narrow card wraps after it rather than starting a line with it. */}
        <span>Design-a-thon{timing === "archive" ? "" : ` ${edition.year}`} ·</span>
        <span>{editionLabel[timing]}</span>
      </Kicker>
      {timing === "archive" ? (
        <>
          <CardTitle id="home-edition">
            Every <Name>Design-a-thon</Name> since {overviewCards.at(-1)?.year}
          </CardTitle>
          <Meta>
            Themes, winners and their work from each edition, the latest {edition.title} in {edition.year}.
          </Meta>
          <CardLink href={paths.designathon}>
            See every <Name>Design-a-thon</Name>
          </CardLink>
        </>
      ) : (
        <>
          <CardTitle id="home-edition">{edition.title}</CardTitle>
          <Meta>{edition.dates}</Meta>
          <CardLink href={edition.link}>Visit {edition.title}</CardLink>
        </>
      )}
    </Card>
  );
}

/** The first "From our board" card: the member's words once the board supplies them, else who they are. */
function BoardCard() {
  const card = quoteCards[0];
  if (!card) return null;
  const years = `20${card.years[0]} – 20${card.years[1]}`;
  if (card.quote) {
    return (
      <Card data-tone="peach" as="figure" style={{ margin: 0 }} aria-label="From our board">
        <Kicker>From our board</Kicker>
        <Quote>{card.quote}</Quote>
        <figcaption>
          <strong>{card.name}</strong>
          <Meta>
            {card.position}, {years}
          </Meta>
        </figcaption>
      </Card>
    );
  }
  return (
    <Card data-tone="peach" aria-labelledby="home-board" data-testid="home-board">
      <Kicker>From our board</Kicker>
      <CardTitle id="home-board">{card.name}</CardTitle>
      <Meta>
        {card.position}, {years}
      </Meta>
      <CardLink href={paths.about}>Meet the board</CardLink>
    </Card>
  );
}

/** Three cards of what is on: the next event, the Design-a-thon to see, and a word from the board. */
export function AroundTheClub({ now, zone }: { now: Date; zone: string }) {
  return (
    <Now aria-labelledby="home-now">
      <SectionTitle id="home-now">Around the club</SectionTitle>
      <NowGrid>
        <EventCard now={now} zone={zone} />
        <EditionCard now={now} />
        <BoardCard />
      </NowGrid>
    </Now>
  );
}
