import { club, unbrokenNames } from "@duci/data/config";
import type { ListedEvent } from "@duci/data/event-types";
import { paths } from "@duci/data/paths";
import { PageTitle } from "@duci/shell/page-title";
import { eventStatus } from "@duci/time/event-status";
import { formatEventTime } from "@duci/time/format-event-time";
import { nextEvents } from "@duci/time/next-events";
import { pastEvents } from "@duci/time/past-events";
import { relativeEventTime } from "@duci/time/relative-event-time";
import { BalancedGrid } from "@duci/ui/balanced-grid";
import { ButtonLink } from "@duci/ui/button";
import { Container } from "@duci/ui/container";
import { EventDetail } from "@duci/ui/event-detail";
import { useNow } from "@duci/ui/hooks/use-now";
import { useVisitorZone } from "@duci/ui/hooks/use-visitor-zone";
import { StatusChip } from "@duci/ui/status-chip";
import { colors, font, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useLocation } from "react-router-dom";
import { AddToCalendar } from "../events/add-to-calendar.tsx";
import { PAST_EVENTS_SHOWN } from "../events/archive.ts";
import { builtEventsPageEvents } from "../events/built-events-page-events.ts";
import { HouseStandingsSection, JoinSection, PerksSection } from "../events/event-extras.tsx";
import { EventJsonLd } from "../events/event-json-ld.tsx";
import { PastEventList } from "../events/past-event-list.tsx";
import { PreviewBanner, ProblemList } from "../events/preview-banner.tsx";
import { PreviewNotes } from "../events/preview-notes.tsx";
import { ScrollLink } from "../events/scroll-link.tsx";
import { StayTuned } from "../events/stay-tuned.tsx";
import { TermHighlights } from "../events/term-highlights.tsx";
import { useEvents } from "../events/use-events.ts";
import { useRenderedNow } from "../events/use-rendered-now.ts";
import { withDates } from "../home/front-page-events.ts";
import { builtEventPhotos } from "../photos/built-photos.ts";

/** What the page starts from: the upcoming events and the latest past ones, as of the build (never the archive). */
const builtEvents: readonly ListedEvent[] = withDates(builtEventsPageEvents);

/** How many upcoming events the page lists (the next one included); the rest wait for a later visit or the archive. */
export const UPCOMING_EVENTS_SHOWN = 10;

/** Re-read the clock this often, so "Upcoming" turns "Live Now" and then past while the tab is open. */
const TICK_MS = 15_000;

const Hero = styled.header({
  padding: `${space[8]}px 0 ${space[6]}px`,
  "& h1": { fontSize: "clamp(40px, 8vw, 72px)", letterSpacing: -1 },
  "& p": { ...text.lead, color: colors.textMuted, maxWidth: 620, margin: `${space[3]}px 0 ${space[5]}px` },
});

const HeroActions = styled.div({ display: "flex", flexWrap: "wrap", gap: space[3] });

const Section = styled.section({ padding: `${space[6]}px 0` });

// The featured slot keeps its height while the clock or the service changes what it holds.
const Featured = styled(Section)({ minHeight: 360 });

const QuietHeading = styled.h2({ fontSize: "clamp(32px, 5vw, 48px)", letterSpacing: -0.5 });

const SectionHeading = styled.h2({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: space[3],
  fontSize: "clamp(28px, 4vw, 40px)",
  marginBottom: space[4],
});

// The relative time beside the heading: a status, set smaller than the heading.
const When = styled(StatusChip)({ fontSize: text.small.fontSize });

const Closing = styled.section({
  margin: `${space[6]}px 0`,
  padding: space[6],
  borderRadius: radius.lg,
  background: colors.lime,
  "& h2": { fontSize: 28, marginBottom: space[3] },
  "& p + p": { marginTop: space[2] },
  "& a": { color: colors.link, fontWeight: font.bold },
});

/** Several events side by side from 600 px: two columns, three on a wide screen. */
const eventColumns = { sm: 2, lg: 3 } as const;

interface EventBlockProps {
  event: ListedEvent;
  now: Date;
  zone: string;
  preview: boolean;
  size?: "large" | "compact";
}

function EventBlock({ event, now, zone, preview, size }: EventBlockProps) {
  const status = eventStatus(event, now);
  return (
    <EventDetail
      event={event}
      status={status}
      size={size}
      unbrokenNames={unbrokenNames}
      timeText={formatEventTime(event.start, zone, now)}
    >
      {status !== "past" ? <AddToCalendar event={event} stamp={now} /> : null}
      {preview ? <PreviewNotes event={event} /> : null}
    </EventDetail>
  );
}

/**
 * /events (and its editor's preview at /dev/events): the next event (live,
 * upcoming, or "Stay Tuned" with last term's highlights), further upcoming events, the last 12 past ones,
 * then house standings, perks and the join block.
 */
function EventsHero() {
  return (
    <Hero>
      <h1>Events</h1>
      <p>Workshops, industry talks and socials nearly every week of the quarter. Everyone is welcome.</p>
      <HeroActions>
        <ScrollLink target="join">Join us</ScrollLink>
        <ButtonLink href="/events.ics" data-variant="outline">
          Subscribe to the calendar
        </ButtonLink>
      </HeroActions>
    </Hero>
  );
}

/**
 * The next event, live or coming, with when it starts; "Stay Tuned" when none
 * is planned, followed by last term's highlights.
 */
function NextEvent({
  next,
  events,
  now,
  zone,
  preview,
}: {
  next: ListedEvent | undefined;
  events: readonly ListedEvent[];
  now: Date;
  zone: string;
  preview: boolean;
}) {
  const nextStatus = next ? eventStatus(next, now) : null;
  return (
    <Featured aria-labelledby="next-heading" data-testid="next-event">
      {next && nextStatus ? (
        <>
          <SectionHeading id="next-heading">
            {nextStatus === "live" ? (
              "Live Now"
            ) : (
              <>
                Upcoming Event <When>{relativeEventTime(next, now, zone)}</When>
              </>
            )}
          </SectionHeading>
          <EventBlock event={next} now={now} zone={zone} preview={preview} />
          <EventJsonLd events={[next]} />
        </>
      ) : (
        <>
          <StayTuned heading={<QuietHeading id="next-heading">Stay Tuned</QuietHeading>} />
          <TermHighlights events={events} now={now} zone={zone} photos={builtEventPhotos} />
        </>
      )}
    </Featured>
  );
}

/** The upcoming events after the next one, in a balanced grid. */
function LaterEvents({
  later,
  now,
  zone,
  preview,
}: {
  later: readonly ListedEvent[];
  now: Date;
  zone: string;
  preview: boolean;
}) {
  if (later.length === 0) return null;
  return (
    <Section aria-labelledby="later-heading" data-testid="later-events">
      <SectionHeading id="later-heading">
        {later.length > 1 ? "Next Upcoming Events" : "Next Upcoming Event"}
      </SectionHeading>
      <BalancedGrid columns={eventColumns}>
        {later.map((event) => (
          <li key={event.key}>
            <EventBlock event={event} now={now} zone={zone} preview={preview} size="compact" />
          </li>
        ))}
      </BalancedGrid>
      <EventJsonLd events={later} />
    </Section>
  );
}

/** The latest past events and the way to every one of them. */
function PastEvents({
  past,
  now,
  zone,
  preview,
}: {
  past: readonly ListedEvent[];
  now: Date;
  zone: string;
  preview: boolean;
}) {
  return (
    <Section aria-labelledby="past-heading" data-testid="past-events">
      <SectionHeading id="past-heading">Past Events</SectionHeading>
      <PastEventList
        events={past}
        now={now}
        zone={zone}
        extra={preview ? (event) => <PreviewNotes event={event} /> : undefined}
      />
      <EventJsonLd events={past} />
      <p style={{ marginTop: space[5] }}>
        <ButtonLink href={preview ? paths.devEventsAll : paths.eventsAll} data-variant="outline">
          View all events
        </ButtonLink>
      </p>
    </Section>
  );
}

function EveryWeek() {
  return (
    <Closing aria-labelledby="weekly-heading">
      <h2 id="weekly-heading">Every week of the quarter</h2>
      <p>
        During the academic quarter we meet weekly: workshops on UX concepts and graphic design, talks by industry
        speakers, and socials to meet other designers.
      </p>
      <p>
        Have an idea for an event or a speaker you would love to hear? Email us at{" "}
        <a href={`mailto:${club.email}`}>{club.email}</a>.
      </p>
    </Closing>
  );
}

export function EventsPage() {
  const preview = useLocation().pathname.startsWith("/dev/");
  const renderedAt = useRenderedNow();
  const now = useNow(TICK_MS, renderedAt);
  const zone = useVisitorZone();
  const { events, remote } = useEvents(builtEvents);

  const [next, ...later] = nextEvents(events, now).slice(0, UPCOMING_EVENTS_SHOWN);
  const past = pastEvents(events, now).slice(0, PAST_EVENTS_SHOWN);

  return (
    <Container data-rendered-at={renderedAt.toISOString()} data-remote={remote}>
      <PageTitle
        title="Events"
        description={`Workshops, industry talks and socials from ${club.name}, nearly every week of the quarter.`}
      />
      {preview ? <PreviewBanner events={events} remote={remote} /> : null}
      <EventsHero />

      <NextEvent next={next} events={events} now={now} zone={zone} preview={preview} />

      <LaterEvents later={later} now={now} zone={zone} preview={preview} />

      <PastEvents past={past} now={now} zone={zone} preview={preview} />

      {preview ? <ProblemList events={events} /> : null}

      <EveryWeek />

      <HouseStandingsSection />
      <PerksSection />
      <JoinSection />
    </Container>
  );
}
