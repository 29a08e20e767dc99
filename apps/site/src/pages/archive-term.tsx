import type { ListedEvent } from "@duci/data/event-types";
import { paths } from "@duci/data/paths";
import { PageTitle } from "@duci/shell/page-title";
import { academicTerm } from "@duci/time/academic-term";
import { eventStatus } from "@duci/time/event-status";
import { BackArrow } from "@duci/ui/back-arrow";
import { Container } from "@duci/ui/container";
import { useNow } from "@duci/ui/hooks/use-now";
import { useVisitorZone } from "@duci/ui/hooks/use-visitor-zone";
import { AppLink } from "@duci/ui/link";
import { Spinner } from "@duci/ui/spinner";
import { colors, font, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { useCallback, useMemo } from "react";
import { useLocation } from "react-router-dom";
import type { ArchiveTermData } from "../events/archive.ts";
import { ArchiveCards } from "../events/archive-cards.tsx";
import { useArchivePage } from "../events/archive-data.ts";
import { ArchiveHeader, ArchiveIntro, ArchiveStatus } from "../events/archive-header.tsx";
import { termPath } from "../events/archive-paths.ts";
import { EventJsonLd } from "../events/event-json-ld.tsx";
import { termSlug } from "../events/term-slug.ts";
import { useEvents } from "../events/use-events.ts";
import { useRenderedNow } from "../events/use-rendered-now.ts";
import { withDates } from "../home/front-page-events.ts";
import { NotFoundPage } from "./not-found.tsx";

const Back = styled.p({
  ...text.small,
  paddingTop: space[6],
  "& a": { color: colors.link, fontWeight: font.bold },
});

const Neighbours = styled.nav({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: space[3],
  marginBottom: space[8],
  "& a": { color: colors.link, fontWeight: font.bold },
});

/** The path the page was served at, as the archive names it ("/events/all/spring-2026/"). */
function pagePath(pathname: string): string {
  const path = pathname.replace(/index\.html$/, "");
  return path.endsWith("/") ? path : `${path}/`;
}

/** /events/all/<quarter>: the quarter's events as cards, newest first, and the way to its neighbours. */
export function ArchiveTermPage() {
  const path = pagePath(useLocation().pathname);
  const data = useArchivePage<ArchiveTermData>(path);
  return data ? <TermEvents data={data} /> : <NotFoundPage />;
}

function TermEvents({ data }: { data: ArchiveTermData }) {
  const renderedAt = useRenderedNow();
  const now = useNow(60_000, renderedAt);
  const zone = useVisitorZone();
  const built = useMemo(() => withDates(data.events), [data]);
  // An event published since the build joins the quarter it falls in.
  const inTerm = useCallback(
    (event: ListedEvent) => termSlug(academicTerm(event.start)?.label ?? "") === data.slug,
    [data],
  );
  const { events, remote } = useEvents(built, inTerm);
  const count = events.length === 1 ? "One event" : `${events.length} events`;

  return (
    <Container data-rendered-at={renderedAt.toISOString()} data-remote={remote}>
      <PageTitle
        title={`${data.term} Events`}
        description={`The workshops, talks and socials Design at UCI hosted in ${data.term}.`}
      />
      <Back>
        <AppLink href={paths.eventsAll}>
          <BackArrow />
          Every quarter
        </AppLink>{" "}
        · <AppLink href={paths.events}>Upcoming events</AppLink>
      </Back>
      <ArchiveHeader>
        <h1>{data.term}</h1>
        <ArchiveStatus>
          {remote === "pending" ? <Spinner label="Checking for new events…" showLabel /> : null}
        </ArchiveStatus>
      </ArchiveHeader>
      {/* One short line: a longer one could rewrap when the web font arrives and move every card. */}
      <ArchiveIntro>{count}, newest first.</ArchiveIntro>
      <ArchiveCards events={events} now={now} zone={zone} preview={false} />
      <Neighbours aria-label="Other quarters">
        {data.newer ? (
          <AppLink href={termPath(data.newer.slug)}>
            <BackArrow />
            Newer: {data.newer.term}
          </AppLink>
        ) : (
          <span />
        )}
        {data.older ? (
          <AppLink href={termPath(data.older.slug)}>
            Older: {data.older.term}
            <BackArrow style={{ verticalAlign: "-.125em", marginLeft: ".3em", transform: "scaleX(-1)" }} />
          </AppLink>
        ) : null}
      </Neighbours>
      {/* Search engines and calendars want what is ahead; the past is listed on the page itself. */}
      <EventJsonLd events={events.filter((event) => eventStatus(event, now) !== "past")} />
    </Container>
  );
}
