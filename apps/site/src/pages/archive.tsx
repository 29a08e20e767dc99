import { paths } from "@duci/data/paths";
import { PageTitle } from "@duci/shell/page-title";
import { BalancedGrid, columnWidth } from "@duci/ui/balanced-grid";
import { Container } from "@duci/ui/container";
import { AppLink } from "@duci/ui/link";
import { colors, font, mq, radius, space, text } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import type { ArchiveIndexData } from "../events/archive.ts";
import { useArchivePage } from "../events/archive-data.ts";
import { ArchiveHeader, ArchiveIntro } from "../events/archive-header.tsx";
import { termPath } from "../events/archive-paths.ts";
import { leadSpans } from "../events/lead-spans.ts";

const columns = { sm: 2, lg: 3 } as const;

// Rows that read across, newest first; where the count would leave the oldest
// quarter alone on a row, the newest spans the first row instead.
const Terms = styled(BalancedGrid)({
  marginBottom: space[8],
  [mq.sm]: { "&[data-lead~='sm'] > li:first-of-type": { flexBasis: "100%" } },
  [mq.lg]: {
    "&:not([data-lead~='lg']) > li:first-of-type": { flexBasis: columnWidth },
    "&[data-lead~='lg'] > li:first-of-type": { flexBasis: "100%" },
  },
  "& a": {
    display: "grid",
    gap: space[1],
    height: "100%",
    padding: space[3],
    borderRadius: radius.md,
    border: `1px solid ${colors.silver}`,
    background: colors.white,
    color: colors.text,
    textDecoration: "none",
    fontWeight: font.bold,
  },
  "& a:hover": { borderColor: colors.link, color: colors.link },
  "& a span": { ...text.small, fontWeight: font.medium, color: colors.textMuted },
});

const Years = styled.p({
  marginBottom: space[8],
  "& a": { color: colors.link, fontWeight: font.bold },
});

/**
 * /events/all: the archive's index, the newest quarters with events, each
 * linking to its own page, then a link a year to the years before them; it
 * grows by a link a year, never by an event.
 */
export function ArchivePage() {
  const data = useArchivePage<ArchiveIndexData>(paths.eventsAll);
  const terms = data?.terms ?? [];
  const years = data?.years ?? [];
  const total = [...terms, ...years].reduce((sum, part) => sum + part.count, 0);
  return (
    <Container>
      <PageTitle title="Event Archive" description="Every workshop, talk and social Design at UCI has hosted." />
      <ArchiveHeader>
        <h1>All Events</h1>
      </ArchiveHeader>
      <ArchiveIntro>
        {total === 1 ? "One event" : `${total} events`} we have hosted, by quarter, newest first. Looking for what is
        next? See <AppLink href={paths.events}>upcoming events</AppLink>, or{" "}
        <a href="/events.ics">subscribe to the calendar</a>.
      </ArchiveIntro>
      <nav aria-label="Quarters">
        <Terms as="ol" columns={columns} data-lead={leadSpans(terms.length, columns) || undefined}>
          {terms.map(({ term, slug, count }) => (
            <li key={slug}>
              <AppLink href={termPath(slug)}>
                {term} <span>{count === 1 ? "1 event" : `${count} events`}</span>
              </AppLink>
            </li>
          ))}
        </Terms>
        {years.length > 0 ? (
          <Years>
            Earlier years:{" "}
            {years.map(({ year, slug, count }, index) => (
              <span key={year}>
                {index > 0 ? " · " : null}
                <AppLink href={termPath(slug)} aria-label={`${year}, ${count === 1 ? "1 event" : `${count} events`}`}>
                  {year}
                </AppLink>
              </span>
            ))}
          </Years>
        ) : null}
      </nav>
    </Container>
  );
}
