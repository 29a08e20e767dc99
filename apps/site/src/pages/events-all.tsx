import { unbrokenNames } from "@duci/data/config";
import { paths } from "@duci/data/paths";
import { PageTitle } from "@duci/shell/page-title";
import { eventDate } from "@duci/time/event-date";
import { eventStatus } from "@duci/time/event-status";
import { relativeCardTime } from "@duci/time/relative-card-time";
import { BalancedGrid, columnWidth } from "@duci/ui/balanced-grid";
import { Container } from "@duci/ui/container";
import { EventCard } from "@duci/ui/event-card";
import { useNow } from "@duci/ui/hooks/use-now";
import { useVisitorZone } from "@duci/ui/hooks/use-visitor-zone";
import { HydrateSeparately } from "@duci/ui/hydrate-separately";
import { AppLink } from "@duci/ui/link";
import { Spinner } from "@duci/ui/spinner";
import { colors, font, mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useLocation } from "react-router-dom";
import { AddToCalendar } from "../events/add-to-calendar.tsx";
import { EventJsonLd } from "../events/event-json-ld.tsx";
import { leadSpans } from "../events/lead-spans.ts";
import { PreviewBanner, ProblemList } from "../events/preview-banner.tsx";
import { PreviewNotes } from "../events/preview-notes.tsx";
import { useEvents } from "../events/use-events.ts";
import { useRenderedNow } from "../events/use-rendered-now.ts";

const Header = styled.header({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${space[2]}px ${space[5]}px`,
  padding: `${space[8]}px 0 ${space[3]}px`,
  "& h1": { fontSize: "clamp(40px, 8vw, 64px)", letterSpacing: -1 },
});

// Holds the spinner's place so its arrival and departure move nothing.
const Status = styled.div({ display: "flex", alignItems: "center", minHeight: 32, minWidth: 220 });

const Intro = styled.p({
  color: colors.textMuted,
  marginBottom: space[6],
  "& a": { color: colors.link, fontWeight: font.bold },
});

// The cards hydrated with the page, then the size of each slice hydrated after it.
const firstSlice = 9;
const slice = 18;

const columns = { sm: 2, lg: 3 } as const;

// Cards past the first slice (a screenful or more) are laid out only as they come near the
// screen: laying out every card at once was the page's longest task on a phone. Until then
// each holds about a card's height.
// Where the count would leave the oldest card alone on the last row (133 in rows of two or
// three), the newest card spans the first row instead, so every other row is full.
const Grid = styled(BalancedGrid)({
  marginBottom: space[8],
  [`& > li:nth-of-type(n + ${firstSlice + 1})`]: { contentVisibility: "auto", containIntrinsicSize: "auto 124px" },
  [mq.sm]: { "&[data-lead~='sm'] > li:first-of-type": { flexBasis: "100%" } },
  [mq.lg]: {
    "&:not([data-lead~='lg']) > li:first-of-type": { flexBasis: columnWidth },
    "&[data-lead~='lg'] > li:first-of-type": { flexBasis: "100%" },
  },
});

/** `items` as a first slice of `first`, then slices of `size`. */
function slices<T>(items: readonly T[], first: number, size: number): T[][] {
  const result = [items.slice(0, first)];
  for (let start = first; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** /events/all (and /dev/events/all): every event as a card, newest first. */
export function EventsAllPage() {
  const preview = useLocation().pathname.startsWith("/dev/");
  const renderedAt = useRenderedNow();
  const now = useNow(60_000, renderedAt);
  const zone = useVisitorZone();
  const { events, remote } = useEvents();
  const shown = events.filter((event) => !Number.isNaN(event.start.getTime()));

  return (
    <Container data-rendered-at={renderedAt.toISOString()} data-remote={remote}>
      <PageTitle title="Event Archive" description="Every workshop, talk and social Design at UCI has hosted." />
      {preview ? <PreviewBanner events={events} remote={remote} /> : null}
      <Header>
        <h1>All Events</h1>
        <Status>{remote === "pending" ? <Spinner label="Checking for new events…" showLabel /> : null}</Status>
      </Header>
      <Intro>
        Every workshop, talk and social we have hosted, newest first. Looking for what is next? See{" "}
        <AppLink href={preview ? paths.devEvents : paths.events}>upcoming events</AppLink>, or{" "}
        <a href="/events.ics">subscribe to the calendar</a>.
      </Intro>
      <Grid columns={columns} count={shown.length} data-lead={leadSpans(shown.length, columns) || undefined}>
        {slices(shown, firstSlice, slice).map((events, index) => {
          const cards = events.map((event) => {
            const status = eventStatus(event, now);
            return (
              <li key={event.key}>
                <EventCard
                  event={event}
                  unbrokenNames={unbrokenNames}
                  status={status}
                  relativeTime={relativeCardTime(event, now, zone)}
                  date={eventDate(event.start, zone, now)}
                  data-testid="event-card"
                >
                  {status !== "past" ? <AddToCalendar event={event} stamp={now} /> : null}
                  {preview ? <PreviewNotes event={event} /> : null}
                </EventCard>
              </li>
            );
          });
          // The first screenful is taken over with the page; the rest in short tasks of their own.
          return index === 0 ? cards : <HydrateSeparately key={events[0]?.key}>{cards}</HydrateSeparately>;
        })}
      </Grid>
      {/* Search engines and calendars want what is ahead; the archive's past is listed on the page itself. */}
      <EventJsonLd events={shown.filter((event) => eventStatus(event, now) !== "past")} />
      {preview ? <ProblemList events={events} /> : null}
    </Container>
  );
}
