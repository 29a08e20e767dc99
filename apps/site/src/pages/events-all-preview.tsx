import { paths } from "@duci/data/paths";
import { PageTitle } from "@duci/shell/page-title";
import { eventStatus } from "@duci/time/event-status";
import { Container } from "@duci/ui/container";
import { useNow } from "@duci/ui/hooks/use-now";
import { useVisitorZone } from "@duci/ui/hooks/use-visitor-zone";
import { AppLink } from "@duci/ui/link";
import { Spinner } from "@duci/ui/spinner";
import { ArchiveCards } from "../events/archive-cards.tsx";
import { ArchiveHeader, ArchiveIntro, ArchiveStatus } from "../events/archive-header.tsx";
import { EventJsonLd } from "../events/event-json-ld.tsx";
import { buildTimeEvents } from "../events/event-sources.ts";
import { PreviewBanner, ProblemList } from "../events/preview-banner.tsx";
import { useEvents } from "../events/use-events.ts";
import { useRenderedNow } from "../events/use-rendered-now.ts";

/**
 * /dev/events/all: the editor's preview of every event as a card, newest
 * first, with each one's notes. The public archive is split by quarter; this
 * page alone loads the whole list (it is an editor's tool, out of search).
 */
export function EventsAllPreviewPage() {
  const renderedAt = useRenderedNow();
  const now = useNow(60_000, renderedAt);
  const zone = useVisitorZone();
  const { events, remote } = useEvents(buildTimeEvents);
  const shown = events.filter((event) => !Number.isNaN(event.start.getTime()));

  return (
    <Container data-rendered-at={renderedAt.toISOString()} data-remote={remote}>
      <PageTitle title="Event Archive" description="Every workshop, talk and social Design at UCI has hosted." />
      <PreviewBanner events={events} remote={remote} />
      <ArchiveHeader>
        <h1>All Events</h1>
        <ArchiveStatus>
          {remote === "pending" ? <Spinner label="Checking for new events…" showLabel /> : null}
        </ArchiveStatus>
      </ArchiveHeader>
      <ArchiveIntro>
        Every workshop, talk and social we have hosted, newest first. Looking for what is next? See{" "}
        <AppLink href={paths.devEvents}>upcoming events</AppLink>, or{" "}
        <a href="/events.ics">subscribe to the calendar</a>.
      </ArchiveIntro>
      <ArchiveCards events={shown} now={now} zone={zone} preview />
      <EventJsonLd events={shown.filter((event) => eventStatus(event, now) !== "past")} />
      <ProblemList events={events} />
    </Container>
  );
}
