import type { ListedEvent } from "@duci/data/event-types";
import { eventDate } from "@duci/time/event-date";
import { eventStatus } from "@duci/time/event-status";
import { relativeCardTime } from "@duci/time/relative-card-time";
import { BalancedGrid, columnWidth } from "@duci/ui/balanced-grid";
import { EventCard } from "@duci/ui/event-card";
import { HydrateSeparately } from "@duci/ui/hydrate-separately";
import { mq, space } from "@duci/ui/theme/tokens";
import styled from "@emotion/styled";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { leadSpans } from "./lead-spans.ts";
import { PreviewNotes } from "./preview-notes.tsx";

// The cards hydrated with the page, then the size of each slice hydrated after it.
const firstSlice = 9;
const slice = 18;

const columns = { sm: 2, lg: 3 } as const;

// Cards past the first slice (a screenful or more) are laid out only as they come near the
// screen: laying out every card at once was the page's longest task on a phone. Until then
// each holds about a card's height.
// Where the count would leave the oldest card alone on the last row, the newest card spans
// the first row instead, so every other row is full.
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

export interface ArchiveCardsProps {
  /** Newest first, each with a valid start. */
  events: readonly ListedEvent[];
  now: Date;
  zone: string;
  preview: boolean;
}

/** Events as cards in a balanced grid, newest first: a quarter's page of the archive, or the editor's whole list. */
export function ArchiveCards({ events, now, zone, preview }: ArchiveCardsProps) {
  return (
    <Grid columns={columns} count={events.length} data-lead={leadSpans(events.length, columns) || undefined}>
      {slices(events, firstSlice, slice).map((part, index) => {
        const cards = part.map((event) => {
          const status = eventStatus(event, now);
          return (
            <li key={event.key}>
              <EventCard
                event={event}
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
        return index === 0 ? cards : <HydrateSeparately key={part[0]?.key}>{cards}</HydrateSeparately>;
      })}
    </Grid>
  );
}
